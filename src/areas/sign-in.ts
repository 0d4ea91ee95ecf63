import { defineArea } from './areas.js';
import login from '../pages/sign-in.js';
import registerCheck from '../pages/register-account.js';
import register from '../pages/register-passwords.js';

export const screens = { login, registerCheck, register };
defineArea('sign-in', screens);
