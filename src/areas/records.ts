import { defineArea } from './areas.js';
import moneyRecord from '../pages/money-record.js';
import withdrawalList from '../pages/withdraw-list.js';

export const screens = { moneyRecord, withdrawalList };
defineArea('records', screens);
