import { defineArea } from './areas.js';
import withdraw from '../pages/withdraw-money.js';
import withdrawalAccount from '../pages/account.js';
import withdrawalAccountDetail from '../pages/account-detail.js';

export const screens = { withdraw, withdrawalAccount, withdrawalAccountDetail };
defineArea('withdraw', screens);
