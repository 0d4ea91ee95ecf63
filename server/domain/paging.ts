import type { Page } from '../../src/core/funds.js';
import { DomainError } from './domain-error.js';
import type { PublicNumbers } from './numbering/public-numbers.js';

/** What a list endpoint was asked for: `limit` 1–100 (default 20) and an opaque cursor. */
export interface PageRequest {
  limit: number;
  /** The id the next page starts below, decoded from the cursor. */
  beforeId?: string;
}

export const defaultPageLimit = 20;

export function encodeCursor(id: string | number): string {
  return Buffer.from(String(id)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const id = Buffer.from(cursor, 'base64url').toString();
  // Ids are 32 hex digits, or numbers (orders, transfers); anything else can't have come from us.
  return isTextId(id) || idNumber(id) !== undefined ? id : '';
}

const isTextId = (id: string) => /^[0-9a-f]{32}$/.test(id);

const cursorRefused = () => new DomainError('validation_failed', 'This cursor did not come from us', { cursor: 'invalid' });

/** The cursor of a list shown by public numbers (orders, transfers) as the row number it stands for; any other cursor is refused. */
export function publicNumberBefore(page: PageRequest, numbers: PublicNumbers): number | undefined {
  if (page.beforeId === undefined) return undefined;
  const id = numbers.idOf(page.beforeId);
  if (id === undefined) throw cursorRefused();
  return id;
}

/** The cursor of a list of rows with text ids (deposits, withdrawals); a numbered list's cursor is refused. */
export function textBefore(page: PageRequest): string | undefined {
  if (page.beforeId !== undefined && !isTextId(page.beforeId)) throw cursorRefused();
  return page.beforeId;
}

/** The cursor of a list shown by its own row numbers (messages); any other cursor is refused. */
export function numberBefore(page: PageRequest): number | undefined {
  if (page.beforeId === undefined) return undefined;
  const id = idNumber(page.beforeId);
  if (id === undefined) throw cursorRefused();
  return id;
}

/** A row number written as decimal text, or undefined for text that is none. */
function idNumber(id: string): number | undefined {
  const value = Number(id);
  return /^[1-9][0-9]*$/.test(id) && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Fetch `limit + 1` rows, then hand them here: the extra row only says whether there is a next page. The cursor
 * names the last row shown by `cursorOf` (its id, or the public number of a numbered row).
 */
export function toPage<Row extends { id: string | number }, Item>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Item,
  cursorOf: (row: Row) => string | number = (row) => row.id,
): Page<Item> {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items: items.map(map), nextCursor: more ? encodeCursor(cursorOf(items[items.length - 1])) : null };
}
