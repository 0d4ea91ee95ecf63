import { defineArea } from './areas.js';
import { AccountEvents as accountEvents } from '../components/account-events.js';

export const screens = { accountEvents };
defineArea('events', screens);
