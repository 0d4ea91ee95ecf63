import { defineArea } from './areas.js';
import money from '../pages/money.js';
import { TransferIn as savingsIn, TransferOut as savingsOut } from '../pages/transfer.js';
import savingsRecords from '../pages/particulars.js';
import savingsRules from '../pages/money-detail.js';

export const screens = { money, savingsIn, savingsOut, savingsRecords, savingsRules };
defineArea('savings', screens);
