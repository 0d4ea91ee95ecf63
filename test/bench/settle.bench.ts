// `npm run bench:settle`: 100,000 open positions expiring in the same second (placed evenly through one
// second by 1,000 users in turn, so their expiries spread over that second as real ones would), settled from stored ticks
// by the settlement engine, then the ledger audit: on SQLite (synchronous=FULL), then on PostgreSQL (BENCH_DATABASE_URL,
// else the tests' database; a schema of its own, dropped after). BENCH_DB=sqlite|postgres runs one. On PostgreSQL,
// BENCH_PROCESSES (default 1) processes settle the burst at once, as a server's several processes do, each with
// BENCH_PARALLEL batches in flight (default: as the server runs them). Prints figures only.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../server/db/schema.js';
import { loadConfig } from '../../server/config.js';
import { connect, migrateToLatest, openDatabase, openReads } from '../../server/db/database.js';
import { newId } from '../../server/db/ids.js';
import { insertUserAccounts } from '../../server/domain/ledger/accounts-repository.js';
import { transferBatch, type TransferRequest } from '../../server/domain/ledger/ledger.js';
import { platformAccountId, userAccountId } from '../../server/domain/ledger/account-ids.js';
import { insertProductIfMissing } from '../../server/market/products-repository.js';
import { demoProducts } from '../../server/market/demo-products.js';
import { settleDueOrders, settleDueOrdersUnlessBusy, settleLimits, settlementConnections, type SettleLimits } from '../../server/domain/trading/settlement-service.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { assertPostgresReachable, benchPostgresUrl as postgresUrl } from './bench-postgres.js';

const positions = Number(process.env.BENCH_POSITIONS ?? 100_000);
const users = 1_000;
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
const parallel = Number(process.env.BENCH_PARALLEL ?? settlementConnections);

interface Database {
  databaseUrl: string;
  databaseSchema: string;
}

/** What one of BENCH_PROCESSES settling processes is given (in BENCH_SETTLE_WORKER). */
interface WorkerJob {
  database: Database;
  nowMs: number;
  limits: SettleLimits;
}

/**
 * A settling process: opens its own pool, says `ready`, settles when the parent writes a line, then says how many
 * orders it settled.
 */
async function settleWorker(job: WorkerJob): Promise<void> {
  const config = loadConfig({}, { dataDir: os.tmpdir(), ...job.database });
  const { db, kind } = openDatabase(config);
  const { connection } = connect(db, kind);
  try {
    const lines = readline.createInterface({ input: process.stdin });
    const go = new Promise((resolve) => lines.once('line', resolve));
    console.log('ready');
    await go;
    lines.close();
    console.log(`settled ${await settleDueOrdersUnlessBusy(connection, connection, job.nowMs, job.limits)}`);
  } finally {
    await db.destroy();
  }
}

/** Settles in `count` processes at once; the time from the word go to the last one's answer, and all they settled. */
async function settleInProcesses(count: number, job: WorkerJob): Promise<{ settled: number; seconds: number }> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_SETTLE_WORKER: JSON.stringify(job) },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const answers = children.map((child) => readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]());
  const next = async (i: number) => {
    const { value, done } = await answers[i].next();
    if (done) throw new Error(`settling process ${i + 1} ended without an answer`);
    return value as string;
  };
  for (let i = 0; i < count; i++) if ((await next(i)) !== 'ready') throw new Error(`settling process ${i + 1} did not start`);
  const t0 = performance.now();
  for (const child of children) child.stdin!.write('go\n');
  const settled = await Promise.all(children.map(async (_, i) => Number(/^settled (\d+)$/.exec(await next(i))?.[1] ?? NaN)));
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))));
  return { settled: settled.reduce((a, b) => a + b, 0), seconds };
}

