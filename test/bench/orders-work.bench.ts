// `npx tsx test/bench/orders-work.bench.ts`: what one durable order costs the server, on SQLite, in work the
// machine's load does not change, for comparing two commits on a shared machine. bench:orders' CPU per order
// follows its throughput (a busier machine answers fewer orders per batch and per second of the simulator's
// ticks: 125 µs quiet, 330–960 µs under other benches), so two commits' figures differ by more between runs
// than between builds. Here orders go in through app.inject in waves of BENCH_WAVE (64) at once, with no
// load generator beside them, and the figures are per order: SQLite statements, promises and heap allocated
// (these three are the same run after run), and the CPU time, which still moves with the machine.
// Copy this file and bench-traders.ts into another worktree to measure its commit the same way.
// A benchmark prints figures; it is not a test and asserts nothing.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createHook } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { cheapScrypt, prepareTraders } from './bench-traders.js';

const orders = Number(process.env.BENCH_ORDERS ?? 20_000);
const wave = Number(process.env.BENCH_WAVE ?? 64);
const traders = 16;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-bench-'));
const config = loadConfig({}, { databaseUrl: '', dataDir, demoMode: true, feed: 'sim', authRateLimitPerMinute: 1_000_000, hashQueuePerPrincipal: 1_000, scrypt: cheapScrypt, logLevel: 'warn' });
const app = await buildApp({ config, logger: false });
await seedDemo(app.conn, Date.now());
const tokens = await prepareTraders(app, config, { count: traders, prefix: 'bench', phonePrefix: '+8613800', deposit: '1000000.00' });

let sent = 0;
let placed = 0;
async function order(): Promise<void> {
  const i = sent++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${tokens[i % traders]}`, 'idempotency-key': `work-${i}` },
    payload: { symbol: 'BTCUSDT', direction: i % 2 ? 'up' : 'down', amount: '10.00', period: 300 },
  });
  // The simulator's first price may not be on the books yet: wait for it rather than count a refusal.
  if (res.statusCode === 503) return new Promise((resolve) => setTimeout(resolve, 20)).then(order);
  if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
  placed++;
}

async function place(count: number): Promise<number> {
  const start = placed;
  while (placed - start < count) await Promise.all(Array.from({ length: wave }, order));
  return placed - start;
}

/** Heap bytes allocated while `work` ran: what each collection found, plus what is left at the end. */
async function allocated(work: () => Promise<number>): Promise<{ count: number; bytes: number }> {
  const gc = new v8.GCProfiler();
  gc.start();
  let last = v8.getHeapStatistics().used_heap_size;
  const count = await work();
  let bytes = 0;
  for (const { beforeGC, afterGC } of gc.stop()!.statistics) {
    bytes += beforeGC.heapStatistics.usedHeapSize - last;
    last = afterGC.heapStatistics.usedHeapSize;
  }
  return { count, bytes: bytes + v8.getHeapStatistics().used_heap_size - last };
}

/** Statements run by better-sqlite3 and promises made while `work` ran (both counted, so both slower). */
async function counted(work: () => Promise<number>): Promise<{ count: number; statements: number; promises: number }> {
  const statementMethods = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<'run' | 'all' | 'get', (...args: unknown[]) => unknown>;
  const originals = { run: statementMethods.run, all: statementMethods.all, get: statementMethods.get };
  let statements = 0;
  let promises = 0;
  for (const name of ['run', 'all', 'get'] as const) {
    statementMethods[name] = function (this: unknown, ...args: unknown[]) {
      statements++;
      return originals[name].apply(this, args);
    };
  }
  const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && promises++) }).enable();
  try {
    return { count: await work(), statements, promises };
  } finally {
    hook.disable();
    Object.assign(statementMethods, originals);
  }
}

try {
  await place(20 * wave);
  const cpuBefore = process.cpuUsage();
  const timed = await allocated(() => place(orders));
  const cpu = process.cpuUsage(cpuBefore);
  const work = await counted(() => place(Math.min(orders, 5_000)));
  console.log(
    `orders-work (SQLite, ${timed.count} orders in waves of ${wave}): CPU ${((cpu.user + cpu.system) / timed.count).toFixed(0)} µs/order, ` +
      `heap ${(timed.bytes / timed.count / 1024).toFixed(1)} KiB/order; statements ${(work.statements / work.count).toFixed(2)}/order, promises ${(work.promises / work.count).toFixed(2)}/order`,
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
