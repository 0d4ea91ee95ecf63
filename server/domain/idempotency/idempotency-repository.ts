import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { IdempotencyKeysTable } from '../../db/schema.js';
import { sql } from 'kysely';
import { insertRow, insertUnnested, rawStatement, statement } from '../../db/statements.js';

export type StoredKeyRow = Pick<Selectable<IdempotencyKeysTable>, 'fingerprint' | 'status' | 'body'>;

interface KeyOf {
  userId: string;
  key: string;
}

// Every order with a key reads this in its savepoint: a compiled statement.
const findStored = statement((db, p: KeyOf) =>
  db.selectFrom('idempotency_keys').select(['fingerprint', 'status', 'body']).where('user_id', '=', p.userId).where('key', '=', p.key),
);

const store = insertRow('idempotency_keys', ['user_id', 'key', 'fingerprint', 'status', 'body', 'created_at']);

export async function findStoredKey(c: Connection, userId: string, key: string): Promise<StoredKeyRow | undefined> {
  const [row] = await c.statements.rows<StoredKeyRow, KeyOf>(findStored, { userId, key });
  return row;
}

/** Fails on the primary key when another request stored the same key first. */
export async function insertStoredKey(c: Connection, row: Insertable<IdempotencyKeysTable>): Promise<void> {
  await c.statements.changes(store, row);
}

const findStoredMany = rawStatement(
  (p: { userIds: string[]; keys: string[] }) => sql`
    select user_id, key, fingerprint, status, body from idempotency_keys
    where (user_id, key) in (select * from unnest(${p.userIds}::text[], ${p.keys}::text[]))`,
);

/** The stored keys among `keys`, in one statement (PostgreSQL only). */
export function findStoredKeys(c: Connection, keys: KeyOf[]): Promise<(StoredKeyRow & { user_id: string; key: string })[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return c.statements.rows(findStoredMany, { userIds: keys.map((k) => k.userId), keys: keys.map((k) => k.key) });
}

/** Stores many keys in one statement (PostgreSQL only); fails on the primary key like `insertStoredKey`. */
export const insertStoredKeys = insertUnnested('idempotency_keys', {
  user_id: 'text', key: 'text', fingerprint: 'text', status: 'integer', body: 'text', created_at: 'bigint',
});

/**
 * Keys are deleted a minute of them at a time, oldest first: at the order budget's 3,000 a second one statement
 * deletes ~180,000 rows (a second or two), well inside the statement limit. One delete of every key past its hour
 * would take longer, be rolled back, and find more rows the next hour, for ever.
 */
const deleteSliceMs = 60_000;

export async function deleteKeysCreatedBefore(c: Connection, cutoffMs: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const oldest = await c.kysely.selectFrom('idempotency_keys').select('created_at').where('created_at', '<', cutoffMs).orderBy('created_at').limit(1).executeTakeFirst();
    if (!oldest) return deleted;
    const result = await c.kysely.deleteFrom('idempotency_keys').where('created_at', '<', Math.min(cutoffMs, oldest.created_at + deleteSliceMs)).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
}
