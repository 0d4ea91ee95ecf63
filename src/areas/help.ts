import { defineArea } from './areas.js';
import help from '../pages/help.js';
import { RiskNotice as riskNotice } from '../components/risk-notice.js';

// The risk notice shows once per user, before a first trade: it reads content as the help page does, so it travels
// with it rather than in the core every visit carries.
export const screens = { help, riskNotice };
defineArea('help', screens);
