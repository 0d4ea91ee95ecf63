import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { IdempotencyKeysTable } from '../../db/schema.js';
import { insertRow, statement } from '../../db/statements.js';

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

export async function deleteKeysCreatedBefore(c: Connection, cutoffMs: number): Promise<number> {
  const result = await c.kysely.deleteFrom('idempotency_keys').where('created_at', '<', cutoffMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
