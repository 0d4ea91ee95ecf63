import { defineArea } from './areas.js';
import withdraw from '../pages/withdraw.js';
import withdrawalAccount from '../pages/withdrawal-account.js';
import withdrawalAccountDetail from '../pages/withdrawal-account-details.js';

export const screens = { withdraw, withdrawalAccount, withdrawalAccountDetail };
defineArea('withdraw', screens);
