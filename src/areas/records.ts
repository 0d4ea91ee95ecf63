import { defineArea } from './areas.js';
import moneyRecord from '../pages/money-record.js';
import withdrawalList from '../pages/withdraw-list.js';

defineArea('records', { moneyRecord, withdrawalList });
