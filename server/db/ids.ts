import { randomBytes } from 'node:crypto';

let lastId = '';

/**
 * A 32-character id that sorts by creation time (12 hex digits of epoch ms, then 20 random hex digits),
 * so "newest first" and list cursors need no extra column. Generated here because SQLite and PostgreSQL
 * disagree on auto-increment. Within one process ids only grow, even within one millisecond: two transfers
 * of one settlement then list in the order they happened.
 */
export function newId(nowMs: number = Date.now()): string {
  let id = nowMs.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
  if (id <= lastId) id = (BigInt(`0x${lastId}`) + 1n).toString(16).padStart(32, '0');
  lastId = id;
  return id;
}
