import { defineArea } from './areas.js';
import login from '../pages/sign-in.js';
import registerCheck from '../pages/register-account.js';
import register from '../pages/register-passwords.js';
import forgotPassword from '../pages/forgot-password.js';

export const screens = { login, registerCheck, register, forgotPassword };
defineArea('sign-in', screens);
