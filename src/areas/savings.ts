import { defineArea } from './areas.js';
import money from '../pages/savings.js';
import { SavingsTransferIn as savingsIn, SavingsTransferOut as savingsOut } from '../pages/savings-transfer.js';
import savingsRecords from '../pages/savings-records.js';
import savingsRules from '../pages/savings-rules.js';

export const screens = { money, savingsIn, savingsOut, savingsRecords, savingsRules };
defineArea('savings', screens);
