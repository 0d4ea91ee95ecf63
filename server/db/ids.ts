import { randomBytes } from 'node:crypto';

// Random bytes drawn 4 KiB at a time: one system call per 400 ids instead of one each (settlement makes
// hundreds of thousands of transfer ids in a burst).
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomBytes10(): Buffer {
  if (poolOffset + 10 > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  poolOffset += 10;
  return pool.subarray(poolOffset - 10, poolOffset);
}

// The last id, as its three parts: milliseconds, then the 80 random bits as 32 high and 48 low bits (each
// part fits a double exactly, so the next id is plain arithmetic, not BigInt).
let lastMs = -1;
let lastHigh = 0;
let lastLow = 0;
// hex(lastMs) + hex(lastHigh), kept while only the low part counts up (a burst makes 150,000 ids).
let prefix = '';
const lowSpan = 2 ** 48;

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * A 32-character id that sorts by creation time (12 hex digits of epoch ms, then 20 random hex digits),
 * so "newest first" and list cursors need no extra column. Generated here because SQLite and PostgreSQL
 * disagree on auto-increment. Within one process ids only grow: the first id of a millisecond is random,
 * the next ones in it (or after the clock stepped back) count up from the last, so two transfers of one
 * settlement list in the order they happened.
 */
export function newId(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    const random = randomBytes10();
    lastMs = nowMs;
    lastHigh = random.readUInt32BE(0);
    lastLow = random.readUIntBE(4, 6);
    prefix = hex(lastMs, 12) + hex(lastHigh, 8);
  } else if (++lastLow === lowSpan) {
    lastLow = 0;
    // 2^32 ids in one millisecond would be needed to run past the high part.
    lastHigh++;
    prefix = hex(lastMs, 12) + hex(lastHigh, 8);
  }
  return prefix + hex(lastLow, 12);
}
