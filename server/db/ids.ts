import { randomBytes } from 'node:crypto';

let lastId = '';
// Random bytes drawn 4 KiB at a time: one system call per 400 ids instead of one each (settlement makes
// hundreds of thousands of transfer ids in a burst).
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomHex10(): string {
  if (poolOffset + 10 > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  poolOffset += 10;
  return pool.toString('hex', poolOffset - 10, poolOffset);
}

/**
 * A 32-character id that sorts by creation time (12 hex digits of epoch ms, then 20 random hex digits),
 * so "newest first" and list cursors need no extra column. Generated here because SQLite and PostgreSQL
 * disagree on auto-increment. Within one process ids only grow, even within one millisecond: two transfers
 * of one settlement then list in the order they happened.
 */
export function newId(nowMs: number = Date.now()): string {
  let id = nowMs.toString(16).padStart(12, '0') + randomHex10();
  if (id <= lastId) id = (BigInt(`0x${lastId}`) + 1n).toString(16).padStart(32, '0');
  lastId = id;
  return id;
}
