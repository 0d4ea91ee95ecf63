import { defineArea } from './areas.js';
import orders from '../pages/order.js';

defineArea('orders', { orders });
