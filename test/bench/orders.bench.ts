// `npm run bench:orders`: durable orders per second and latency through real HTTP, on SQLite (synchronous=FULL)
// and on PostgreSQL (fsync on, synchronous_commit on) side by side, beside a bare Fastify JSON route measured
// the same way in the same run. The load comes from another process (load-generator.ts), as it would from
// clients. PostgreSQL is BENCH_DATABASE_URL, else the tests' database (a schema of its own, dropped after);
// BENCH_DB=sqlite leaves it out. BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_USERS shape the load. Orders are for
// BENCH_PERIOD seconds (300); one shorter than the run, e.g. BENCH_PERIOD=30 BENCH_SECONDS=45, has them expire while
// orders still arrive at the full rate, and the bench prints the settlement lag of those that expired in the run.
// A benchmark prints figures; it is not a test and asserts nothing.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { cheapScrypt, prepareTraders } from './bench-traders.js';
import { assertPostgresReachable, benchPostgresUrl as postgresUrl } from './bench-postgres.js';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const users = Number(process.env.BENCH_USERS ?? 200);
const period = Number(process.env.BENCH_PERIOD ?? 300);

interface LoadResult {
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
}

interface Row extends LoadResult {
  title: string;
  perSecond: number;
  cpuPerRequestUs: number;
  stored?: number;
  /** Settlement lag (settled_at − expires_at) of the orders that expired while the load ran. */
  lag?: { orders: number; p50: number; p99: number; max: number; unsettled: number };
}

async function run(title: string, url: string, tokens?: string[]): Promise<Row> {
  const plan = JSON.stringify({ url, durationSeconds, connections, tokens, period });
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', new URL('./load-generator.ts', import.meta.url).pathname, plan], { maxBuffer: 1 << 20 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as LoadResult;
  // Throughput on this shared VM varies by the hour; the server's CPU time per answer varies far less.
  return { title, ...result, perSecond: result.ok / durationSeconds, cpuPerRequestUs: (cpu.user + cpu.system) / Math.max(1, result.ok) };
}

async function withSchema<T>(work: (schema: string) => Promise<T>): Promise<T> {
  await assertPostgresReachable(postgresUrl, 'BENCH_DB=sqlite');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    return await work(schema);
  } finally {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
}

async function benchOrders(title: string, database: Pick<Config, 'databaseUrl' | 'databaseSchema'>): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-bench-'));
  const config = loadConfig({}, { ...database, dataDir, demoMode: true, feed: 'sim', authRateLimitPerMinute: 1_000_000, hashQueuePerPrincipal: 1_000, scrypt: cheapScrypt, logLevel: 'warn' });
  const app = await buildApp({ config, logger: false });
  try {
    await seedDemo(app.conn, Date.now());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const tokens = await prepareTraders(app, config, { count: users, prefix: 'bench', phonePrefix: '+8613800', deposit: '1000000.00' });
    // Let the simulator put a price on the books.
    await new Promise((r) => setTimeout(r, 1500));
    const row = await run(title, `http://127.0.0.1:${port}/api/orders`, tokens);
    const endedMs = app.clock();
    const { count } = await app.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return { ...row, stored: Number(count), lag: period < durationSeconds ? await settlementLag(app, endedMs) : undefined };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The lag of the orders that expired before `endedMs`, once the settlement that was due has run: it settles every
 * 250 ms, so those still open two seconds after the load are counted as unsettled.
 */
async function settlementLag(app: Awaited<ReturnType<typeof buildApp>>, endedMs: number): Promise<Row['lag']> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rows = await app.db.selectFrom('orders').select(['expires_at', 'settled_at']).where('expires_at', '<', endedMs).execute();
  const lags = rows.flatMap((r) => (r.settled_at === null ? [] : [Number(r.settled_at) - Number(r.expires_at)])).sort((a, b) => a - b);
  const at = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0;
  return { orders: lags.length, p50: at(0.5), p99: at(0.99), max: lags.at(-1) ?? 0, unsettled: rows.length - lags.length };
}

function print(row: Row): void {
  const stored = row.stored === undefined ? '' : `   stored ${row.stored}`;
  console.log(
    `${row.title.padEnd(30)} ${row.perSecond.toFixed(0).padStart(6)} req/s 2xx   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(4)} ms   server CPU ${row.cpuPerRequestUs.toFixed(0).padStart(4)} µs/req   non-2xx ${row.non2xx}   errors ${row.errors}${stored}`,
  );
  const lag = row.lag;
  if (lag) console.log(`${''.padEnd(30)} settlement lag while orders arrived, ${lag.orders} orders: p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms; ${lag.unsettled} unsettled 2 s after the load`);
}

const bare = Fastify();
bare.post('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

console.log(`bench: ${durationSeconds} s per run, ${connections} connections, ${users} users, ${os.cpus().length} cores; every order durable before its answer`);
const rows = [await run('bare Fastify JSON POST', `http://127.0.0.1:${barePort}/bare`)];
await bare.close();
print(rows[0]);
for (const only of (process.env.BENCH_DB ?? 'sqlite,postgres').split(',')) {
  if (only === 'sqlite') rows.push(await benchOrders('POST /api/orders  SQLite', { databaseUrl: '', databaseSchema: 'public' }));
  else if (only === 'postgres') rows.push(await withSchema((schema) => benchOrders('POST /api/orders  PostgreSQL', { databaseUrl: postgresUrl, databaseSchema: schema })));
  else throw new Error(`BENCH_DB: "${only}" is neither sqlite nor postgres`);
  print(rows.at(-1)!);
}
