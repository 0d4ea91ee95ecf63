import { array, enums, integer, object, string, type Struct } from 'superstruct';
import { languages } from '../../src/core/languages.js';
import { describe, named, orNull } from './json-schema.js';

// The leaves of the answers: what docs/api.md's conventions say of money, prices and times.

/** Money in a response: exactly two decimals, e.g. `"1250.00"`; signed only where said. */
export const money = describe(string(), { pattern: '^-?(0|[1-9][0-9]*)\\.[0-9]{2}$', examples: ['1250.00'] });
/** A price at its product's precision. */
export const price = describe(string(), { pattern: '^[0-9]+(\\.[0-9]+)?$', description: "at the product's precision", examples: ['67123.45'] });
/** A percentage with two decimals. */
export const percent = describe(string(), { pattern: '^-?(0|[1-9][0-9]*)\\.[0-9]{2}$', description: 'percent, two decimals', examples: ['85.00'] });
/** A base quantity with two decimals. */
export const quantity = describe(string(), { pattern: '^(0|[1-9][0-9]*)\\.[0-9]{2}$', description: 'base quantity, two decimals' });
export const time = describe(string(), { format: 'date-time', description: 'ISO 8601, UTC', examples: ['2026-11-25T21:40:00.000Z'] });
export const language = enums([...languages]);
export const count = describe(integer(), { minimum: 0 });

/** A list's answer: every item, no paging. */
export const itemsOf = <T, S>(item: Struct<T, S>) => object({ items: array(item) });

/** A page of a list, newest first unless said (docs/api.md, "Lists"). */
export const pageOf = <T, S>(item: Struct<T, S>) =>
  object({ items: array(item), nextCursor: orNull(string(), 'pass as `cursor` for the next page; null on the last page') });

export const Balances = named(
  'Balances',
  object({ total: money, available: money, frozen: money, positions: money, savings: describe(money, 'pending and confirmed') }),
  "The user's balances: `balances` of `GET /api/me`, and the data of a `balance` event of the account stream",
);

/** A hash of the price record. */
export const sha256Hex = describe(string(), { pattern: '^[0-9a-f]{64}$', description: 'SHA-256, lowercase hex (docs/api.md, "The price record")' });
/** Where a tick came from. */
export const tickSource = describe(string(), '`sim`, `binance`, `script`, or `unknown` for ticks stored before sources were recorded');

/** A language the server answered in: one of the ten, typed as the text the domain hands over. */
export const servedLanguage = describe(string(), { enum: [...languages] });

/** Answers an idempotent action replays: what the first request answered, for the same key and body. */
export const replayNote = '(a replay of the same key and body answers the same)';
