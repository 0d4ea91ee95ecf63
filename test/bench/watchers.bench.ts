// `npm run bench:watchers`: WATCHERS (20,000) people watching live prices at once, on the processes one machine
// runs (WATCHERS_PROCESSES, 2: one a core) on one PostgreSQL (BENCH_DATABASE_URL, else the tests' database; a
// schema of its own, dropped after), the simulated feed in one of them and its ticks relayed to the other. Load
// generators (WATCHERS_CLIENTS, 2) hold the streams over raw sockets from loopback addresses, 8 per address (the
// per-address caps stay as deployed), read them, and count for WATCHERS_SECONDS (20). Prints the delay from each
// tick's own time to its arrival (p50 / p99 / max), ticks missed by a stream that reads, each process's CPU and
// memory per stream, and what opening streams past the processes' cap does: 429 for the newcomers while those
// already watching go on. Bounded: every child stops by itself. A benchmark prints figures; it asserts nothing.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { freePort } from '../helpers/killable-server.js';
import { serverArgs } from '../helpers/server-bundle.js';
import { assertPostgresReachable, benchPostgresUrl as postgresUrl } from './bench-postgres.js';
import { postgresNotify, redisPubSub, type CarrierFigures } from './tick-fanout-carriers.js';

const watchers = Number(process.env.WATCHERS ?? 20_000);
const processes = Number(process.env.WATCHERS_PROCESSES ?? 2);
const clients = Number(process.env.WATCHERS_CLIENTS ?? 2);
const seconds = Number(process.env.WATCHERS_SECONDS ?? 20);
const perAddress = 8;
const openPerSecond = 2_500;
const extraPerProcess = 200;
/** Listening processes' connections for the carriers' figures: PostgreSQL's default max_connections is 100. */
const fanoutListeners = Number(process.env.WATCHERS_FANOUT_LISTENERS ?? 60);
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

interface Server {
  child: ChildProcess;
  port: number;
}

