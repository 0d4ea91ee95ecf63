import { defineArea } from './areas.js';
import deposit from '../pages/amount.js';
import depositList from '../pages/withdraw-open.js';

export const screens = { deposit, depositList };
defineArea('funds', screens);
