import { defineArea } from './areas.js';
import help from '../pages/help.js';
import about from '../pages/about.js';
import privacy from '../pages/privacy-policy.js';
import info from '../pages/platform-info.js';
import terms from '../pages/terms-of-use.js';

// The long texts: the help center and the content screens (about, privacy policy, information, terms).
export const screens = { help, about, privacy, info, terms };
defineArea('help', screens);
