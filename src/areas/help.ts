import { defineArea } from './areas.js';
import help from '../pages/help.js';
import about from '../pages/about.js';
import privacy from '../pages/privacy-policy.js';
import info from '../pages/platform-info.js';
import terms from '../pages/terms-of-use.js';
import { RiskNotice as riskNotice } from '../components/risk-notice.js';

// The long texts: the help center and the content screens (about, privacy policy, information, terms). The risk
// notice shows once per user, before a first trade: it reads content as the help page does, so it travels with it
// rather than in the core every visit carries.
export const screens = { help, about, privacy, info, terms, riskNotice };
defineArea('help', screens);
