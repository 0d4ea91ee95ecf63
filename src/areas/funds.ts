import { defineArea } from './areas.js';
import money from '../pages/money.js';
import deposit from '../pages/amount.js';
import depositList from '../pages/withdraw-open.js';
import withdraw from '../pages/withdraw-money.js';
import withdrawalList from '../pages/withdraw-list.js';
import withdrawalAccount from '../pages/account.js';
import withdrawalAccountDetail from '../pages/account-detail.js';
import moneyRecord from '../pages/money-record.js';

defineArea('funds', { money, deposit, depositList, withdraw, withdrawalList, withdrawalAccount, withdrawalAccountDetail, moneyRecord });
