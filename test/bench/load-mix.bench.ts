// `npm run bench:load-mix`: LOADMIX_USERS (1,000) simulated users — each with a price stream open, placing
// orders, reading, moving money into and out of savings, depositing — for LOADMIX_SECONDS (60) against one
// server process on SQLite, then against LOADMIX_PROCESSES (3) on one PostgreSQL (BENCH_DATABASE_URL, else the
// tests' database; a schema of its own, dropped after). Prints throughput, p50 / p99 per route, errors,
// the processes' memory and the ledger audit run on the database afterwards. LOADMIX_DB=sqlite|postgres
// runs one of them; LOADMIX_THINK_MS (1000) is each user's pause between actions.
// Every PostgreSQL process is started with the feed (one of them runs it: server/market/feed-owner.ts) and
// every route, streams and orders too, is spread over all of them. LOADMIX_SHARED_FEED=0 starts the feed in the
// first process only and sends streams and orders to it (how it was measured before the feed was shared).
// A benchmark prints figures; it is not a test and asserts nothing.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { runAudit } from '../../server/cli/audit.js';
import { freePort } from '../helpers/killable-server.js';
import { assertPostgresReachable, benchPostgresUrl as postgresUrl } from './bench-postgres.js';
import { serverArgs } from '../helpers/server-bundle.js';
import { connect, openDatabase } from '../../server/db/database.js';
import { cheapScrypt, prepareTraders } from './bench-traders.js';

const users = Number(process.env.LOADMIX_USERS ?? 1_000);
const durationSeconds = Number(process.env.LOADMIX_SECONDS ?? 60);
const thinkMs = Number(process.env.LOADMIX_THINK_MS ?? 1_000);
const postgresProcesses = Number(process.env.LOADMIX_PROCESSES ?? 3);
const sharedFeed = process.env.LOADMIX_SHARED_FEED !== '0';

// Every simulated user comes from 127.0.0.1: the per-address limits of a real deployment would stop them.
const limitsOff = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  MONEY_REQUESTS_PER_MINUTE: '1000000',
  DEPOSITS_PER_ADDRESS_PER_MINUTE: '1000000',
  DEPOSIT_PENDING_PER_ADDRESS: '1000000',
  SAVINGS_TRANSFERS_IN: '1000000',
  SAVINGS_TRANSFERS_OUT: '1000000',
  CONNECTIONS_PER_ADDRESS: '1000000',
  STREAM_MAX_PER_ADDRESS: '1000000',
  STREAM_MAX_TOTAL: String(users + 1_000),
  STREAM_RESERVED_FOR_USERS: '0',
  HASH_QUEUE_PER_PRINCIPAL: '1000',
};

interface Store {
  title: string;
  database: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;
  processes: number;
}

interface Server {
  child: ChildProcess;
  url: string;
  peakRssKb: number;
}

