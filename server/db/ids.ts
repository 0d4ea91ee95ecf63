import { randomBytes } from 'node:crypto';

/**
 * A 32-character id that sorts by creation time (12 hex digits of epoch ms, then 20 random hex digits),
 * so "newest first" and list cursors need no extra column. Generated here because SQLite and PostgreSQL
 * disagree on auto-increment.
 */
export function newId(nowMs: number = Date.now()): string {
  return nowMs.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
}
