import { defineArea } from './areas.js';
import help from '../pages/help.js';

export const screens = { help };
defineArea('help', screens);
