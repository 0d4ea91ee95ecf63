import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../server/config.js';
import { connect, migrateToLatest, migrateWith, openDatabase } from '../../server/db/database.js';
import type { Connection, Db } from '../../server/db/connection.js';
import { migrations } from '../../server/db/migrations/index.js';
import { findUserOrder, insertOrder } from '../../server/domain/trading/orders-repository.js';
import { capitalRecord } from '../../server/domain/ledger/capital-record.js';
import { transfersOfUserAccount } from '../../server/domain/ledger/transfers-repository.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { numberingFromKey } from '../../server/domain/numbering/public-numbers.js';
import { loadNumbering } from '../../server/domain/numbering/load-numbering.js';
import { testDb } from '../helpers/test-app.js';

const test = suite(`migrations (${testDb})`);

const asConnection = (db: Db) => connect(db, testDb).connection;
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const before = '2026_11_26_0100_partial_order_indexes';
const lean = '2026_11_26_0400_lean_settlement_writes';
const byUser = '2026_11_26_0700_open_orders_by_user';
const byExpiry = '2026_11_26_0800_open_orders_by_expiry';
const bySymbol = '2026_11_26_0900_open_orders_by_symbol';
const numbered = '2026_11_26_1000_numbered_orders_and_transfers';
const tickSource = '2026_11_27_1130_record_tick_source';
const secrets = '2026_11_27_1100_create_platform_secrets';
const pages = '2026_11_27_1300_create_content_pages';
const splitPayout = '2026_11_27_1400_split_payout_code';
// The capital record shows public numbers; any key will do to read these migrations' rows through it.
const numbering = numberingFromKey(Buffer.alloc(16, 7));

async function migrateTo(db: Kysely<any>, schema: string, name: string) {
  const { error, results } = await migrateWith(db, testDb, schema, (migrator) => migrator.migrateTo(name));
  if (error) throw error;
  assert.ok(results?.every((r) => r.status === 'Success'), JSON.stringify(results));
}

