import { defineArea } from './areas.js';
import help from '../pages/help.js';

defineArea('help', { help });
