import { defineArea } from './areas.js';
import withdraw from '../pages/withdraw.js';
import withdrawalAccount from '../pages/withdrawal-account.js';
import withdrawalAccountDetail from '../pages/withdrawal-account-details.js';
import { NationalitySelect as nationalitySelect, RegionName as regionName } from '../components/nationality-select.js';

// The nationality select and a region's name are also parts of the verification screen (AreaParts there), so
// they and the region list stay in this area rather than join the core as modules two areas share.
export const screens = { withdraw, withdrawalAccount, withdrawalAccountDetail, nationalitySelect, regionName };
defineArea('withdraw', screens);
