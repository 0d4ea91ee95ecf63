import pg from 'pg';
import { postgresUrl as testDatabaseUrl } from '../helpers/test-app.js';

/** The benches' PostgreSQL: BENCH_DATABASE_URL, else the tests' database (TEST_DATABASE_URL, then 127.0.0.1:5432/test). */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL || testDatabaseUrl;

/** Connects once to `url`, so that a bench run without PostgreSQL says what to do instead of failing mid-way. */
export async function assertPostgresReachable(url: string, leaveOut: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${url} (${(error as Error).message}): start it, set BENCH_DATABASE_URL, or leave it out with ${leaveOut}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
