import { defineArea } from './areas.js';
import moneyRecord from '../pages/capital-record.js';
import withdrawalList from '../pages/withdrawal-history.js';

export const screens = { moneyRecord, withdrawalList };
defineArea('records', screens);
