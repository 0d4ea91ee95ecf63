import { createHash } from 'node:crypto';

/**
 * PostgreSQL names that processes sharing one schema agree on, and processes on other schemas of the same
 * database (test runs, a staging copy) don't share: derived from the schema's name.
 */
function digest(schema: string): Buffer {
  return createHash('sha256').update(`uptick:${schema}`).digest();
}

/** The two 32-bit keys of the feed's advisory lock (`pg_try_advisory_lock(int, int)`). */
export function feedLockKeys(schema: string): [number, number] {
  const bytes = digest(schema);
  return [bytes.readInt32BE(0), bytes.readInt32BE(4)];
}

/** The `LISTEN/NOTIFY` channel stored ticks go out on (a plain name, well under PostgreSQL's 63 bytes). */
export function tickChannel(schema: string): string {
  return `uptick_ticks_${digest(schema).subarray(8, 16).toString('hex')}`;
}