async function benchSettle(database: Database): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-settle-'));
  const config = loadConfig({}, { dataDir, ...database });
  const { db, kind, sqlite } = openDatabase(config);
  const { connection } = connect(db, kind, sqlite);
  // As the server runs it: WAL checkpoints on a worker thread.
  sqlite?.checkpointInBackground(200, (error) => console.error(error));
  await migrateToLatest(db, kind, config.databaseSchema);
  // As the server reads the settlement queue: on SQLite's read-only connection.
  const { reads, close: closeReads } = openReads(config, kind, db);
  try {
    const openedMs = Date.parse('2026-11-25T12:00:00Z');
    const expiresMs = openedMs + 60_000;
    for (const product of demoProducts(openedMs)) await insertProductIfMissing(connection, product);

    let t0 = performance.now();
    const userIds: string[] = [];
    await connection.transaction(async (trx) => {
      for (let i = 0; i < users; i++) {
        const id = newId(openedMs);
        userIds.push(id);
        await trx.kysely
          .insertInto('users')
          .values({
            id, account: `s${i}`, nickname: `s${i}`, phone: `+8613900${String(i).padStart(6, '0')}`, password_hash: 'x', trade_password_hash: 'x',
            invite_code: `S${String(i).padStart(7, '0')}`, invited_by_code: 'UPTICK', credit_score: 100, verification: 'none',
            risk_acknowledged_at: openedMs, trade_password_failures: 0, trade_locked_until: null, created_at: openedMs, updated_at: openedMs,
          })
          .execute();
        await insertUserAccounts(trx, id, openedMs);
      }
      const deposits: TransferRequest[] = userIds.map((id) => ({ debitAccountId: platformAccountId('external'), creditAccountId: userAccountId(id, 'available'), amountMinor: 100_000_000, code: 'deposit', ref: 'bench' }));
      await transferBatch(trx, deposits, openedMs);
    });
    const orders: Insertable<OrdersTable>[] = [];
    const stakes: TransferRequest[] = [];
    for (let i = 0; i < positions; i++) {
      const userId = userIds[i % users];
      // A fresh database numbers orders from 1, as it would have numbered these.
      const id = i + 1;
      const amount = 1_000 + (i % 50) * 100;
      const placedMs = openedMs + Math.floor((i * 1_000) / positions);
      orders.push({
        // The exit is 63200.00: down from 63201.00 wins, up from 63199.00 wins, up from 63200.00 draws, up from 63201.00 loses.
        id, user_id: userId, symbol: 'BTCUSDT', direction: i % 4 === 0 ? 'down' : 'up', amount, period: 60, payout_rate_bp: 8_000, status: 'open',
        opened_at: placedMs, expires_at: placedMs + 60_000, entry_price: [6_320_100, 6_319_900, 6_320_000, 6_320_100][i % 4], entry_time: openedMs,
        exit_price: null, exit_time: null, result: null, pnl: null, proof_id: null, settled_at: null,
      });
      stakes.push({ debitAccountId: userAccountId(userId, 'available'), creditAccountId: userAccountId(userId, 'positions'), amountMinor: amount, code: 'stake', ref: `order:${id}` });
    }
    await connection.transaction(async (trx) => {
      for (let i = 0; i < orders.length; i += 500) {
        const page = orders.slice(i, i + 500);
        await trx.kysely.insertInto('orders').values(page).execute();
        // Each open order's row in the settlement queue, as placement writes it.
        await trx.kysely
          .insertInto('open_orders')
          .values(page.map((o) => ({ symbol: o.symbol, expires_at: o.expires_at, id: o.id!, user_id: o.user_id, direction: o.direction, amount: o.amount, payout_rate_bp: o.payout_rate_bp, entry_price: o.entry_price, entry_time: o.entry_time })))
          .execute();
      }
      await transferBatch(trx, stakes, openedMs);
      const ticks = [];
      for (let s = -5; s <= 65; s++) ticks.push({ symbol: 'BTCUSDT', time_ms: openedMs + s * 1000, price: 6_320_000 + (s === 60 ? 0 : s * 7), volume: 1 });
      await trx.kysely.insertInto('ticks').values(ticks).execute();
    });
    console.log(`setup: ${positions} open positions of ${users} users, all expiring at the same second (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    const limits = settleLimits(config.settleBatch, parallel);
    const nowMs = expiresMs + 2_000;
    let settled: number;
    let seconds: number;
    if (kind === 'postgres' && processes > 1) {
      ({ settled, seconds } = await settleInProcesses(processes, { database, nowMs, limits }));
    } else {
      t0 = performance.now();
      settled = await settleDueOrders(connection, reads, nowMs, limits);
      seconds = (performance.now() - t0) / 1000;
    }
    const budget = kind === 'sqlite' ? 'within 1 s' : 'within 2 s';
    const how = kind === 'postgres' ? `, ${processes} process${processes > 1 ? 'es' : ''} with ${parallel} batch${parallel > 1 ? 'es' : ''} in flight each` : '';
    console.log(`settled ${settled} positions in ${seconds.toFixed(2)} s (${Math.round(settled / seconds)} per second) on ${kind}, ${config.settleBatch} a transaction${how}; budget: ${budget} (docs/design.md)`);
    const results = await db.selectFrom('orders').select(['result', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('result').execute();
    console.log(`results: ${results.map((r) => `${r.result} ${r.n}`).join(', ')}`);
    const audit = await auditLedger(connection);
    console.log(`audit: ${audit.ok ? 'ok' : 'FAILED'} (${audit.transfers} transfers, platform sum ${audit.platformSumMinor})`);
  } finally {
    await closeReads();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withSchema(work: (schema: string) => Promise<void>): Promise<void> {
  await assertPostgresReachable(postgresUrl, 'BENCH_DB=sqlite');
  const schema = `settle_${randomBytes(4).toString('hex')}`;
  try {
    await work(schema);
  } finally {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
}

async function bench(): Promise<void> {
  for (const only of (process.env.BENCH_DB ?? 'sqlite,postgres').split(',')) {
    if (only === 'sqlite') await benchSettle({ databaseUrl: '', databaseSchema: 'public' });
    else if (only === 'postgres') await withSchema((schema) => benchSettle({ databaseUrl: postgresUrl, databaseSchema: schema }));
    else throw new Error(`BENCH_DB: "${only}" is neither sqlite nor postgres`);
  }
}

const worker = process.env.BENCH_SETTLE_WORKER;
await (worker ? settleWorker(JSON.parse(worker) as WorkerJob) : bench());
