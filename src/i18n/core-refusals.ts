import type { Dictionary } from './i18n.js';

/**
 * The refusals the first visit's screens can meet (placing an order, loading prices, any request's network
 * failure), whose `errors` / `fields` texts the core carries. The rest of both namespaces travels in a
 * strings file of its own (`refusals`), loaded with every area and after the first paint: an area's screen
 * opens with all of them, and the core does not carry texts for screens it does not have. build.mjs runs
 * this module to learn the list, so it imports nothing but types.
 */
export const coreRefusals: { errors: (keyof Dictionary['errors'])[]; fields: (keyof Dictionary['fields'])[] } = {
  errors: [
    'unauthenticated',
    'invalid_body',
    'validation_failed',
    'rate_limited',
    'internal',
    'unavailable',
    'network',
    'timeout',
    'unknown',
    'insufficient_funds',
    'amount_out_of_range',
    'risk_not_acknowledged',
    'market_closed',
    'market_maintenance',
    'price_unavailable',
  ],
  fields: ['required', 'invalid', 'amount_invalid', 'unknown_symbol', 'period_invalid'],
};
