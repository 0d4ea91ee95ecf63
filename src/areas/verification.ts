import { defineArea } from './areas.js';
import verify from '../pages/verification.js';

export const screens = { verify };
defineArea('verification', screens);
