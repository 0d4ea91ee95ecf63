import pg from 'pg';

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
