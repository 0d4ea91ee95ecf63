import type { Page } from '../../src/core/funds.js';

/** What a list endpoint was asked for: `limit` 1–100 (default 20) and an opaque cursor. */
export interface PageRequest {
  limit: number;
  /** The id the next page starts below, decoded from the cursor. */
  beforeId?: string;
}

export const defaultPageLimit = 20;

export function encodeCursor(id: string): string {
  return Buffer.from(id).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const id = Buffer.from(cursor, 'base64url').toString();
  // Ids are 32 hex digits; anything else can't have come from us.
  return /^[0-9a-f]{32}$/.test(id) ? id : '';
}

/** Fetch `limit + 1` rows, then hand them here: the extra row only says whether there is a next page. */
export function toPage<Row extends { id: string }, Item>(rows: Row[], limit: number, map: (row: Row) => Item): Page<Item> {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items: items.map(map), nextCursor: more ? encodeCursor(items[items.length - 1].id) : null };
}
