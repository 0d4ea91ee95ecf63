import type { PricePointView } from '../core/order-structs.js';
import { formatDecimal, formatTickTime } from '../i18n/format.js';

/** A tick as orders show it: its price, then its time to the second ("63,200.00 · 12:00:05 PM"); a dash for none yet. */
export const priceAt = (point: PricePointView | null, withDate = false): string =>
  point ? `${formatDecimal(point.price)} · ${formatTickTime(point.time, withDate)}` : '—';
