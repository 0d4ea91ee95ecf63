import { t } from '../i18n/i18n.js';
import { formatKnownAt } from '../i18n/format.js';

/** Says when the figures beside it were last known ("As of 14:05"), for figures shown while they can't be live. */
export function AsOf({ timeMs }: { timeMs: number }) {
  return <small className="up-asof">{t('live.asOf', { time: formatKnownAt(timeMs) })}</small>;
}
