import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { sql } from 'kysely';
import { insertRows, statement } from '../../../server/db/statements.js';

// The compiled statements bind values in the order Kysely's compilers emit parameters (statements.ts):
// a Kysely upgrade that reorders them would bind an amount where an id goes. package.json pins the minor.

const readJson = (file: string) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'));

test('kysely is pinned to the minor the compiled statements were written against, and that minor is installed', () => {
  const range: string = readJson('../../../package.json').dependencies.kysely;
  assert.match(range, /^~0\.28\.\d+$/, 'a tilde range on 0.28: patches only');
  assert.match(readJson('../../../node_modules/kysely/package.json').version, /^0\.28\./);
});

const both = ['sqlite', 'postgres'] as const;

test('a balance update binds set values, then where values, then returns, on both dialects', () => {
  const debit = statement((db, p: { id: string; amount: number; now: number }) =>
    db
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '-', p.amount), updated_at: p.now }))
      .where('id', '=', p.id)
      .where((eb) => eb.or([eb('balance', '>=', p.amount), eb('user_id', 'is', null)]))
      .returning('balance'),
  );
  for (const kind of both) assert.equal(debit.compiled(kind).bind({ id: 'a', amount: 5, now: 9 }), [5, 9, 'a', 5], kind);
});

test('an insert binds its values in column order, a conflict clause adds none', () => {
  const proof = statement((db, p: { id: string; body: string }) =>
    db.insertInto('order_proofs').values({ id: p.id, body: p.body }).onConflict((oc) => oc.column('id').doNothing()),
  );
  for (const kind of both) assert.equal(proof.compiled(kind).bind({ id: 'x', body: 'b' }), ['x', 'b'], kind);
  const rows = insertRows('invite_codes', ['code', 'owner_user_id', 'created_at'], 2);
  const values = [{ code: 'A', owner_user_id: null, created_at: 1, disabled: 0 }, { code: 'B', owner_user_id: 'u', created_at: 2, disabled: 0 }];
  for (const kind of both) assert.equal(rows.compiled(kind).bind(values), ['A', null, 1, 'B', 'u', 2], kind);
});

test('a select binds where values in order, then limit, then offset, with literals kept in the SQL', () => {
  const page = statement((db, p: { symbol: string; beforeMs: number; limit: number; offset: number }) =>
    db
      .selectFrom('orders')
      .select(['id'])
      .where('status', '=', sql.lit('open'))
      .where('symbol', '=', p.symbol)
      .where('expires_at', '<', p.beforeMs)
      .orderBy('expires_at')
      .limit(p.limit)
      .offset(p.offset),
  );
  for (const kind of both) assert.equal(page.compiled(kind).bind({ symbol: 'BTC', beforeMs: 7, limit: 50, offset: 100 }), ['BTC', 7, 50, 100], kind);
});

test('an UPDATE … SET with a WHERE on the same values binds each where it appears', () => {
  const settle = statement((db, p: { id: number; pnl: number; at: number }) =>
    db.updateTable('orders').set({ status: 'settled', pnl: p.pnl, settled_at: p.at }).where('id', '=', p.id).where('status', '=', 'open'),
  );
  for (const kind of both) assert.equal(settle.compiled(kind).bind({ id: 3, pnl: -1, at: 8 }), ['settled', -1, 8, 3, 'open'], kind);
});

test.run();
