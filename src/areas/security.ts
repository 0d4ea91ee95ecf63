import { defineArea } from './areas.js';
import security from '../pages/account-security.js';

export const screens = { security };
defineArea('security', screens);
