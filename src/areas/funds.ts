import { defineArea } from './areas.js';
import money from '../pages/money.js';
import deposit from '../pages/amount.js';
import depositList from '../pages/withdraw-open.js';

defineArea('funds', { money, deposit, depositList });
