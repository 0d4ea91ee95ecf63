import { defineArea } from './areas.js';
import login from '../pages/login.js';
import registerCheck from '../pages/register-check.js';
import register from '../pages/register.js';

export const screens = { login, registerCheck, register };
defineArea('sign-in', screens);