async function startServer(dataDir: string, schema: string, cap: number): Promise<Server> {
  const port = await freePort();
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: postgresUrl,
    DATABASE_SCHEMA: schema,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    DEMO_MODE: '1',
    FEED: 'sim',
    STREAM_MAX_TOTAL: String(cap),
    STREAM_RESERVED_FOR_USERS: '0',
  };
  const child = spawn(process.execPath, await serverArgs(), { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  return { child, port };
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime + stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Report {
  delays: number[];
  counted: number[];
  ended: number;
}

/** Waits for the next message of `kind` from a load generator. */
const next = <T>(child: ChildProcess, kind: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a load generator exited (${code})`)));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts one window: delays and per-stream tick counts over ticks stamped from now + 1 s for `windowMs`. */
async function measure(generators: ChildProcess[], windowMs: number, during?: () => Promise<void>): Promise<{ delays: number[]; counted: number[]; ended: number }> {
  const fromMs = Math.ceil((Date.now() + 1_000) / 1_000) * 1_000;
  const untilMs = fromMs + windowMs;
  for (const g of generators) g.send({ kind: 'window', fromMs, untilMs });
  await during?.();
  await sleep(Math.max(0, untilMs + 2_000 - Date.now()));
  const reports = await Promise.all(generators.map((g) => (g.send({ kind: 'report' }), next<Report>(g, 'report'))));
  const delays = new Array<number>(reports[0].delays.length).fill(0);
  for (const r of reports) r.delays.forEach((n, ms) => (delays[ms] += n));
  return { delays, counted: reports.flatMap((r) => r.counted), ended: reports.reduce((sum, r) => sum + r.ended, 0) };
}

function quantile(histogram: number[], q: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) if ((seen += histogram[ms]) >= q * total) return ms;
  return histogram.length - 1;
}

function describe(result: { delays: number[]; counted: number[]; ended: number }): string {
  const ticks = result.delays.reduce((a, b) => a + b, 0);
  const expected = Math.max(...result.counted);
  const missed = result.counted.reduce((sum, n) => sum + (expected - n), 0);
  let max = result.delays.length - 1;
  while (max > 0 && result.delays[max] === 0) max--;
  return `${ticks} ticks delivered; delay p50 ${quantile(result.delays, 0.5)} ms, p99 ${quantile(result.delays, 0.99)} ms, max ${max}${max === result.delays.length - 1 ? '+' : ''} ms; missed ${missed} (streams short of the window's ${expected} ticks: ${result.counted.filter((n) => n < expected).length}); streams ended by the server ${result.ended}`;
}

async function bench(schema: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-watchers-'));
  const cap = Math.ceil(watchers / processes);
  const servers: Server[] = [];
  const generators: ChildProcess[] = [];
  try {
    // One after another: the first seeds the demo and takes the feed.
    for (let i = 0; i < processes; i++) servers.push(await startServer(dataDir, schema, cap));
    await sleep(2_000);
    const rssBefore = servers.map((s) => rssKb(s.child.pid!));
    const share = Math.ceil(watchers / clients);
    const opening = performance.now();
    for (let i = 0; i < clients; i++) {
      const plan = { ports: servers.map((s) => s.port), count: Math.min(share, watchers - i * share), firstAddress: i * Math.ceil(share / perAddress), perAddress, openPerSecond: openPerSecond / clients, maxSeconds: seconds * 2 + 120 };
      generators.push(fork(new URL('./watchers-client.ts', import.meta.url).pathname, [JSON.stringify(plan)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    }
    const opened = await Promise.all(generators.map((g) => next<{ ok: number; refused: number; failed: number }>(g, 'opened')));
    const ok = opened.reduce((sum, o) => sum + o.ok, 0);
    console.log(`\n${watchers} watchers on ${processes} process(es) (cap ${cap} each), ${clients} load generators, ${os.cpus().length} cores`);
    console.log(`  opened ${ok} streams in ${((performance.now() - opening) / 1000).toFixed(1)} s; refused ${opened.reduce((s, o) => s + o.refused, 0)}, failed ${opened.reduce((s, o) => s + o.failed, 0)}`);
    await sleep(2_000);
    const cpuBefore = servers.map((s) => cpuMs(s.child.pid!));
    const started = performance.now();
    const steady = await measure(generators, seconds * 1_000);
    const elapsed = performance.now() - started;
    console.log(`  ${seconds} s watching: ${describe(steady)}`);
    servers.forEach((s, i) => {
      const cpu = ((cpuMs(s.child.pid!) - cpuBefore[i]) / elapsed) * 100;
      const streams = Math.round(ok / processes);
      const rss = rssKb(s.child.pid!);
      console.log(`  process ${i + 1}: CPU ${cpu.toFixed(0)} % of a core (${(((cpu / 100) * 1_000_000) / streams).toFixed(1)} µs of CPU a second per stream), RSS ${(rss / 1024).toFixed(0)} MiB (${(((rss - rssBefore[i]) * 1024) / streams / 1024).toFixed(1)} KiB per stream)`);
    });
    // Newcomers, from addresses of their own, while the others watch: what the processes still have room for, then
    // `extraPerProcess` a process past their cap.
    const free = Math.max(0, cap * processes - ok);
    let extraStatuses: Record<string, number> = {};
    const atCap = await measure(generators, 5_000, async () => {
      generators[0].send({ kind: 'extra', count: free + extraPerProcess * processes, firstAddress: 60_000 });
      extraStatuses = (await next<{ statuses: Record<string, number> }>(generators[0], 'extra')).statuses;
    });
    console.log(`  ${free + extraPerProcess * processes} more streams asked for, ${extraPerProcess * processes} of them past the cap: ${Object.entries(extraStatuses).map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(`  meanwhile, for those watching: ${describe(atCap)}`);
  } finally {
    for (const g of generators) {
      if (g.connected) g.send({ kind: 'close' });
      else g.kill();
    }
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve)))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await assertPostgresReachable(postgresUrl, 'nothing (this bench needs PostgreSQL: several processes share one database)');
const schema = `watchers_${randomBytes(4).toString('hex')}`;
try {
  await bench(schema);
} finally {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

// The carrier from the feed owner to the processes (docs/performance.md, "Watching prices": a million watchers).
const carrierLine = (f: CarrierFigures) =>
  `  ${f.carrier.padEnd(18)} ${String(f.listeners).padStart(5)} listeners: ${f.deliveries} deliveries, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`;
console.log(`\nA second's ticks from the feed owner to every process (20 messages, 250 ms apart):`);
console.log(carrierLine(await postgresNotify(postgresUrl, fanoutListeners, 20, 250)));
for (const listeners of [fanoutListeners, 1_000]) {
  try {
    console.log(carrierLine(await redisPubSub(redisUrl, listeners, 20, 250)));
  } catch (error) {
    console.log(`  Redis pub/sub: not measured (${(error as Error).message}); set BENCH_REDIS_URL`);
    break;
  }
}
