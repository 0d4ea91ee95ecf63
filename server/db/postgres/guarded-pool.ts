import pg from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { DatabaseUnavailableError, asUnavailable } from '../unavailable.js';

export interface PoolLimits {
  /** Connections at most. */
  max: number;
  /** How long a caller waits for a connection (a new one, or one handed back) before hearing `unavailable`. */
  acquireTimeoutMs: number;
  /** How long one statement may go unanswered before its connection is dropped and the caller hears `unavailable`; 0: no limit. */
  statementTimeoutMs: number;
}

export interface GuardedPool extends PostgresPool {
  /** Changes the statement limit from now on: migrations run without one, requests with the configured one. */
  limitStatements(ms: number): void;
}

export interface PoolLog {
  warn(payload: { err: unknown }, message: string): void;
}

/**
 * node-postgres's pool, made safe to lose the database under. Unguarded, a connection that drops while idle or
 * between a transaction's statements emits `error` with nobody listening, and that ends the process (a restart,
 * a failover, a DBA's pg_terminate_backend); a database that stops answering holds every caller for as long as it
 * is frozen. Here every client has a listener (the pool drops a broken client when it comes back), acquiring waits
 * at most `acquireTimeoutMs`, a statement unanswered after `statementTimeoutMs` has its socket destroyed (the only
 * way to free a connection whose server is frozen; PostgreSQL notices the hang-up within a second through
 * `client_connection_check_interval` and rolls the transaction back), and each such fault reaches the caller as
 * a `DatabaseUnavailableError`.
 */
export function guardedPool(connectionString: string, options: string, limits: PoolLimits, log: PoolLog, applicationName?: string): GuardedPool {
  let statementTimeoutMs = limits.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString,
    max: limits.max,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    // A peer that vanished without a word (a cut cable, a VM gone) is found by the kernel, not never.
    keepAlive: true,
    options: `${options} -c client_connection_check_interval=1000`,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  pool.on('error', (err) => log.warn({ err }, 'database: an idle connection failed; the pool replaces it'));
  pool.on('connect', (client) => client.on('error', (err) => log.warn({ err }, 'database: a connection in use failed; its caller hears 503')));

  const guarded = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const guard = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: string, values: ReadonlyArray<unknown>) => timed(client, text, values)) as PostgresPoolClient['query'],
    // The pool gives each lease a release function of its own.
    release: () => client.release(),
  });

  async function timed(client: pg.PoolClient, text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<unknown>> {
    const limit = statementTimeoutMs;
    let timedOut = false;
    const timer =
      limit > 0
        ? setTimeout(() => {
            timedOut = true;
            (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
          }, limit)
        : undefined;
    try {
      return (await client.query(text, values as unknown[])) as unknown as PostgresQueryResult<unknown>;
    } catch (error) {
      if (timedOut) throw new DatabaseUnavailableError(`The database did not answer within ${limit} ms`, { cause: error });
      throw asUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asUnavailable(error);
      }
      let lease = guarded.get(client);
      if (!lease) guarded.set(client, (lease = guard(client)));
      return lease;
    },
    end: () => pool.end(),
    limitStatements(ms: number) {
      statementTimeoutMs = ms;
    },
  };
}
