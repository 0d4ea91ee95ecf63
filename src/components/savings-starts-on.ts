import { t } from '../i18n/i18n.js';
import { formatPlatformTime } from '../i18n/format.js';

/** When money moved into savings starts earning: the cut-off is the platform's rule, so it is told in the platform's clock, named. */
export const savingsStartsOn = (time: string | number, timeZone: string): string => t('savings.startsOn', { date: formatPlatformTime(time, timeZone) });
