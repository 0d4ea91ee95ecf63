import { defineArea } from './areas.js';
import deposit from '../pages/deposit.js';
import depositList from '../pages/deposit-history.js';

export const screens = { deposit, depositList };
defineArea('funds', screens);
