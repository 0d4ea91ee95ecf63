import { defaultLanguage, languages } from '../../../src/core/languages.js';
import { formatMinor } from '../../../src/core/money.js';
import type { FundsRules } from '../../../src/core/funds.js';
import type { Config, FundsConfig } from '../../config.js';

/** The limits and fee rule the money screens show before the user types. */
function fundsRules(funds: FundsConfig): FundsRules {
  return {
    currency: funds.currency,
    depositMin: formatMinor(funds.depositMinMinor),
    depositMax: formatMinor(funds.depositMaxMinor),
    withdrawMin: formatMinor(funds.withdrawMinMinor),
    withdrawMax: formatMinor(funds.withdrawMaxMinor),
    // Basis points are the minor units of a two-decimal percent.
    withdrawFeeRate: formatMinor(funds.withdrawFeeRateBasisPoints),
    withdrawFeeMin: formatMinor(funds.withdrawFeeMinMinor),
    withdrawalAccountHoldHours: funds.withdrawalAccountHoldMs / (60 * 60 * 1000),
  };
}

/** What any client reads first: `GET /api/app-info`, and the page carries the same so a first visit needn't ask. */
export function appInfoOf(config: Config, feedSource: string) {
  return {
    name: 'Uptick',
    languages,
    defaultLanguage,
    customerServiceUrl: config.customerServiceUrl,
    feedSource,
    timeZone: config.timeZone,
    demoMode: config.demoMode,
    funds: fundsRules(config.funds),
    savingsCutoff: `${String(Math.floor(config.savings.cutoffMinutes / 60)).padStart(2, '0')}:${String(config.savings.cutoffMinutes % 60).padStart(2, '0')}`,
  };
}
