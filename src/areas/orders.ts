import { defineArea } from './areas.js';
import orders from '../pages/orders.js';
import { OpenPositions as positions } from '../components/open-positions.js';
import { SettlementNotice as settlement } from '../components/settlement-notice.js';

export const screens = { orders, positions, settlement };
defineArea('orders', screens);
