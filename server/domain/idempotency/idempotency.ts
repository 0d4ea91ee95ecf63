import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { DomainError } from '../domain-error.js';

/** Keys are kept at least this long (DESIGN.md: ≥ 24 h); the pruning job removes older ones. */
export const idempotencyKeyTtlMs = 48 * 60 * 60 * 1000;

export interface IdempotencyScope {
  userId: string;
  /** The client's `Idempotency-Key`; undefined runs the action without the guarantee. */
  key: string | undefined;
  /** The request body without secrets (a transaction password must not be stored, even hashed). */
  request: unknown;
}

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

function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

async function replay<T>(db: Db, scope: IdempotencyScope): Promise<StoredResponse<T> | undefined> {
  if (!scope.key) return undefined;
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== fingerprintOf(scope.request)) {
    throw new DomainError('idempotency_key_reused', 'This Idempotency-Key was used for a different request');
  }
  return { status: row.status, body: JSON.parse(row.body) as T };
}

/**
 * Runs a money-moving action at most once per key (Stripe's and TigerBeetle's model). The same key with the
 * same request returns the first response again; with another request it is a 409. Only a completed action
 * is stored — in the same transaction as its effect — so a request that a rule refused (nothing changed)
 * can be retried with the same key once the user fixes it. `beforeTransaction` runs slow checks (password
 * hashing) outside the transaction, after a replay has been ruled out.
 */
/** Runs work in a transaction of its own, or (hot paths) in a shared group commit. */
export type TransactionRunner = <R>(work: (trx: Db) => Promise<R>) => Promise<R>;

export async function runOnce<T>(
  db: Db,
  scope: IdempotencyScope,
  nowMs: number,
  action: (trx: Db) => Promise<StoredResponse<T>>,
  beforeTransaction?: () => Promise<void>,
  inTransaction: TransactionRunner = (work) => db.transaction().execute(work),
): Promise<StoredResponse<T>> {
  const earlier = await replay<T>(db, scope);
  if (earlier) return earlier;
  await beforeTransaction?.();
  try {
    return await inTransaction(async (trx) => {
      const response = await action(trx);
      if (scope.key) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            user_id: scope.userId,
            key: scope.key,
            fingerprint: fingerprintOf(scope.request),
            status: response.status,
            body: JSON.stringify(response.body),
            created_at: nowMs,
          })
          .execute();
      }
      return response;
    });
  } catch (error) {
    // A concurrent request with the same key committed first; ours rolled back: answer as it did.
    if (isUniqueViolation(error)) {
      const winner = await replay<T>(db, scope);
      if (winner) return winner;
    }
    throw error;
  }
}

export async function pruneIdempotencyKeys(db: Db, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', nowMs - idempotencyKeyTtlMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
