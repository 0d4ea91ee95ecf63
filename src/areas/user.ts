import { defineArea } from './areas.js';
import user from '../pages/personal-center.js';
import settings from '../pages/settings.js';
import password from '../pages/password.js';
import wallet from '../pages/balances.js';
import { BalanceParts as balanceParts } from '../components/balance-parts.js';

export const screens = { user, settings, password, wallet, balanceParts };
defineArea('user', screens);
