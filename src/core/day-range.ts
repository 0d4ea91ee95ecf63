/**
 * The 24 h high and low shown beside a live price. The feed's day figures lag the price (stats come every few
 * seconds, ticks every second), so the price is folded in: a trader never sees a price outside the range beside
 * it. Decimal strings at the product's precision; null where nothing is known yet.
 */
export function dayRange(high: string | null, low: string | null, price: string | null): [high: string | null, low: string | null] {
  if (!price) return [high, low];
  return [!high || +price > +high ? price : high, !low || +price < +low ? price : low];
}
