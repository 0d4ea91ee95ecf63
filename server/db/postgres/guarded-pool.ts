import pg from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { DatabaseUnavailableError, asUnavailable } from '../unavailable.js';
import { dropConnection, longLivedSocket } from './heartbeat.js';

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
    // A peer that vanished without a word (a cut cable, a VM gone) is found by the kernel within a minute, not hours.
    ...longLivedSocket,
    options: `${options} -c client_connection_check_interval=1000`,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // The pool's own report of an idle client's failure; the client's listener below has logged it already.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', (err) => log.warn({ err }, 'database: a connection failed; the pool replaces it')));

  async function acquire(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      throw asUnavailable(error);
    }
  }

  async function timed(client: pg.PoolClient, text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<unknown>> {
    const limit = statementTimeoutMs;
    let timedOut = false;
    const timer =
      limit > 0
        ? setTimeout(() => {
            timedOut = true;
            dropConnection(client);
          }, limit)
        : undefined;
    try {
      return (await client.query(text, values as unknown[])) as unknown as PostgresQueryResult<unknown>;
    } catch (error) {
      if (timedOut) throw new DatabaseUnavailableError(`The database did not answer within ${limit} ms`, { cause: error, timedOut: true });
      throw asUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One caller's hold on a connection. Connections killed while they sat in the pool (terminated sessions, a
   * failover) are often handed out before their death notices arrive; a first statement that can't have done
   * anything (`begin`, a read) moves on to the next connection, up to the pool's size, instead of failing the request.
   */
  function lease(first: pg.PoolClient): PostgresPoolClient {
    let client: pg.PoolClient | undefined = first;
    let used = false;
    const query = async (text: string, values: ReadonlyArray<unknown>) => {
      const retriable = !used && /^\s*(begin|select)\b/i.test(text);
      used = true;
      for (let attempt = 1; ; attempt++) {
        try {
          if (!client) throw new DatabaseUnavailableError('The database connection was lost');
          return await timed(client, text, values);
        } catch (error) {
          if (!retriable || attempt > limits.max || !(error instanceof DatabaseUnavailableError) || error.timedOut || !client) throw error;
          client.release(error);
          // Kysely releases the lease whatever happens next: it must not release the dead connection twice.
          client = undefined;
          client = await acquire();
        }
      }
    };
    return { query: query as PostgresPoolClient['query'], release: () => client?.release() };
  }

  return {
    connect: async () => lease(await acquire()),
    end: () => pool.end(),
    limitStatements(ms: number) {
      statementTimeoutMs = ms;
    },
  };
}