async function startServer(store: Store, feed: 'sim' | 'none'): Promise<Server> {
  const port = await freePort();
  const { dataDir, databaseUrl, databaseSchema } = store.database;
  const env = { ...process.env, ...limitsOff, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: databaseSchema, DIST_DIR: path.join(dataDir, 'no-dist'), DEMO_MODE: '1', FEED: feed };
  const child = spawn(process.execPath, await serverArgs(), { env });
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it ran:\n${output}`)));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Uptick is running')) resolve();
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, peakRssKb: 0 };
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** The users, signed up, funded and with the risk notice accepted, through an in-process app on the same database. */
async function prepareUsers(store: Store): Promise<string[]> {
  const config = loadConfig({}, { ...store.database, demoMode: true, feed: 'none', scrypt: cheapScrypt, authRateLimitPerMinute: 1_000_000, hashQueuePerPrincipal: 1_000, logLevel: 'warn' });
  const app = await buildApp({ config, logger: false });
  try {
    await seedDemo(app.conn, Date.now());
    return await prepareTraders(app, config, { count: users, prefix: 'mix', phonePrefix: '+8613900', deposit: '100000.00', parallel: 20 });
  } finally {
    await app.close();
  }
}

async function audit(store: Store): Promise<{ code: number; text: string }> {
  const { db, kind, sqlite } = openDatabase(store.database);
  let text = '';
  const out = new Console({ stdout: new Writable({ write: (chunk, _encoding, done) => ((text += chunk), done()) }) });
  try {
    return { code: await runAudit(connect(db, kind, sqlite).connection, out), text };
  } finally {
    await db.destroy();
  }
}

interface MixResult {
  routes: { route: string; count: number; ok: number; refused: number; errors: number; p50: number; p99: number; firstError?: string }[];
  streamsOpen: number;
  streamFailures: number;
  ticks: number;
}

async function loadMix(store: Store): Promise<void> {
  const tokens = await prepareUsers(store);
  const servers: Server[] = [];
  for (let i = 0; i < store.processes; i++) servers.push(await startServer(store, i === 0 || sharedFeed ? 'sim' : 'none'));
  const sampler = setInterval(() => {
    for (const server of servers) server.peakRssKb = Math.max(server.peakRssKb, rssKb(server.child.pid!));
  }, 500);
  // Let the feed put a price on the books.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const plan = {
    users: tokens.map((token, i) => {
      const base = servers[i % servers.length].url;
      return { token, base, feedBase: sharedFeed ? base : servers[0].url };
    }),
    durationSeconds,
    thinkMs,
  };
  const cpuBefore = servers.map((s) => processCpuMs(s.child.pid!));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', new URL('./load-mix-users.ts', import.meta.url).pathname, JSON.stringify(plan)], { maxBuffer: 16 << 20 });
  const cpu = servers.map((s, i) => processCpuMs(s.child.pid!) - cpuBefore[i]);
  clearInterval(sampler);
  const loadEndedMs = Date.now();
  await new Promise((resolve) => setTimeout(resolve, lagWaitMs));
  const endRss = servers.map((s) => rssKb(s.child.pid!));
  for (const server of servers) {
    const gone = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await gone;
  }
  const result = JSON.parse(stdout) as MixResult;
  const total = result.routes.reduce((sum, r) => sum + r.count, 0);
  const errors = result.routes.reduce((sum, r) => sum + r.errors, 0);
  console.log(`\n${store.title}: ${users} users, ${durationSeconds} s, think ${thinkMs} ms, ${store.processes} process(es)${store.processes > 1 && !sharedFeed ? ', the feed in the first only (streams and orders go to it)' : ''}`);
  console.log(`  ${(total / durationSeconds).toFixed(0)} requests/s, errors (5xx or no answer) ${errors}; price streams open at the end ${result.streamsOpen} of ${users} (${result.streamFailures} failed), ${result.ticks} ticks received`);
  for (const r of result.routes.sort((a, b) => b.count - a.count)) {
    const first = r.firstError ? `   first: ${r.firstError.slice(0, 120)}` : '';
    console.log(`  ${r.route.padEnd(32)} ${String(r.count).padStart(7)}   ${(r.count / durationSeconds).toFixed(0).padStart(5)}/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms   4xx ${r.refused}   errors ${r.errors}${first}`);
  }
  servers.forEach((s, i) => console.log(`  process ${i + 1}: peak RSS ${(s.peakRssKb / 1024).toFixed(0)} MiB, at the end ${(endRss[i] / 1024).toFixed(0)} MiB, CPU ${(cpu[i] / 1000 / durationSeconds * 100).toFixed(0)} % of a core`));
  console.log(`  settlement: ${await settlementLag(store, loadEndedMs)}`);
  const { code, text } = await audit(store);
  console.log(`  audit: ${code === 0 ? 'clean' : `FAILED (exit ${code})`} — ${text.trim().split('\n').slice(0, code === 0 ? 2 : 12).join('; ')}`);
}

/**
 * Time for the orders that expired while the load ran to settle, however late (what is still open after it counts
 * as unsettled). The users' orders are 30 s ones (load-mix-users.ts), so half a 60 s run's orders expire within it.
 */
const lagWaitMs = 5_000;

/**
 * How late orders were paid: `settled_at − expires_at` over every order that expired while the load ran (the
 * settling run's payout commit is `settled_at`), as p50 / p99 / max and the share over 2 s.
 */
async function settlementLag(store: Store, loadEndedMs: number): Promise<string> {
  const { db, kind, sqlite } = openDatabase(store.database);
  try {
    const rows = await connect(db, kind, sqlite)
      .connection.kysely.selectFrom('orders')
      .select(['expires_at', 'settled_at'])
      .where('expires_at', '<=', loadEndedMs)
      .execute();
    const lags = rows.filter((r) => r.settled_at !== null).map((r) => r.settled_at! - r.expires_at).sort((a, b) => a - b);
    const unsettled = rows.length - lags.length;
    if (lags.length === 0) return `no order expired while the load ran (${unsettled} unsettled)`;
    const at = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
    const late = lags.filter((lag) => lag > 2_000).length;
    return `lag settled_at − expires_at over ${lags.length} orders: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${lags[lags.length - 1]} ms; ${((late / lags.length) * 100).toFixed(1)} % over 2 s; ${unsettled} expired and unsettled`;
  } finally {
    await db.destroy();
  }
}

/** User + system CPU time of a process so far, in ms. */
function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

for (const only of (process.env.LOADMIX_DB ?? 'sqlite,postgres').split(',')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-loadmix-'));
  try {
    if (only === 'sqlite') {
      await loadMix({ title: 'SQLite', database: { dataDir, databaseUrl: '', databaseSchema: 'public' }, processes: 1 });
    } else if (only === 'postgres') {
      await assertPostgresReachable(postgresUrl, 'LOADMIX_DB=sqlite');
      const schema = `loadmix_${randomBytes(4).toString('hex')}`;
      try {
        await loadMix({ title: 'PostgreSQL', database: { dataDir, databaseUrl: postgresUrl, databaseSchema: schema }, processes: postgresProcesses });
      } finally {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    } else throw new Error(`LOADMIX_DB: "${only}" is neither sqlite nor postgres`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