/** A fresh database (SQLite file or PostgreSQL schema) for `body`, dropped afterwards. */
/** A fresh database of its own: the query builder, its schema, and the connection the domain takes. */
async function withDatabase(body: (db: Db, schema: string, conn: Connection) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-migrations-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({}, { dataDir, databaseUrl: testDb === 'postgres' ? postgresUrl : '', databaseSchema: testDb === 'postgres' ? schema : 'public' });
  const { db, kind, sqlite } = openDatabase(config);
  try {
    if (testDb === 'postgres') await db.schema.createSchema(schema).execute();
    await body(db, schema, connect(db, kind, sqlite).connection);
  } finally {
    if (testDb === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Today's ledger audit on a database from before the settlement queue: the audit reads open orders through the
 * queue, so one is made for it as its migration fills it (every open order), and removed after.
 */
async function auditBeforeQueue(db: Db) {
  const raw = db as unknown as Kysely<any>;
  await sql`create table open_orders as select symbol, expires_at, id, user_id, direction, amount, payout_rate_bp, entry_price, entry_time from orders where status = 'open'`.execute(raw);
  try {
    return await auditLedger(asConnection(db));
  } finally {
    await sql`drop table open_orders`.execute(raw);
  }
}

/** A table's indexes as the database defines them (name, columns, condition), sorted. */
async function orderIndexes(db: Kysely<any>, schema: string, table = 'orders'): Promise<string[]> {
  const { rows } =
    testDb === 'postgres'
      ? await sql<{ definition: string }>`select indexdef as definition from pg_indexes where schemaname = ${schema} and tablename = ${table}`.execute(db)
      : await sql<{ definition: string }>`select coalesce(sql, name) as definition from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db);
  return rows.map((row) => row.definition).sort();
}

/** A table as the database defines it: its columns (name, type, nullability), with its indexes. */
async function tableShape(db: Kysely<any>, schema: string, table: string): Promise<string[]> {
  const { rows } =
    testDb === 'postgres'
      ? await sql<{ column: string }>`select column_name || ' ' || data_type || ' ' || is_nullable as column from information_schema.columns where table_schema = ${schema} and table_name = ${table} order by ordinal_position`.execute(db)
      : await sql<{ column: string }>`select name || ' ' || type || ' ' || "notnull" || ' ' || pk as column from pragma_table_info(${table})`.execute(db);
  return [...rows.map((row) => row.column), ...(await constraints(db, schema, table)), ...(await orderIndexes(db, schema, table))];
}

/**
 * A table's constraints, each led by its name: PostgreSQL's as it defines them; on SQLite its CHECKs as
 * written, its foreign keys, and whether it is clustered on its key (WITHOUT ROWID).
 */
async function constraints(db: Kysely<any>, schema: string, table: string): Promise<string[]> {
  if (testDb === 'postgres') {
    const { rows } = await sql<{ line: string }>`select conname || ' ' || pg_get_constraintdef(oid) as line from pg_constraint where conrelid = ${`${schema}.${table}`}::regclass order by conname`.execute(db);
    return rows.map((row) => row.line);
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const checks = [...rows[0].sql.matchAll(/constraint "(\w+)" check \((.*?)\)(?=, constraint|\)\s*(?:without rowid)?$)/gi)].map((m) => `${m[1]} check ${m[2]}`);
  const { rows: keys } = await sql<{ line: string }>`select 'fk ' || "from" || ' -> ' || "table" || '.' || "to" as line from pragma_foreign_key_list(${table})`.execute(db);
  return [...checks, ...keys.map((row) => row.line), /without rowid\s*$/i.test(rows[0].sql) ? 'clustered without rowid' : 'clustered rowid'];
}

/** A user with available and positions accounts at zero, written as any of these schemas holds them. */
async function insertUser(raw: Kysely<any>, now: number): Promise<string> {
  const userId = '0190000000000000000000000000user';
  await raw
    .insertInto('users')
    .values({
      id: userId, account: 'alice', nickname: 'alice', phone: '+8613900000001', password_hash: 'x', trade_password_hash: 'x', invite_code: 'ALICE001',
      invited_by_code: 'UPTICK', credit_score: 100, verification: 'none', risk_acknowledged_at: now, trade_password_failures: 0, trade_locked_until: null,
      created_at: now, updated_at: now,
    })
    .execute();
  for (const kind of ['available', 'positions']) {
    await raw.insertInto('accounts').values({ id: `u:${userId}:${kind}`, user_id: userId, kind, balance: 0, updated_at: now }).execute();
  }
  return userId;
}

test('a start on a database at this build\'s migrations reads their record once; one the build does not know still stops it', async () => {
  await withDatabase(async (db, schema) => {
    await migrateToLatest(db, testDb, schema);
    const queries: string[] = [];
    const watched = db.withPlugin({ transformQuery: ({ node }) => (queries.push(node.kind), node), transformResult: async ({ result }) => result });
    await migrateToLatest(watched, testDb, schema);
    assert.equal(queries, ['RawNode'], 'one read of the record: no lock taken, no table created');
    await sql`insert into kysely_migration (name, timestamp) values (${'2099_01_01_0000_from_a_newer_build'}, ${new Date().toISOString()})`.execute(db);
    const refused = await migrateToLatest(db, testDb, schema).then(() => undefined, (error: Error) => error);
    assert.match(String(refused?.message), /2099_01_01_0000_from_a_newer_build/);
  });
  await withDatabase(async (db, schema) => {
    await migrateTo(db, schema, before);
    await migrateToLatest(db, testDb, schema);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    assert.equal(rows.map((row) => row.name).sort(), Object.keys(migrations).sort(), 'a database part of the way there is taken the rest of it');
  });
});

test('lean settlement writes: proofs move to shared rows and transfers to their owner, and back', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    await migrateTo(raw, schema, before);

    const now = Date.parse('2026-11-26T04:00:00Z');
    const userId = await insertUser(raw, now);
    const moves = [
      { id: '01900000000000000000000000000001', debit: 'p:external', credit: `u:${userId}:available`, amount: 10_000, code: 'deposit', d: -10_000, c: 10_000 },
      { id: '01900000000000000000000000000002', debit: `u:${userId}:available`, credit: `u:${userId}:positions`, amount: 3_000, code: 'stake', d: 7_000, c: 3_000 },
      { id: '01900000000000000000000000000003', debit: `u:${userId}:positions`, credit: 'p:house', amount: 1_000, code: 'stake_lost', d: 2_000, c: 1_000 },
    ];
    for (const m of moves) {
      await raw
        .insertInto('transfers')
        .values({ id: m.id, debit_account_id: m.debit, credit_account_id: m.credit, amount: m.amount, code: m.code, ref: 'test', debit_balance_after: m.d, credit_balance_after: m.c, created_at: now })
        .execute();
    }
    for (const [id, balance] of [['p:external', -10_000], [`u:${userId}:available`, 7_000], [`u:${userId}:positions`, 2_000], ['p:house', 1_000]] as const) {
      await raw.updateTable('accounts').set({ balance }).where('id', '=', id).execute();
    }
    const proofA = JSON.stringify({ entryTicks: [{ price: 100, timeMs: now }], exitTicks: [{ price: 101, timeMs: now + 60_000 }] });
    const proofB = JSON.stringify({ entryTicks: [{ price: 200, timeMs: now }], exitTicks: [] });
    const order = (id: string, proof: string | null) => ({
      // The open order's stake is what positions hold (2,000 of the 3,000 staked; 1,000 was lost): the audit checks it.
      id, user_id: userId, symbol: 'BTCUSDT', direction: 'up', amount: proof ? 1_000 : 2_000, period: 60, payout_rate_bp: 8_000, status: proof ? 'settled' : 'open',
      opened_at: now, expires_at: now + 60_000, entry_price: 100, entry_time: now, exit_price: proof ? 101 : null, exit_time: proof ? now + 60_000 : null,
      result: proof ? 'win' : null, pnl: proof ? 800 : null, proof, settled_at: proof ? now + 61_000 : null,
    });
    await raw.insertInto('orders').values([order('o1', proofA), order('o2', proofA), order('o3', proofB), order('o4', null)]).execute();

    await migrateTo(raw, schema, lean);
    const shared = await db.selectFrom('order_proofs').selectAll().orderBy('id').execute();
    assert.equal(shared.map((p) => p.body).sort(), [proofA, proofB].sort());
    const proofOf = (id: string) =>
      raw.selectFrom('orders').leftJoin('order_proofs', 'order_proofs.id', 'orders.proof_id').select(['orders.proof_id', 'order_proofs.body as proof']).where('orders.id', '=', id).executeTakeFirst();
    const o1 = await proofOf('o1');
    const o2 = await proofOf('o2');
    assert.is(o1?.proof, proofA);
    assert.is(o1?.proof_id, o2?.proof_id);
    assert.is((await proofOf('o3'))?.proof, proofB);
    assert.is((await proofOf('o4'))?.proof, null);
    const owners = await db.selectFrom('transfers').select(['id', 'user_id']).orderBy('id').execute();
    assert.equal(owners.map((t) => t.user_id), [userId, userId, userId]);
    const available = `u:${userId}:available`;
    const record = await transfersOfUserAccount(asConnection(db), available, 10);
    assert.equal(record.map((r) => [r.code, r.amount, r.debit_account_id === available ? r.debit_balance_after : r.credit_balance_after]), [['stake', 3_000, 7_000], ['deposit', 10_000, 10_000]]);
    assert.ok((await auditBeforeQueue(db)).ok);
    // Run again, as after a crash between its commit and the migrator's record of it: nothing changes.
    await migrations[lean].up(raw);
    assert.is((await db.selectFrom('order_proofs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n.toString(), '2');
    assert.is((await db.selectFrom('transfers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n.toString(), '3');

    await migrateTo(raw, schema, before);
    const restored = await raw.selectFrom('orders').select(['id', 'proof']).orderBy('id').execute();
    assert.equal(restored.map((o) => o.proof), [proofA, proofA, proofB, null]);
    const back = await raw.selectFrom('transfers').selectAll().orderBy('id').execute();
    assert.equal(back.map((t) => [t.id, t.debit_account_id, t.amount]), moves.map((m) => [m.id, m.debit, m.amount]));
    assert.is(back[0].user_id, undefined);
  });
});

test('the settlement queue index gains the user and loses it, then leads with the product; each step undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    await migrateTo(raw, schema, lean);
    const byExpiryOnly = await orderIndexes(raw, schema);
    assert.ok(byExpiryOnly.some((definition) => definition.includes('orders_open_expiry')), byExpiryOnly.join('\n'));
    await migrateTo(raw, schema, byUser);
    const withUser = await orderIndexes(raw, schema);
    assert.ok(withUser.some((definition) => /orders_open_due.*expires_at.*user_id.*status.*open/s.test(definition)), withUser.join('\n'));
    assert.not.ok(withUser.some((definition) => definition.includes('orders_open_expiry')));
    await migrateTo(raw, schema, byExpiry);
    assert.equal(await orderIndexes(raw, schema), byExpiryOnly);
    await migrateTo(raw, schema, bySymbol);
    const withSymbol = await orderIndexes(raw, schema);
    assert.ok(withSymbol.some((definition) => /orders_open_symbol_expiry.*symbol.*expires_at.*status.*open/s.test(definition)), withSymbol.join('\n'));
    assert.not.ok(withSymbol.some((definition) => definition.includes('orders_open_expiry')));
    await migrateTo(raw, schema, byExpiry);
    assert.equal(await orderIndexes(raw, schema), byExpiryOnly);
    await migrateTo(raw, schema, byUser);
    assert.equal(await orderIndexes(raw, schema), withUser);
    await migrateTo(raw, schema, lean);
    assert.equal(await orderIndexes(raw, schema), byExpiryOnly);
  });
});

test('orders and transfers get numbers in their old order, with the refs that name them, and give them back', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    await migrateTo(raw, schema, bySymbol);
    const now = Date.parse('2026-11-26T10:00:00Z');
    const userId = await insertUser(raw, now);
    await raw.updateTable('accounts').set({ balance: 7_000 }).where('id', '=', `u:${userId}:available`).execute();
    await raw.updateTable('accounts').set({ balance: 2_000 }).where('id', '=', `u:${userId}:positions`).execute();
    await raw.updateTable('accounts').set({ balance: -10_500 }).where('id', '=', 'p:external').execute();
    await raw.updateTable('accounts').set({ balance: 1_500 }).where('id', '=', 'p:house').execute();
    // Old ids, inserted out of their order: numbers follow the ids (creation order), not the insertion.
    const [early, late, orphan] = ['0190000000000000000000000000000a', '0190000000000000000000000000000b', '01900000000000000000000000000999'];
    const order = (id: string, settled: boolean) => ({
      id, user_id: userId, symbol: 'BTCUSDT', direction: 'up' as const, amount: settled ? 1_000 : 2_000, period: 60, payout_rate_bp: 8_000, status: settled ? ('settled' as const) : ('open' as const),
      opened_at: now, expires_at: now + 60_000, entry_price: 100, entry_time: now, exit_price: settled ? 99 : null, exit_time: settled ? now + 60_000 : null,
      result: settled ? ('loss' as const) : null, pnl: settled ? -1_000 : null, proof_id: null, settled_at: settled ? now + 61_000 : null,
    });
    await raw.insertInto('orders').values([order(late, false), order(early, true)]).execute();
    const moves = [
      { id: '01900000000000000000000000000004', debit: `u:${userId}:available`, credit: `u:${userId}:positions`, amount: 2_000, code: 'stake', ref: `order:${late}`, d: 7_000, c: 2_000 },
      { id: '01900000000000000000000000000001', debit: 'p:external', credit: `u:${userId}:available`, amount: 10_000, code: 'deposit', ref: 'deposit:0190000000000000000000000000dep1', d: -10_000, c: 10_000 },
      { id: '01900000000000000000000000000002', debit: `u:${userId}:available`, credit: `u:${userId}:positions`, amount: 1_000, code: 'stake', ref: `order:${early}`, d: 9_000, c: 1_000 },
      { id: '01900000000000000000000000000003', debit: `u:${userId}:positions`, credit: 'p:house', amount: 1_000, code: 'stake_lost', ref: `order:${early}`, d: 0, c: 1_000 },
      // Names an order that isn't there (no app path writes one): its ref is kept as it is, both ways.
      { id: '01900000000000000000000000000005', debit: 'p:external', credit: 'p:house', amount: 500, code: 'correction', ref: `order:${orphan}`, d: -10_500, c: 1_500 },
    ];
    for (const m of moves) {
      await raw
        .insertInto('transfers')
        .values({ id: m.id, debit_account_id: m.debit, credit_account_id: m.credit, amount: m.amount, code: m.code, ref: m.ref, debit_balance_after: m.d, credit_balance_after: m.c, created_at: now, user_id: [m.debit, m.credit].some((account) => account.startsWith('u:')) ? userId : null })
        .execute();
    }
    const shapes = async () => [await tableShape(raw, schema, 'orders'), await tableShape(raw, schema, 'transfers')];
    const textShapes = await shapes();
    const constraintNames = async () => [await constraints(raw, schema, 'orders'), await constraints(raw, schema, 'transfers')].map((lines) => lines.map((line) => line.split(' ')[0]));
    const textConstraints = await constraintNames();

    await migrateTo(raw, schema, numbered);
    const orders = await db.selectFrom('orders').select(['id', 'amount', 'status']).orderBy('id').execute();
    assert.equal(orders, [{ id: 1, amount: 1_000, status: 'settled' }, { id: 2, amount: 2_000, status: 'open' }]);
    const transfers = await db.selectFrom('transfers').select(['id', 'code', 'ref']).orderBy('id').execute();
    assert.equal(transfers, [
      { id: 1, code: 'deposit', ref: 'deposit:0190000000000000000000000000dep1' },
      { id: 2, code: 'stake', ref: 'order:1' },
      { id: 3, code: 'stake_lost', ref: 'order:1' },
      { id: 4, code: 'stake', ref: 'order:2' },
      { id: 5, code: 'correction', ref: `order:${orphan}` },
    ]);
    assert.equal(await constraintNames(), textConstraints, 'the same constraint names as before');
    assert.is((await findUserOrder(asConnection(db), userId, 2))?.amount, 2_000);
    const first = await capitalRecord(asConnection(db), numbering, userId, { limit: 2 });
    const { orders: o, transfers: tr } = numbering;
    assert.equal(first.items.map((i) => [i.id, i.code, i.ref]), [[tr.of(4), 'stake', `order:${o.of(2)}`], [tr.of(2), 'stake', `order:${o.of(1)}`]]);
    const rest = await capitalRecord(asConnection(db), numbering, userId, { limit: 2, beforeId: Buffer.from(first.nextCursor!, 'base64url').toString() });
    assert.equal(rest.items.map((i) => i.id), [tr.of(1)]);
    assert.ok((await auditBeforeQueue(db)).ok);
    // New rows are numbered after the copied ones (PostgreSQL's identity restarts past them).
    // Settled, as they hold no stake in positions (the audit checks open orders' stakes against them).
    const placed = { ...order('unused', true), id: undefined };
    assert.is(await insertOrder(asConnection(db), placed), 3);
    for (let n = 4; n <= 10; n++) assert.is(await insertOrder(asConnection(db), placed), n);
    await raw.updateTable('transfers').set({ ref: 'order:10' }).where('id', '=', 4).execute();
    // Run again, as after a crash between its commit and the migrator's record of it: nothing changes
    // (ten orders, so that numbering them again by their ids as text, 1, 10, 2…, would show).
    await migrations[numbered].up(raw);
    assert.equal((await db.selectFrom('orders').select('id').orderBy('id').execute()).map((o) => o.id), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.is((await db.selectFrom('orders').select('amount').where('id', '=', 1).executeTakeFirstOrThrow()).amount, 1_000);
    assert.is((await db.selectFrom('transfers').select('ref').where('id', '=', 4).executeTakeFirstOrThrow()).ref, 'order:10');
    await raw.updateTable('transfers').set({ ref: 'order:2' }).where('id', '=', 4).execute();

    await migrateTo(raw, schema, bySymbol);
    assert.equal(await shapes(), textShapes);
    const hex = (n: number) => n.toString(16).padStart(32, '0');
    const back = await raw.selectFrom('transfers').select(['id', 'ref']).orderBy('id').execute();
    assert.equal(back, [
      { id: hex(1), ref: 'deposit:0190000000000000000000000000dep1' },
      { id: hex(2), ref: `order:${hex(1)}` },
      { id: hex(3), ref: `order:${hex(1)}` },
      { id: hex(4), ref: `order:${hex(2)}` },
      { id: hex(5), ref: `order:${orphan}` },
    ]);
    const tenHex = Array.from({ length: 10 }, (_, i) => hex(i + 1));
    assert.equal((await raw.selectFrom('orders').select('id').orderBy('id').execute()).map((o) => o.id), tenHex);

    await migrateTo(raw, schema, numbered);
    assert.equal((await db.selectFrom('orders').select('id').orderBy('id').execute()).map((o) => o.id), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.is((await db.selectFrom('transfers').select('ref').where('id', '=', 4).executeTakeFirstOrThrow()).ref, 'order:2');
    assert.ok((await auditBeforeQueue(db)).ok);
  });
});

test('every tick gains its source: those stored before are "unknown", new ones say theirs; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    await migrateTo(raw, schema, numbered);
    const shape = await tableShape(raw, schema, 'ticks');
    const now = Date.parse('2026-11-27T11:00:00Z');
    await raw.insertInto('ticks').values({ symbol: 'BTCUSDT', time_ms: now, price: 100, volume: 1 }).execute();
    await migrateTo(raw, schema, tickSource);
    await raw.insertInto('ticks').values({ symbol: 'BTCUSDT', time_ms: now + 1_000, price: 101, volume: 1, source: 'sim' }).execute();
    const rows = await raw.selectFrom('ticks').select(['time_ms', 'source']).orderBy('time_ms').execute();
    assert.equal(rows.map((r) => [Number(r.time_ms) - now, r.source]), [[0, 'unknown'], [1_000, 'sim']]);
    await migrateTo(raw, schema, numbered);
    assert.equal(await tableShape(raw, schema, 'ticks'), shape);
    assert.is((await raw.selectFrom('ticks').select('price').execute()).length, 2, 'no tick lost either way');
  });
});

test('each database gets its own random key for public numbers, kept across runs of the migration, dropped when undone', async () => {
  const keys: string[] = [];
  for (let run = 0; run < 2; run++) {
    await withDatabase(async (db, schema) => {
      const raw = db as unknown as Kysely<any>;
      await migrateTo(raw, schema, secrets);
      const key = async () => (await raw.selectFrom('platform_secrets').select('value').where('name', '=', 'public_numbers_key').executeTakeFirstOrThrow()).value;
      const made = await key();
      assert.match(made, /^[0-9a-f]{32}$/);
      // Run again, as after a crash between its commit and the migrator's record of it: the key stays.
      await migrations[secrets].up(raw);
      assert.is(await key(), made);
      assert.is((await loadNumbering(asConnection(db))).orders.of(1), numberingFromKey(Buffer.from(made, 'hex')).orders.of(1));
      keys.push(made);
      await migrateTo(raw, schema, numbered);
      const { rows } =
        testDb === 'postgres'
          ? await sql`select 1 from information_schema.tables where table_schema = ${schema} and table_name = 'platform_secrets'`.execute(raw)
          : await sql`select 1 from sqlite_master where name = 'platform_secrets'`.execute(raw);
      assert.is(rows.length, 0);
    });
  }
  assert.is.not(keys[0], keys[1]);
});

test('the login-lock, tick-source and trusted-device migrations run again without harm, as after a crash before their record', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const newest = Object.keys(migrations).at(-1)!;
    await migrateTo(raw, schema, newest);
    for (const name of ['2026_11_26_1300_create_login_failures', tickSource, '2026_11_27_1200_create_trusted_devices']) {
      const shapes = await Promise.all(['login_failures', 'ticks', 'trusted_devices'].map((table) => tableShape(raw, schema, table)));
      await migrations[name].up(raw);
      assert.equal(await Promise.all(['login_failures', 'ticks', 'trusted_devices'].map((table) => tableShape(raw, schema, table))), shapes, name);
    }
  });
});

test('the content pages are seeded in all ten languages, run again without harm, and go when undone', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_11_27_1300_create_content_pages';
    await migrateTo(raw, schema, name);
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    const seeded = await pages();
    assert.is(seeded.length, 6 * 10, 'six pages in ten languages');
    await migrations[name].up(raw);
    assert.equal(await pages(), seeded, 'a second run changes nothing');
    await migrations[name].down!(raw);
    const stillThere = await pages().then(() => true, () => false);
    assert.not.ok(stillThere, 'the table is gone');
  });
});

test('each payout becomes stake_return or winnings by the account it came from, amounts and balances untouched, and back', async () => {
  await withDatabase(async (db, schema, conn) => {
    const raw = db as unknown as Kysely<any>;
    await migrateTo(raw, schema, pages);
    const now = Date.parse('2026-11-27T14:00:00Z');
    const userId = await insertUser(raw, now);
    const available = `u:${userId}:available`;
    const positions = `u:${userId}:positions`;
    // As the old settlement wrote them: order 1 won at 85 % (stake back, then winnings), order 2 lost, order 3 drew.
    const row = (debit: string, credit: string, amount: number, code: string, ref: string, debitAfter: number, creditAfter: number) => ({
      debit_account_id: debit, credit_account_id: credit, amount, code, ref, debit_balance_after: debitAfter, credit_balance_after: creditAfter, created_at: now, user_id: userId,
    });
    await raw
      .insertInto('transfers')
      .values([
        row('p:external', available, 10_000, 'deposit', 'deposit:0190000000000000000000000000dep1', -10_000, 10_000),
        row(available, positions, 1_000, 'stake', 'order:1', 9_000, 1_000),
        row(available, positions, 2_000, 'stake', 'order:2', 7_000, 3_000),
        row(available, positions, 3_000, 'stake', 'order:3', 4_000, 6_000),
        row(positions, available, 1_000, 'payout', 'order:1', 5_000, 5_000),
        row('p:house', available, 850, 'payout', 'order:1', -850, 5_850),
        row(positions, 'p:house', 2_000, 'stake_lost', 'order:2', 3_000, 1_150),
        row(positions, available, 3_000, 'payout', 'order:3', 0, 8_850),
      ])
      .execute();
    const balances = { 'p:external': -10_000, [available]: 8_850, [positions]: 0, 'p:house': 1_150 };
    for (const id of Object.keys(balances)) await raw.updateTable('accounts').set({ balance: balances[id] }).where('id', '=', id).execute();
    const rows = () => raw.selectFrom('transfers').selectAll().orderBy('id').execute();
    const old = await rows();
    const { miscoded } = await auditBeforeQueue(db);
    assert.equal(
      miscoded.sort((x, y) => x.debitKind!.localeCompare(y.debitKind!)),
      [
        { code: 'payout', debitKind: 'house', creditKind: 'available', transfers: 1 },
        { code: 'payout', debitKind: 'positions', creditKind: 'available', transfers: 2 },
      ],
      'the audit names rows still called payout',
    );

    await migrateTo(raw, schema, splitPayout);
    const codes = ['deposit', 'stake', 'stake', 'stake', 'stake_return', 'winnings', 'stake_lost', 'stake_return'];
    const split = await rows();
    assert.equal(split, old.map((row, i) => ({ ...row, code: codes[i] })), 'only the codes changed');
    const report = await auditBeforeQueue(db);
    assert.ok(report.ok, JSON.stringify(report));
    const record = await capitalRecord(conn, numbering, userId, { limit: 10 });
    assert.equal(record.items.map((i) => [i.code, i.amount, i.balanceAfter]), [
      ['stake_return', '30.00', '88.50'],
      ['winnings', '8.50', '58.50'],
      ['stake_return', '10.00', '50.00'],
      ['stake', '-30.00', '40.00'],
      ['stake', '-20.00', '70.00'],
      ['stake', '-10.00', '90.00'],
      ['deposit', '100.00', '100.00'],
    ]);
    // Run again, as after a crash between its commit and the migrator's record of it: nothing changes.
    await migrations[splitPayout].up(raw);
    assert.equal(await rows(), split);

    await migrateTo(raw, schema, pages);
    assert.equal(await rows(), old, 'undone exactly');
  });
});

test('the wording migration rewrites the seeded pages, keeps an operator’s edit, runs again without harm, and is undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_11_28_1000_content_wording';
    await migrateTo(raw, schema, '2026_11_27_1300_create_content_pages');
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    // An operator rewrote the German risk notice before this migration ran: theirs stays.
    await raw.updateTable('content_pages').set({ body: 'Eigener Text des Betreibers.' }).where('slug', '=', 'risk').where('lang', '=', 'de').execute();
    const seeded = await pages();
    await migrateTo(raw, schema, name);
    const body = (rows: { slug: string; lang: string; body: string }[], slug: string, lang: string) => rows.find((r) => r.slug === slug && r.lang === lang)!.body;
    const rewritten = await pages();
    assert.is(rewritten.length, seeded.length, 'no row added or lost');
    assert.is(body(rewritten, 'risk', 'de'), 'Eigener Text des Betreibers.', 'the operator’s edit is kept');
    assert.ok(body(rewritten, 'risk', 'en').includes('rounded down to the cent'), 'the English notice is the new one');
    assert.ok(body(rewritten, 'rules', 'fr').includes('Hausse'), 'the French rules name the new button');
    assert.is(body(rewritten, 'privacy', 'en'), body(seeded, 'privacy', 'en'), 'a page no language rewrote is untouched');
    await migrations[name].up(raw);
    assert.equal(await pages(), rewritten, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await pages(), seeded, 'undone: the seeded texts (and the operator’s edit) are back');
  });
});

test('deposit methods: the two names deposits carried become enabled methods, a second run changes nothing, undone drops the table', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_11_29_1000_create_deposit_methods';
    await migrateTo(raw, schema, '2026_11_28_1000_content_wording');
    await migrateTo(raw, schema, name);
    const methods = () => raw.selectFrom('deposit_methods').select(['id', 'kind', 'currency', 'network', 'address', 'enabled']).orderBy('id').execute();
    const made = await methods();
    assert.equal(made.map((m) => [m.id, m.kind, m.network, m.address, Number(m.enabled)]), [
      ['bank_transfer', 'bank_transfer', null, null, 1],
      ['usdt_trc20', 'crypto', 'TRC20', null, 1],
    ]);
    await migrations[name].up(raw);
    assert.equal(await methods(), made, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.not.ok(await methods().then(() => true, () => false), 'the table is gone');
  });
});

test('legal pages: about, privacy and info are rewritten unless an operator edited them, terms and highlights added; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_01_1000_content_legal_pages';
    await migrateTo(raw, schema, '2026_11_30_1000_create_savings');
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    // An operator rewrote the Korean privacy page before this migration ran: theirs stays.
    await raw.updateTable('content_pages').set({ body: '운영자가 직접 쓴 글.' }).where('slug', '=', 'privacy').where('lang', '=', 'ko').execute();
    const seeded = await pages();
    await migrateTo(raw, schema, name);
    const after = await pages();
    const body = (rows: typeof after, slug: string, lang: string) => rows.find((r) => r.slug === slug && r.lang === lang)?.body;
    assert.is(after.length, seeded.length + 20, 'terms and highlights in ten languages');
    assert.is(body(after, 'privacy', 'ko'), '운영자가 직접 쓴 글.', 'the operator’s edit is kept');
    for (const lang of ['en', 'zh-TW', 'th', 'de']) {
      for (const slug of ['about', 'privacy', 'info', 'terms']) assert.ok(body(after, slug, lang)?.includes('{{operatorName}}'), `${slug} ${lang}`);
    }
    assert.is(body(after, 'help', 'en'), body(seeded, 'help', 'en'), 'a page it does not rewrite is untouched');
    await migrations[name].up(raw);
    assert.equal(await pages(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await pages(), seeded, 'undone: the earlier texts (and the operator’s edit) are back, the new pages gone');
  });
});

test('news: two new tables, a second run changes nothing, undone drops them', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_01_1100_create_news';
    await migrateTo(raw, schema, name);
    const shapes = await Promise.all(['news', 'news_texts'].map((table) => tableShape(raw, schema, table)));
    await migrations[name].up(raw);
    assert.equal(await Promise.all(['news', 'news_texts'].map((table) => tableShape(raw, schema, table))), shapes, 'a second run changes nothing');
    const now = Date.now();
    await raw.insertInto('news').values({ id: '0190000000000000000000000000news', published_at: now, published_by: 'ops', withdrawn_at: null }).execute();
    await raw.insertInto('news_texts').values({ news_id: '0190000000000000000000000000news', lang: 'zh-TW', title: 't', summary: 's', body: 'b', updated_at: now }).execute();
    await migrations[name].down!(raw);
    for (const table of ['news_texts', 'news']) {
      assert.not.ok(await raw.selectFrom(table).selectAll().execute().then(() => true, () => false), `${table} is gone`);
    }
  });
});

test('user consents: a new table, a second run changes nothing, undone drops it', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_01_1200_create_user_consents';
    await migrateTo(raw, schema, name);
    const shape = await tableShape(raw, schema, 'user_consents');
    await migrations[name].up(raw);
    assert.equal(await tableShape(raw, schema, 'user_consents'), shape, 'a second run changes nothing');
    const now = Date.now();
    const userId = await insertUser(raw, now);
    await raw.insertInto('user_consents').values({ user_id: userId, document: 'terms', version: new Date(now).toISOString(), accepted_at: now }).execute();
    await migrations[name].down!(raw);
    assert.not.ok(await raw.selectFrom('user_consents').selectAll().execute().then(() => true, () => false), 'the table is gone');
  });
});

test('withdrawal accounts split into two kinds: bank cards lose the wallet address, a second run changes nothing, undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_01_1000_split_withdrawal_account_kinds';
    await migrateTo(raw, schema, '2026_11_30_1000_create_savings');
    const now = Date.parse('2026-12-01T10:00:00Z');
    const userId = await insertUser(raw, now);
    const old = { user_id: userId, type: 'bank_card', account_name: 'Chen Mei', nationality: 'TW', bank_name: 'Bank of Taiwan', card_number: '6222021234567890', bank_address: 'Taipei', currency_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', created_at: now };
    await raw.insertInto('withdrawal_accounts').values(old).execute();
    const shape = await tableShape(raw, schema, 'withdrawal_accounts');

    await migrateTo(raw, schema, name);
    const rows = () => raw.selectFrom('withdrawal_accounts').selectAll().execute();
    const migrated = await rows();
    assert.equal(migrated.map((r) => ({ ...r })), [{ ...old, currency_address: null, network: null, updated_at: now, hold_until: null }]);
    const crypto = { user_id: userId, type: 'crypto', account_name: 'Chen Mei', network: 'TRC20', currency_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', created_at: now, updated_at: now };
    await raw.deleteFrom('withdrawal_accounts').execute();
    const mixed = { ...crypto, bank_name: 'Bank of Taiwan' };
    assert.not.ok(await raw.insertInto('withdrawal_accounts').values(mixed).execute().then(() => true, () => false), 'a crypto account with a bank field is refused');
    const bankWithout = { ...old, currency_address: null, nationality: null, updated_at: now };
    assert.not.ok(await raw.insertInto('withdrawal_accounts').values(bankWithout).execute().then(() => true, () => false), 'a bank card without its nationality is refused');
    await raw.insertInto('withdrawal_accounts').values({ ...old, currency_address: null, updated_at: now }).execute();
    await migrations[name].up(raw);
    assert.equal((await rows()).length, 1, 'a second run changes nothing');

    await migrations[name].down!(raw);
    assert.equal(await tableShape(raw, schema, 'withdrawal_accounts'), shape);
    assert.equal((await rows()).map((r) => ({ ...r })), [{ ...old, currency_address: '' }], 'back to a bank card; the dropped address stays dropped');
    await migrations[name].up(raw);
    await raw.deleteFrom('withdrawal_accounts').execute();
    await raw.insertInto('withdrawal_accounts').values(crypto).execute();
    await migrations[name].down!(raw);
    assert.equal(await rows(), [], 'a crypto account has no place in the old table');
  });
});

test('withdrawals and deposits are numbered in their ids\' order, new rows after them on both databases, a second run changes nothing, undone exactly', async () => {
  await withDatabase(async (db, schema, conn) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_01_1100_number_withdrawals_and_deposits';
    await migrateTo(raw, schema, '2026_12_01_1000_split_withdrawal_account_kinds');
    const now = Date.parse('2026-12-01T11:00:00Z');
    const userId = await insertUser(raw, now);
    const ids = ['0190000000000000000000000000000b', '0190000000000000000000000000000a', '0190000000000000000000000000000c'];
    for (const id of ids) {
      await raw.insertInto('withdrawals').values({ id, user_id: userId, amount: 1_000, fee: 100, status: 'failed', reason: null, reason_code: 'other', created_at: now, decided_at: now, decided_by: 'op' }).execute();
      await raw.insertInto('deposits').values({ id, user_id: userId, amount: 1_000, method: 'bank_transfer', reference: 'UP1', status: 'rejected', created_at: now, decided_at: now, decided_by: 'op', reason: 'none' }).execute();
    }
    const shapes = async () => [await tableShape(raw, schema, 'withdrawals'), await tableShape(raw, schema, 'deposits')];
    const before = await shapes();

    await migrateTo(raw, schema, name);
    const numbers = (table: 'withdrawals' | 'deposits') => db.selectFrom(table).select(['id', 'number']).orderBy('number').execute();
    const expected = [[ids[1], 1], [ids[0], 2], [ids[2], 3]];
    assert.equal((await numbers('withdrawals')).map((r) => [r.id, r.number]), expected);
    assert.equal((await numbers('deposits')).map((r) => [r.id, r.number]), expected);
    assert.is((await db.selectFrom('withdrawals').select('payee').executeTakeFirstOrThrow()).payee, null, 'no payee was kept before');
    const { insertWithdrawal } = await import('../../server/domain/funds/withdrawals-repository.js');
    const { insertDeposit } = await import('../../server/domain/funds/deposits-repository.js');
    const row = { user_id: userId, amount: 1_000, fee: 100, status: 'reviewing' as const, reason: null, reason_code: null, created_at: now, decided_at: null, decided_by: null, payee: null };
    assert.is(await insertWithdrawal(conn, { ...row, id: '0190000000000000000000000000000d' }), 4);
    assert.is(await insertDeposit(conn, { id: '0190000000000000000000000000000d', user_id: userId, amount: 1_000, method: 'bank_transfer', reference: 'UP2', status: 'pending', created_at: now, decided_at: null, decided_by: null, reason: null }), 4);
    await migrations[name].up(raw);
    assert.equal((await numbers('withdrawals')).map((r) => r.number), [1, 2, 3, 4], 'a second run changes nothing');

    await migrations[name].down!(raw);
    assert.equal(await shapes(), before);
  });
});

test('verifications: photos and submissions, one under review per user; a second run changes nothing, undone drops both', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_02_1000_create_verifications';
    await migrateTo(raw, schema, '2026_12_01_1100_number_withdrawals_and_deposits');
    const now = Date.now();
    const userId = await insertUser(raw, now);
    await migrateTo(raw, schema, name);
    const photo = (id: string, side: string) => ({ id, user_id: userId, side, storage_key: `k${id}`, content_type: 'image/png', size_bytes: 1000, width: 640, height: 400, created_at: now });
    await raw.insertInto('verification_photos').values([photo('f'.repeat(32), 'front'), photo('b'.repeat(32), 'back')]).execute();
    const submission = (id: string, status: string) => ({
      id, user_id: userId, name: 'Chen Mei', id_number: 'A123456789', nationality: 'TW', front_photo_id: 'f'.repeat(32), back_photo_id: 'b'.repeat(32),
      status, reason_code: null, reason_note: null, submitted_at: now, decided_at: null, decided_by: null,
    });
    await raw.insertInto('verifications').values([submission('1'.repeat(32), 'rejected'), submission('2'.repeat(32), 'pending')]).execute();
    const second = await raw.insertInto('verifications').values(submission('3'.repeat(32), 'pending')).execute().then(() => 'stored', () => 'refused');
    assert.is(second, 'refused', 'a second submission under review');
    const shapes = () => Promise.all(['verification_photos', 'verifications'].map((table) => tableShape(raw, schema, table)));
    const shaped = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), shaped, 'a second run changes nothing');
    assert.is((await raw.selectFrom('verifications').select('id').execute()).length, 2, 'and keeps the rows');
    await migrations[name].down!(raw);
    for (const table of ['verifications', 'verification_photos']) {
      assert.not.ok(await raw.selectFrom(table).select('id').execute().then(() => true, () => false), `${table} is gone`);
    }
  });
});

test('password-reset codes: a table and its key, a second run changes neither, undone drops the table and the key', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_03_1000_create_password_reset_codes';
    await migrateTo(raw, schema, '2026_12_02_1000_create_verifications');
    const secretNames = () => raw.selectFrom('platform_secrets').select('name').orderBy('name').execute().then((rows) => rows.map((r) => r.name));
    const secretsBefore = await secretNames();
    await migrateTo(raw, schema, name);
    const shape = await tableShape(raw, schema, 'password_reset_codes');
    const key = await raw.selectFrom('platform_secrets').select('value').where('name', '=', 'reset_codes_key').executeTakeFirstOrThrow();
    assert.match(key.value, /^[0-9a-f]{64}$/);
    const now = Date.now();
    const userId = await insertUser(raw, now);
    await raw.insertInto('password_reset_codes').values({ id: '1'.repeat(32), account_key: 'a'.repeat(64), user_id: userId, code_hash: 'b'.repeat(64), expires_at: now + 600_000, used_at: null, created_at: now }).execute();
    await raw.insertInto('password_reset_codes').values({ id: '2'.repeat(32), account_key: 'c'.repeat(64), user_id: null, code_hash: 'd'.repeat(64), expires_at: now + 600_000, used_at: null, created_at: now }).execute();
    await migrations[name].up(raw);
    assert.equal(await tableShape(raw, schema, 'password_reset_codes'), shape, 'a second run changes nothing');
    assert.equal(await raw.selectFrom('platform_secrets').select('value').where('name', '=', 'reset_codes_key').executeTakeFirstOrThrow(), key, 'and keeps the key');
    const tries = await raw.selectFrom('password_reset_codes').select('tries').where('id', '=', '1'.repeat(32)).executeTakeFirstOrThrow();
    assert.is(Number(tries.tries), 0, 'tries start at 0');
    await migrations[name].down!(raw);
    assert.not.ok(await raw.selectFrom('password_reset_codes').select('id').execute().then(() => true, () => false), 'the table is gone');
    assert.equal(await secretNames(), secretsBefore, 'and so is its key');
  });
});

test('deposit references: typed, shared or odd references move to the note and get the server\'s form, made ones stay; unique from then on; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_03_1300_split_deposit_reference_and_note';
    await migrateTo(raw, schema, '2026_12_02_1000_create_verifications');
    const now = Date.parse('2026-12-03T13:00:00Z');
    const userId = await insertUser(raw, now);
    const typed: [string, string][] = [
      ['0190000000000000000000000000a001', 'UP000000A001'],
      ['0190000000000000000000000000a002', 'TX-77'],
      ['0190000000000000000000000000a003', 'TX-77'],
      ['0190000000000000000000000000a004', 'ref\u202E123'],
      ['0190000000000000000000000000a005', 'my salary'],
      ['0190000000000000000000000000a006', 'DEMO-FUNDS'],
    ];
    for (const [i, [id, reference]] of typed.entries()) {
      await raw.insertInto('deposits').values({ id, number: i + 1, user_id: userId, amount: 1_000, method: 'bank_transfer', reference, status: 'pending', created_at: now, decided_at: null, decided_by: null, reason: null }).execute();
    }
    const before = await tableShape(raw, schema, 'deposits');
    const references = async () => (await raw.selectFrom('deposits').select(['id', 'reference']).orderBy('id').execute()).map((r) => [r.id, r.reference]);
    const original = await references();
    const rows = () => raw.selectFrom('deposits').select(['id', 'reference', 'note']).orderBy('id').execute();

    await migrateTo(raw, schema, name);
    const made = (id: string) => `UP${id.slice(-10).toUpperCase()}`;
    assert.equal((await rows()).map((r) => [r.reference, r.note]), [
      [made(typed[0][0]), null],
      [made(typed[1][0]), 'TX-77'],
      [made(typed[2][0]), 'TX-77'],
      [made(typed[3][0]), 'ref\u202E123'],
      [made(typed[4][0]), 'my salary'],
      ['DEMO-FUNDS', null],
    ]);
    const clash = await raw
      .insertInto('deposits')
      .values({ id: '0190000000000000000000000000a007', number: 7, user_id: userId, amount: 1, method: 'bank_transfer', reference: 'DEMO-FUNDS', status: 'pending', created_at: now })
      .execute()
      .then(() => 'stored', () => 'refused');
    assert.is(clash, 'refused', 'references are unique');
    const shaped = await tableShape(raw, schema, 'deposits');
    await migrations[name].up(raw);
    assert.equal(await tableShape(raw, schema, 'deposits'), shaped, 'a second run changes nothing');

    await migrations[name].down!(raw);
    assert.equal(await tableShape(raw, schema, 'deposits'), before);
    assert.equal(await references(), original, 'each typed reference is back');
  });
});

test('messages: numbered rows (broadcasts one row), per-user read marks and support messages; a second run changes nothing, undone drops them', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_03_1100_create_messages';
    const tables = ['messages', 'message_texts', 'message_reads', 'support_messages'];
    await migrateTo(raw, schema, name);
    const shapes = () => Promise.all(tables.map((table) => tableShape(raw, schema, table)));
    const shaped = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), shaped, 'a second run changes nothing');
    const now = Date.now();
    const userId = await insertUser(raw, now);
    const message = (user_id: string | null) => ({ user_id, kind: 'operator', params: '{}', sent_by: 'ops', created_at: now });
    await raw.insertInto('messages').values([message(userId), message(null)]).execute();
    const ids = (await raw.selectFrom('messages').select('id').orderBy('id').execute()).map((row) => Number(row.id));
    assert.equal(ids, [1, 2], 'numbered by the database in the order written');
    await raw.insertInto('message_texts').values({ message_id: 2, lang: 'zh-TW', title: 't', body: 'b' }).execute();
    await raw.insertInto('message_reads').values({ user_id: userId, message_id: 2, read_at: now }).execute();
    const again = await raw.insertInto('message_reads').values({ user_id: userId, message_id: 2, read_at: now }).execute().then(() => 'stored', () => 'refused');
    assert.is(again, 'refused', 'one read mark per user and message');
    const support = (id: string, sender: string) => ({ id, user_id: userId, sender, body: 'hi', photo_id: null, operator: null, created_at: now });
    await raw.insertInto('support_messages').values(support('1'.repeat(32), 'user')).execute();
    const bad = await raw.insertInto('support_messages').values(support('2'.repeat(32), 'bot')).execute().then(() => 'stored', () => 'refused');
    assert.is(bad, 'refused', 'from the user or an operator only');
    await migrations[name].down!(raw);
    for (const table of tables) assert.not.ok(await raw.selectFrom(table).selectAll().execute().then(() => true, () => false), `${table} is gone`);
  });
});

test('proofs carry their product and exit time, taken from their orders; the orders lose their index for it; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_05_1000_proof_exit_times';
    await migrateTo(raw, schema, '2026_12_04_1100_notify_ended_sessions');
    const shapes = () => Promise.all(['orders', 'order_proofs'].map((table) => tableShape(raw, schema, table)));
    const shapesBefore = await shapes();
    const now = Date.parse('2026-12-05T10:00:00Z');
    const exit = now + 60_000;
    const userId = await insertUser(raw, now);
    const settledOn = 'p'.repeat(32);
    const voidedOn = 'v'.repeat(32);
    await raw.insertInto('order_proofs').values([{ id: settledOn, body: '{"exitTicks":[1]}' }, { id: voidedOn, body: '{"exitTicks":[]}' }]).execute();
    const order = (proofId: string | null, result: 'win' | 'void' | null) => ({
      user_id: userId, symbol: 'ETHUSDT', direction: 'up', amount: 1_000, period: 60, payout_rate_bp: 8_000, status: result ? 'settled' : 'open',
      opened_at: now, expires_at: exit, entry_price: 100, entry_time: now, exit_price: result === 'win' ? 101 : null, exit_time: result === 'win' ? exit : null,
      result, pnl: result === 'win' ? 800 : result ? 0 : null, proof_id: proofId, settled_at: result ? exit + 1_000 : null,
    });
    await raw.insertInto('orders').values([order(settledOn, 'win'), order(settledOn, 'win'), order(voidedOn, 'void'), order(null, null)]).execute();

    await migrateTo(raw, schema, name);
    const proofs = await raw.selectFrom('order_proofs').select(['id', 'symbol', 'exit_time']).orderBy('id').execute();
    assert.equal(
      proofs.map((p) => [p.id, p.symbol, p.exit_time === null ? null : Number(p.exit_time)]),
      [[settledOn, 'ETHUSDT', exit], [voidedOn, null, null]],
      "a proof takes its orders' product and exit time; one of voided orders has none",
    );
    assert.not.ok((await orderIndexes(raw, schema)).some((index) => index.includes('orders_settled_symbol_exit')), 'the orders index is gone');
    assert.ok((await orderIndexes(raw, schema, 'order_proofs')).some((index) => index.includes('order_proofs_symbol_exit')), 'the proofs have theirs');
    const shapesAfter = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), shapesAfter, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await shapes(), shapesBefore, 'undone exactly');
  });
});

test('the native wording migration rewrites six languages\' pages, keeps an operator’s edit, runs again without harm, and is undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1400_content_native_wording';
    await migrateTo(raw, schema, '2026_12_05_1000_proof_exit_times');
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    // An operator rewrote the Korean risk notice before this migration ran: theirs stays.
    await raw.updateTable('content_pages').set({ body: '운영자가 직접 쓴 위험 고지.' }).where('slug', '=', 'risk').where('lang', '=', 'ko').execute();
    const seeded = await pages();
    await migrateTo(raw, schema, name);
    const after = await pages();
    const body = (rows: typeof after, slug: string, lang: string) => rows.find((r) => r.slug === slug && r.lang === lang)?.body ?? '';
    assert.is(after.length, seeded.length, 'no page added or removed');
    assert.is(body(after, 'risk', 'ko'), '운영자가 직접 쓴 위험 고지.', 'the operator’s edit is kept');
    assert.ok(body(after, 'risk', 'zh-CN').includes('预测正确') && !body(after, 'risk', 'zh-CN').includes('猜'), 'zh-CN predicts');
    assert.ok(body(after, 'help', 'zh-CN').includes('转账附言码') && !body(after, 'help', 'zh-CN').includes('参考码'), 'the app’s name for the reference');
    for (const lang of ['en', 'zh-TW', 'th', 'de']) assert.is(body(after, 'help', lang), body(seeded, 'help', lang), `${lang} is untouched`);
    await migrations[name].up(raw);
    assert.equal(await pages(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await pages(), seeded, 'undone: the earlier texts (and the operator’s edit) are back');
  });
});

test('help on the withdrawal account: en, de, th and zh-TW rewritten unless an operator edited them; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1500_content_withdrawal_account_change';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    // An operator rewrote the German help before this migration ran: theirs stays.
    await raw.updateTable('content_pages').set({ body: 'Eigene Hilfe des Betreibers.' }).where('slug', '=', 'help').where('lang', '=', 'de').execute();
    const seeded = await pages();
    await migrateTo(raw, schema, name);
    const after = await pages();
    const body = (rows: typeof after, slug: string, lang: string) => rows.find((r) => r.slug === slug && r.lang === lang)?.body ?? '';
    assert.is(after.length, seeded.length, 'no page added or removed');
    assert.is(body(after, 'help', 'de'), 'Eigene Hilfe des Betreibers.', 'the operator’s edit is kept');
    assert.ok(body(after, 'help', 'en').includes('You can change the account under Withdrawal account') && !body(after, 'help', 'en').includes('customer service'), body(after, 'help', 'en'));
    assert.ok(body(after, 'help', 'zh-TW').includes('轉帳備註碼') && !body(after, 'help', 'zh-TW').includes('只能綁定一次'));
    assert.ok(!body(after, 'risk', 'zh-TW').includes('猜'));
    assert.is(body(after, 'help', 'fr'), body(seeded, 'help', 'fr'), 'fr is untouched');
    await migrations[name].up(raw);
    assert.equal(await pages(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await pages(), seeded, 'undone exactly');
  });
});

test('zh-TW writes the jurisdiction without spaces in its three pages, unless an operator edited them; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1520_content_zh_tw_jurisdiction_spacing';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    await raw.updateTable('content_pages').set({ body: '營運者自己的隱私權政策。' }).where('slug', '=', 'privacy').where('lang', '=', 'zh-TW').execute();
    const seeded = await pages();
    await migrateTo(raw, schema, name);
    const after = await pages();
    const body = (slug: string) => after.find((r) => r.slug === slug && r.lang === 'zh-TW')!.body;
    for (const slug of ['info', 'terms']) assert.ok(body(slug).includes('適用{{operatorJurisdiction}}的法律'), slug);
    assert.is(body('privacy'), '營運者自己的隱私權政策。', 'the operator\'s edit is kept');
    assert.equal(after.filter((r) => r.lang !== 'zh-TW'), seeded.filter((r) => r.lang !== 'zh-TW'), 'other languages untouched');
    await migrations[name].up(raw);
    assert.equal(await pages(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await pages(), seeded, 'undone exactly');
  });
});

test('deposits gain a reject code and note, empty on the rows before; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1510_deposit_reject_reason';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const before = await tableShape(raw, schema, 'deposits');
    const now = Date.parse('2026-12-07T15:00:00Z');
    const userId = await insertUser(raw, now);
    const row = { user_id: userId, amount: 50_000, method: 'bank_transfer', decided_at: now, decided_by: 'op', reason: 'no matching payment', created_at: now };
    await raw.insertInto('deposits').values([
      { ...row, id: '0190000000000000000000000000000a', number: 1, reference: '7KQ2M9XA', status: 'rejected' },
      { ...row, id: '0190000000000000000000000000000b', number: 2, reference: '7KQ2M9XB', status: 'confirmed', received_amount: 49_000 },
    ]).execute();

    await migrateTo(raw, schema, name);
    const rows = await raw.selectFrom('deposits').select(['id', 'status', 'reason', 'reject_code', 'reject_note']).orderBy('id').execute();
    assert.equal(rows.map((r) => [r.status, r.reason, r.reject_code, r.reject_note]), [
      ['rejected', 'no matching payment', null, null],
      ['confirmed', 'no matching payment', null, null],
    ], 'rows before have no code; the audit reason stays where it was');
    await raw.updateTable('deposits').set({ reject_code: 'payer_mismatch', reject_note: 'Paid from Wang Da-Ming' }).where('status', '=', 'rejected').execute();
    const after = await tableShape(raw, schema, 'deposits');
    await migrations[name].up(raw);
    assert.equal(await tableShape(raw, schema, 'deposits'), after, 'a second run changes nothing');
    assert.is((await raw.selectFrom('deposits').select('reject_code').where('status', '=', 'rejected').executeTakeFirstOrThrow()).reject_code, 'payer_mismatch');
    await migrations[name].down!(raw);
    assert.equal(await tableShape(raw, schema, 'deposits'), before, 'undone exactly');
  });
});

test('reset-code requests keep who asked (indexed), and SMS counts get a table of hours; rows from before have no asker; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1100_reset_code_askers';
    // In the order the migrator runs them (by name), whatever order the list was written in.
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const before = await tableShape(raw, schema, 'password_reset_codes');
    const now = Date.parse('2026-12-07T11:00:00Z');
    const id = '1'.repeat(32);
    await raw.insertInto('password_reset_codes').values({ id, account_key: 'a'.repeat(64), user_id: null, code_hash: 'b'.repeat(64), expires_at: now + 600_000, used_at: null, created_at: now }).execute();

    await migrateTo(raw, schema, name);
    assert.equal(await raw.selectFrom('password_reset_codes').select(['id', 'asker_key']).execute(), [{ id, asker_key: null }], 'a row from before has no asker');
    assert.ok((await orderIndexes(raw, schema, 'password_reset_codes')).some((index) => index.includes('password_reset_codes_asker')), 'askers are indexed');
    await raw.insertInto('sms_hours').values({ hour_start: now, sent: 1 }).execute();
    const second = await raw.insertInto('sms_hours').values({ hour_start: now, sent: 1 }).execute().then(() => 'stored', () => 'refused');
    assert.is(second, 'refused', 'one row an hour');
    const shapes = () => Promise.all(['password_reset_codes', 'sms_hours'].map((table) => tableShape(raw, schema, table)));
    const after = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await tableShape(raw, schema, 'password_reset_codes'), before, 'undone exactly');
    assert.not.ok(await raw.selectFrom('sms_hours').select('hour_start').execute().then(() => true, () => false), 'sms_hours is gone');
  });
});

test('sessions say where they were signed in; sign-ins, two-step sign-in and recovery codes get tables; sessions from before keep theirs; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1300_account_security';
    const names = Object.keys(migrations);
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const before = await tableShape(raw, schema, 'sessions');
    const now = Date.parse('2026-12-07T13:00:00Z');
    const userId = await insertUser(raw, now);
    const tokenHash = 'c'.repeat(64);
    await raw.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: now + 86_400_000 }).execute();

    await migrateTo(raw, schema, name);
    const [session] = await raw.selectFrom('sessions').selectAll().execute();
    assert.equal(
      { id: session.id, device: session.device_hash, agent: session.user_agent, address: session.address, first: session.first_seen_at, last: Number(session.last_seen_at) },
      { id: 'c'.repeat(32), device: null, agent: null, address: null, first: null, last: now },
      'a session from before is named by its hash and last seen when it began',
    );
    const key = await raw.selectFrom('platform_secrets').select('value').where('name', '=', 'two_step_key').executeTakeFirstOrThrow();
    assert.match(key.value, /^[0-9a-f]{64}$/);
    await raw.insertInto('two_step').values({ user_id: userId, secret: 'sealed', enabled_at: now, created_at: now }).execute();
    await raw.insertInto('recovery_codes').values({ user_id: userId, code_hash: 'd'.repeat(64), used_at: null }).execute();
    const twice = await raw.insertInto('recovery_codes').values({ user_id: userId, code_hash: 'd'.repeat(64), used_at: null }).execute().then(() => 'stored', () => 'refused');
    assert.is(twice, 'refused', 'a code is kept once');
    await raw.insertInto('sign_ins').values({ id: 'e'.repeat(32), user_id: userId, outcome: 'signed_in', new_device: 1, user_agent: null, address: '203.0.113.*', created_at: now }).execute();
    const shapes = () => Promise.all(['sessions', 'sign_ins', 'two_step', 'recovery_codes'].map((table) => tableShape(raw, schema, table)));
    const after = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), after, 'a second run changes nothing');
    assert.is((await raw.selectFrom('platform_secrets').select('value').where('name', '=', 'two_step_key').executeTakeFirstOrThrow()).value, key.value, 'the key is kept');
    await migrations[name].down!(raw);
    assert.equal(await tableShape(raw, schema, 'sessions'), before, 'undone exactly');
    for (const table of ['sign_ins', 'two_step', 'recovery_codes']) {
      assert.not.ok(await raw.selectFrom(table).selectAll().execute().then(() => true, () => false), `${table} is gone`);
    }
  });
});

test('withdrawal accounts: each bound one becomes its user\'s first, with an id, its hold and last use; reviewing withdrawals name it; five places per user; again changes nothing; undone to the last used', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1600_keep_several_withdrawal_accounts';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const shapes = () => Promise.all(['withdrawal_accounts', 'withdrawals'].map((table) => tableShape(raw, schema, table)));
    const before = await shapes();
    const now = Date.parse('2026-12-07T16:00:00Z');
    const userId = await insertUser(raw, now);
    const bank = { type: 'bank_card', account_name: 'Chen Mei', nationality: 'TW', bank_name: 'Bank of Taiwan', card_number: '6222021234567890', bank_address: 'Taipei', network: null, currency_address: null };
    await raw.insertInto('withdrawal_accounts').values({ user_id: userId, ...bank, created_at: now - 3_000, updated_at: now - 1_000, hold_until: now + 5_000 }).execute();
    const withdrawal = { user_id: userId, amount: 1_000, fee: 100, reason: null, reason_code: null, decided_at: null, decided_by: null, payee: null };
    await raw.insertInto('withdrawals').values([
      { ...withdrawal, id: '0190000000000000000000000000000a', number: 1, status: 'succeeded', created_at: now - 2_000 },
      { ...withdrawal, id: '0190000000000000000000000000000b', number: 2, status: 'reviewing', created_at: now - 500 },
    ]).execute();

    await migrateTo(raw, schema, name);
    const [account] = await raw.selectFrom('withdrawal_accounts').selectAll().execute();
    assert.match(account.id, /^[0-9a-f]{32}$/);
    assert.is(account.id.slice(0, 12), (now - 3_000).toString(16).padStart(12, '0'), 'an id that sorts by creation, as the server makes them');
    assert.equal(
      { slot: account.slot, label: account.label, hold: Number(account.hold_until), lastUsed: Number(account.last_used_at), removed: account.removed_at },
      { slot: 1, label: null, hold: now + 5_000, lastUsed: now - 500, removed: null },
      'the first place, its hold kept, last used by its latest withdrawal',
    );
    const named = await raw.selectFrom('withdrawals').select(['status', 'account_id']).orderBy('id').execute();
    assert.equal(named.map((w) => [w.status, w.account_id]), [['succeeded', null], ['reviewing', account.id]], 'the one under review names the account');

    const second = { ...bank, user_id: userId, card_number: '4000000000000002', created_at: now, updated_at: now, hold_until: null };
    await raw.insertInto('withdrawal_accounts').values({ ...second, id: 'b'.repeat(32), slot: 2 }).execute();
    const twice = await raw.insertInto('withdrawal_accounts').values({ ...second, id: 'c'.repeat(32), slot: 2 }).execute().then(() => 'stored', () => 'refused');
    assert.is(twice, 'refused', 'one account per place and user');
    const placeless = await raw.insertInto('withdrawal_accounts').values({ ...second, id: 'c'.repeat(32), slot: null }).execute().then(() => 'stored', () => 'refused');
    assert.is(placeless, 'refused', 'a live account has a place');
    await raw.insertInto('withdrawal_accounts').values({ ...second, id: 'd'.repeat(32), slot: null, removed_at: now }).execute();
    await raw.insertInto('withdrawal_accounts').values({ ...second, id: 'e'.repeat(32), slot: 3, last_used_at: now + 1 }).execute();
    const after = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), after, 'a second run changes nothing');
    assert.is((await raw.selectFrom('withdrawal_accounts').select('id').execute()).length, 4);

    await migrations[name].down!(raw);
    assert.equal(await shapes(), before, 'undone exactly');
    const kept = await raw.selectFrom('withdrawal_accounts').selectAll().execute();
    assert.equal(kept.map((r) => [r.user_id, r.card_number, Number(r.created_at)]), [[userId, '4000000000000002', now]], 'one per user again: the one used last');
  });
});

test('reset requests and young accounts\' messages: two columns and a unique index, old rows kept, a second run changes nothing, undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1700_reset_requests_and_young_sms';
    await migrateTo(raw, schema, '2026_12_07_1600_keep_several_withdrawal_accounts');
    const shapes = async () => [await tableShape(raw, schema, 'password_reset_codes'), await tableShape(raw, schema, 'sms_hours')];
    const before = await shapes();
    const now = Date.now();
    const row = { account_key: 'a'.repeat(64), user_id: null, code_hash: 'b'.repeat(64), expires_at: now + 600_000, used_at: null, created_at: now, asker_key: '203.0.113.1' };
    await raw.insertInto('password_reset_codes').values({ ...row, id: '1'.repeat(32) }).execute();
    await raw.insertInto('sms_hours').values({ hour_start: 0, sent: 7 }).execute();
    await migrateTo(raw, schema, name);
    const old = await raw.selectFrom('password_reset_codes').select(['id', 'request_hash']).execute();
    assert.equal(old, [{ id: '1'.repeat(32), request_hash: null }], 'an old request has no id: no reset names it');
    const hour = await raw.selectFrom('sms_hours').selectAll().executeTakeFirstOrThrow();
    assert.equal([Number(hour.sent), Number(hour.young_sent)], [7, 0], 'no young messages in an old hour');
    await raw.insertInto('password_reset_codes').values({ ...row, id: '2'.repeat(32), request_hash: 'c'.repeat(64) }).execute();
    await raw.insertInto('password_reset_codes').values({ ...row, id: '3'.repeat(32), request_hash: null }).execute();
    const twice = await raw.insertInto('password_reset_codes').values({ ...row, id: '4'.repeat(32), request_hash: 'c'.repeat(64) }).execute().then(() => 'stored', () => 'refused');
    assert.is(twice, 'refused', 'one request per id');
    const after = await shapes();
    await migrations[name].up(raw);
    assert.equal(await shapes(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await shapes(), before, 'undone exactly');
    assert.is((await raw.selectFrom('password_reset_codes').select('id').execute()).length, 3, 'the requests kept');
  });
});

test('help on several withdrawal accounts: all ten languages rewritten unless an operator edited them; the rest of each page kept; again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1800_help_several_withdrawal_accounts';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const pages = () => raw.selectFrom('content_pages').select(['slug', 'lang', 'title', 'body']).orderBy('slug').orderBy('lang').execute();
    // An operator rewrote the Japanese help before this migration ran: theirs stays.
    await raw.updateTable('content_pages').set({ body: '運営者が書いたヘルプ。' }).where('slug', '=', 'help').where('lang', '=', 'ja').execute();
    const seeded = await pages();
    await migrateTo(raw, schema, name);
    const after = await pages();
    const body = (rows: typeof after, lang: string) => rows.find((r) => r.slug === 'help' && r.lang === lang)?.body ?? '';
    assert.is(body(after, 'ja'), '運営者が書いたヘルプ。', 'the operator\'s edit is kept');
    assert.ok(body(after, 'en').includes('under Withdrawal accounts you can link up to five accounts'), body(after, 'en'));
    assert.ok(body(after, 'de').includes('Unter Auszahlungskonten') && body(after, 'fr').includes('dans Comptes de retrait'));
    for (const lang of ['zh-TW', 'zh-CN', 'en', 'ko', 'vi', 'id', 'fr', 'de', 'th']) {
      const [was, now] = [body(seeded, lang).split('\n\n'), body(after, lang).split('\n\n')];
      assert.is.not(now.at(-1), was.at(-1), `${lang}: the withdrawals paragraph is rewritten`);
      assert.equal(now.slice(0, -1), was.slice(0, -1), `${lang}: the rest of the page is kept`);
    }
    assert.equal(after.filter((r) => r.slug !== 'help'), seeded.filter((r) => r.slug !== 'help'), 'other pages untouched');
    await migrations[name].up(raw);
    assert.equal(await pages(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await pages(), seeded, 'undone exactly');
  });
});

test('the house gains seven shards at zero; again changes nothing; undone while unused, refused once money moved through one', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_1900_house_shards';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const platform = async () =>
      (await raw.selectFrom('accounts').select(['id', 'kind', 'balance']).where('user_id', 'is', null).orderBy('id').execute()).map((a) => [a.id, a.kind, Number(a.balance)]);
    const before = await platform();
    await migrateTo(raw, schema, name);
    const after = await platform();
    const shards = [1, 2, 3, 4, 5, 6, 7].map((n) => [`p:house:${n}`, 'house', 0]);
    assert.equal(after.filter(([id]) => !before.some(([known]) => known === id)), shards);
    await migrations[name].up(raw);
    assert.equal(await platform(), after, 'a second run changes nothing');
    await migrations[name].down!(raw);
    assert.equal(await platform(), before, 'undone exactly');

    await migrations[name].up(raw);
    const now = Date.parse('2026-12-07T19:00:00Z');
    await raw.insertInto('transfers').values({ debit_account_id: 'p:house:3', credit_account_id: 'p:house', amount: 1, code: 'correction', ref: 'test', debit_balance_after: -1, credit_balance_after: 1, created_at: now, user_id: null }).execute();
    await raw.updateTable('accounts').set({ balance: -1 }).where('id', '=', 'p:house:3').execute();
    await raw.updateTable('accounts').set({ balance: 1 }).where('id', '=', 'p:house').execute();
    const refused = await migrations[name].down!(raw).then(() => undefined, (error: Error) => error);
    assert.match(refused?.message ?? 'undone', /p:house:3 moved money/);
    assert.is((await platform()).length, after.length, 'no shard dropped');
  });
});

test('open orders get a settlement queue of their own, settled ones none; orders lose the open-orders index (PostgreSQL: pages with room for an update); again changes nothing; undone exactly', async () => {
  await withDatabase(async (db, schema) => {
    const raw = db as unknown as Kysely<any>;
    const name = '2026_12_07_2000_queue_open_orders';
    const names = Object.keys(migrations).sort();
    await migrateTo(raw, schema, names[names.indexOf(name) - 1]);
    const now = Date.parse('2026-12-07T20:00:00Z');
    const userId = await insertUser(raw, now);
    const order = (symbol: string, expiresAt: number, open: boolean) => ({
      user_id: userId, symbol, direction: 'up', amount: 1_000, period: 60, payout_rate_bp: 8_000, status: open ? 'open' : 'settled', opened_at: expiresAt - 60_000,
      expires_at: expiresAt, entry_price: 100, entry_time: expiresAt - 60_000, exit_price: open ? null : 101, exit_time: open ? null : expiresAt,
      result: open ? null : 'win', pnl: open ? null : 800, proof_id: null, settled_at: open ? null : expiresAt + 1_000,
    });
    await raw.insertInto('orders').values([order('BTCUSDT', now + 2_000, true), order('BTCUSDT', now, false), order('ETHUSDT', now + 1_000, true), order('BTCUSDT', now + 1_000, true)]).execute();
    const reloptions = async () =>
      testDb === 'postgres' ? (await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = ${`${schema}.orders`}::regclass`.execute(raw)).rows[0].options : null;
    const shape = await tableShape(raw, schema, 'orders');
    const options = await reloptions();
    assert.ok(shape.some((line) => line.includes('orders_open_symbol_expiry')), shape.join('\n'));

    await migrateTo(raw, schema, name);
    const queue = async () => (await raw.selectFrom('open_orders').selectAll().orderBy('symbol').orderBy('expires_at').orderBy('id').execute()).map((q) => [q.symbol, Number(q.expires_at), Number(q.id)]);
    const queued = [['BTCUSDT', now + 1_000, 4], ['BTCUSDT', now + 2_000, 1], ['ETHUSDT', now + 1_000, 3]];
    assert.equal(await queue(), queued);
    const withQueue = await tableShape(raw, schema, 'orders');
    assert.not.ok(withQueue.some((line) => line.includes('orders_open_symbol_expiry')), withQueue.join('\n'));
    const queueShape = await tableShape(raw, schema, 'open_orders');
    if (testDb === 'postgres') {
      assert.ok(queueShape.includes('open_orders_pkey PRIMARY KEY (symbol, expires_at, id)'), queueShape.join('\n'));
      assert.equal(await reloptions(), ['fillfactor=40']);
    } else {
      // Columns: name, type, not null, place in the primary key.
      assert.equal(queueShape.slice(0, 3), ['symbol varchar(20) 1 1', 'expires_at bigint 1 2', 'id bigint 1 3']);
      assert.ok(queueShape.includes('clustered without rowid'), queueShape.join('\n'));
    }
    await migrations[name].up(raw);
    assert.equal(await queue(), queued, 'a second run changes nothing');
    assert.equal(await tableShape(raw, schema, 'orders'), withQueue);

    await migrations[name].down!(raw);
    assert.equal(await tableShape(raw, schema, 'orders'), shape, 'undone exactly');
    assert.equal(await reloptions(), options);
    const { rows } =
      testDb === 'postgres'
        ? await sql`select 1 from information_schema.tables where table_schema = ${schema} and table_name = 'open_orders'`.execute(raw)
        : await sql`select 1 from sqlite_master where name = 'open_orders'`.execute(raw);
    assert.is(rows.length, 0, 'the queue is gone');
  });
});

test.run();
