import { defineArea } from './areas.js';
import deposit from '../pages/amount.js';
import depositList from '../pages/withdraw-open.js';

defineArea('funds', { deposit, depositList });
