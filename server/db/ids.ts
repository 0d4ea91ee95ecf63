import { randomBytes } from 'node:crypto';

// The last id, as its three parts: milliseconds, then the 80 random bits as 32 high and 48 low bits (each
// part fits a double exactly, so the next id is plain arithmetic, not BigInt).
let lastMs = -1;
let lastHigh = 0;
let lastLow = 0;
const lowSpan = 2 ** 48;

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * A 32-character id that sorts by creation time (12 hex digits of epoch ms, then 20 random hex digits),
 * for users, deposits, withdrawals and the audit log: not guessable, and "newest first" and list cursors
 * need no extra column. (Orders and transfers, written by the hundred thousand in a settlement burst, are
 * numbered by the database instead: see migration 1000.) Within one process ids only grow: the first id of
 * a millisecond is random, the next ones in it (or after the clock stepped back) count up from the last.
 */
export function newId(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    const random = randomBytes(10);
    lastMs = nowMs;
    lastHigh = random.readUInt32BE(0);
    lastLow = random.readUIntBE(4, 6);
  } else if (++lastLow === lowSpan) {
    lastLow = 0;
    // 2^32 ids in one millisecond would be needed to run past the high part.
    lastHigh++;
  }
  return hex(lastMs, 12) + hex(lastHigh, 8) + hex(lastLow, 12);
}
