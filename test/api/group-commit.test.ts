import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp } from '../helpers/test-app.js';
import { GroupCommit } from '../../server/db/group-commit.js';
import { insertRows, statement } from '../../server/db/statements.js';
import type { Connection } from '../../server/db/connection.js';
import { sql } from 'kysely';

const insertCode = statement((db, p: { code: string }) => db.insertInto('invite_codes').values({ code: p.code, owner_user_id: null, disabled: 0, created_at: 1 }));
const insert = (trx: Connection, code: string) => trx.statements.changes(insertCode, { code });

test('a group commit keeps the writes that succeed and rolls back only the one that failed', async () => {
  const t = await startTestApp();
  try {
    const commit = new GroupCommit(t.app.transactions);
    const results = await Promise.allSettled([
      commit.run((sql) => insert(sql, 'GROUPAAA')),
      commit.run(async (sql) => {
        await insert(sql, 'GROUPBBB');
        throw new Error('refused by a rule');
      }),
      commit.run((sql) => insert(sql, 'GROUPAAA')),
      commit.run((sql) => insert(sql, 'GROUPCCC')),
    ]);
    assert.equal(results.map((r) => r.status), ['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const codes = (await t.app.db.selectFrom('invite_codes').select('code').where('code', 'like', 'GROUP%').orderBy('code').execute()).map((r) => r.code);
    assert.equal(codes, ['GROUPAAA', 'GROUPCCC'], 'the refused write and the duplicate left nothing behind');
  } finally {
    await t.close();
  }
});

test('writes queued while a batch commits go into the next batch, and every caller hears back', async () => {
  const t = await startTestApp();
  try {
    const commit = new GroupCommit(t.app.transactions, { batchMax: 5 });
    const codes = Array.from({ length: 23 }, (_, i) => `BATCH${String(i).padStart(3, '0')}`);
    await Promise.all(codes.map((code) => commit.run((sql) => insert(sql, code))));
    const stored = await t.app.db.selectFrom('invite_codes').select('code').where('code', 'like', 'BATCH%').execute();
    assert.is(stored.length, 23);
  } finally {
    await t.close();
  }
});

test('a statement binds its values by name, in the order the compiled SQL needs them, on every dialect', () => {
  const debit = statement((db, p: { id: string; amount: number; now: number }) =>
    db.updateTable('accounts').set((eb) => ({ balance: eb('balance', '-', p.amount), updated_at: p.now })).where('id', '=', p.id).where('kind', '=', 'available'),
  );
  const sqlite = debit.compiled('sqlite');
  assert.match(sqlite.sql, /"balance" - \?, "updated_at" = \? where "id" = \? and "kind" = \?/);
  assert.equal(sqlite.bind({ id: 'a1', amount: 5, now: 9 }), [5, 9, 'a1', 'available']);
  const postgres = debit.compiled('postgres');
  assert.match(postgres.sql, /"balance" - \$1, "updated_at" = \$2 where "id" = \$3 and "kind" = \$4/);
  assert.equal(postgres.bind({ id: 'a1', amount: 5, now: 9 }), [5, 9, 'a1', 'available']);
});

test('a statement refuses to be built when a value of p would end up in the SQL text instead of a parameter', () => {
  const inlined = statement((db, p: { status: string }) => db.selectFrom('orders').select('id').where(sql<boolean>`status = ${sql.lit(p.status)}`));
  assert.throws(() => inlined.compiled('sqlite'), /must become a parameter/);
  const ordered = statement((db, p: { column: 'id' }) => db.selectFrom('orders').select('id').orderBy(p.column));
  assert.throws(() => ordered.compiled('postgres'), /must become a parameter/);
});

test('a statement refuses to bind a missing value rather than store NULL', () => {
  const insertCodeWithOwner = statement((db, p: { code: string; owner: string | null }) =>
    db.insertInto('invite_codes').values({ code: p.code, owner_user_id: p.owner, disabled: 0, created_at: 1 }),
  );
  assert.equal(insertCodeWithOwner.compiled('sqlite').bind({ code: 'A', owner: null }), ['A', null, 0, 1]);
  assert.throws(() => insertCodeWithOwner.compiled('sqlite').bind({ code: 'A' } as never), /no value for owner/);
});

test('a statement of many rows binds each row in turn, and refuses a row that lacks a value', () => {
  const twoCodes = insertRows('invite_codes', ['code', 'owner_user_id', 'created_at'], 2);
  for (const kind of ['sqlite', 'postgres'] as const) {
    const compiled = twoCodes.compiled(kind);
    assert.match(compiled.sql, /values \([?$1-9, ]+\), \([?$1-9, ]+\)$/);
    assert.equal(compiled.bind([{ code: 'A', owner_user_id: null, created_at: 1 }, { code: 'B', owner_user_id: 'u', created_at: 2 }] as never), ['A', null, 1, 'B', 'u', 2]);
    assert.throws(() => compiled.bind([{ code: 'A', owner_user_id: null, created_at: 1 }, { code: 'B', created_at: 2 }] as never), /no value for 1\.owner_user_id/);
  }
  const calls: unknown[][] = [];
  const fake = { run: (...values: unknown[]) => (calls.push(values), { changes: 2 }), all: () => [] };
  twoCodes.compiled('sqlite').run(fake, [{ code: 'A', owner_user_id: null, created_at: 1 }, { code: 'B', owner_user_id: 'u', created_at: 2 }] as never);
  assert.equal(calls, [['A', null, 1, 'B', 'u', 2]], 'SQLite gets the values as arguments, in order');
});

test.run();
