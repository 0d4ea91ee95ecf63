import { hash } from 'node:crypto';
import type { Connection } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { DomainError } from '../domain-error.js';
import { deleteKeysCreatedBefore, findStoredKey, findStoredKeys, insertStoredKey, insertStoredKeys, type StoredKeyRow } from './idempotency-repository.js';

/** Keys are kept at least this long (docs/api.md promises ≥ 24 h); the pruning job removes older ones. */
export const idempotencyKeyTtlMs = 48 * 60 * 60 * 1000;

/** What the route asks of an action it wants done at most once. */
export interface Idempotency {
  /** The client's `Idempotency-Key`; undefined runs the action without the guarantee. */
  key: string | undefined;
  /**
   * Which action the key is for (`POST /api/savings/transfer-in`): part of the fingerprint, so a key reused
   * for another operation is a conflict, never the stored answer of something else.
   */
  operation: string;
  /** The status the route answers a completed action with, stored with the body so a replay answers alike. */
  status: number;
}

export interface IdempotencyScope extends Idempotency {
  userId: string;
  /** The request body without secrets (a transaction password must not be stored, even hashed). */
  request: unknown;
}

/** The route's answer to a completed action: the first one again on a replay. */
export interface StoredResponse<T> {
  status: number;
  body: T;
}

/** JSON with object keys sorted at every level: the same body in another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function fingerprintOf(scope: IdempotencyScope): string {
  return hash('sha256', `${scope.operation}\n${canonicalJson(scope.request)}`, 'hex');
}

/** The first response to this key, if there was one; a 409 if the key came with another request. */
export async function storedResponse<T>(sql: Connection, scope: IdempotencyScope): Promise<StoredResponse<T> | undefined> {
  if (!scope.key) return undefined;
  const row = await findStoredKey(sql, scope.userId, scope.key);
  return row && replayOf<T>(row, scope);
}

/** A stored key's answer to `scope`: the first response, or a 409 if the key came with another request. */
function replayOf<T>(row: StoredKeyRow, scope: IdempotencyScope): StoredResponse<T> {
  if (row.fingerprint !== fingerprintOf(scope)) {
    throw new DomainError('idempotency_key_reused', 'This Idempotency-Key was used for another operation or a different request; make a new key for a new action');
  }
  return { status: row.status, body: JSON.parse(row.body) as T };
}

const keyOf = (userId: string, key: string) => `${userId}\n${key}`;

/**
 * `storedResponse` and `storeResponse` for a whole group commit on PostgreSQL: the batch's keys read in one
 * statement, checked and stored in memory as the batch goes — so a key used twice in one batch answers its
 * second use as a replay of the first, as it would in two transactions — and written in one statement.
 * Read them after locking the batch's accounts: a request with the same key in a batch committing meanwhile
 * holds the same user's accounts, so its key is committed (and seen) before the read.
 */
export class BatchKeys {
  private readonly stored: Map<string, StoredKeyRow>;
  private readonly added: Parameters<typeof insertStoredKeys>[1] = [];

  private constructor(rows: (StoredKeyRow & { user_id: string; key: string })[]) {
    this.stored = new Map(rows.map((row) => [keyOf(row.user_id, row.key), row]));
  }

  static async read(sql: Connection, scopes: IdempotencyScope[]): Promise<BatchKeys> {
    const keyed = scopes.filter((scope) => scope.key).map((scope) => ({ userId: scope.userId, key: scope.key! }));
    return new BatchKeys(await findStoredKeys(sql, keyed));
  }

  replay<T>(scope: IdempotencyScope): StoredResponse<T> | undefined {
    const row = scope.key ? this.stored.get(keyOf(scope.userId, scope.key)) : undefined;
    return row && replayOf<T>(row, scope);
  }

  store<T>(scope: IdempotencyScope, body: T, nowMs: number): StoredResponse<T> {
    const response = { status: scope.status, body };
    if (!scope.key) return response;
    const row = keyRow(scope, scope.key, response, nowMs);
    this.stored.set(keyOf(scope.userId, scope.key), row);
    this.added.push(row);
    return response;
  }

  write(sql: Connection): Promise<void> {
    return insertStoredKeys(sql, this.added);
  }
}

/** Keeps a completed action's answer (its body under the route's status) in the action's own transaction. */
export async function storeResponse<T>(sql: Connection, scope: IdempotencyScope, body: T, nowMs: number): Promise<StoredResponse<T>> {
  const response = { status: scope.status, body };
  if (scope.key) await insertStoredKey(sql, keyRow(scope, scope.key, response, nowMs));
  return response;
}

function keyRow<T>(scope: IdempotencyScope, key: string, response: StoredResponse<T>, nowMs: number) {
  return { user_id: scope.userId, key, fingerprint: fingerprintOf(scope), status: response.status, body: JSON.stringify(response.body), created_at: nowMs };
}

/**
 * Runs a money-moving action at most once per key (Stripe's and TigerBeetle's model). The same key with the
 * same request returns the first response again; with another request it is a 409. Only a completed action
 * is stored — in the same transaction as its effect — so a request that a rule refused (nothing changed)
 * can be retried with the same key once the user fixes it. `beforeTransaction` runs the checks that a
 * replay skips (limits that may have changed since, slow password hashing) outside the transaction.
 */
export async function runOnce<T>(
  db: Connection,
  scope: IdempotencyScope,
  nowMs: number,
  action: (trx: Connection) => Promise<T>,
  beforeTransaction?: () => Promise<void>,
): Promise<StoredResponse<T>> {
  const earlier = await storedResponse<T>(db, scope);
  if (earlier) return earlier;
  await beforeTransaction?.();
  try {
    return await db.transaction(async (trx) => storeResponse(trx, scope, await action(trx), nowMs));
  } catch (error) {
    // A concurrent request with the same key committed first; ours rolled back: answer as it did.
    if (isUniqueViolation(error)) {
      const winner = await storedResponse<T>(db, scope);
      if (winner) return winner;
    }
    throw error;
  }
}

export async function pruneIdempotencyKeys(db: Connection, nowMs: number): Promise<number> {
  return deleteKeysCreatedBefore(db, nowMs - idempotencyKeyTtlMs);
}
