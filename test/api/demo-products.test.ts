import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { languages } from '../../src/core/languages.js';
import { demoProducts, earlierDemoNames } from '../../server/market/demo-products.js';
import { seedDemo } from '../../server/cli/seed-demo.js';

// The demo's products have a name in every interface language, and a database seeded before gets them.
const test = suite(`demo products (${testDb})`);
let t: TestApp;

test.before(async () => {
  t = await startTestApp();
});

test.after(async () => {
  await t?.close();
});

test('every demo product is named in all ten languages', () => {
  for (const product of demoProducts(0)) {
    const names = JSON.parse(product.names as string) as Record<string, string>;
    assert.equal(Object.keys(names).sort(), [...languages].sort(), product.symbol);
    assert.ok(Object.values(names).every((name) => name.trim().length > 0), product.symbol);
  }
});

test('seeding renames products that still carry an earlier demo name, and leaves an operator’s names alone', async () => {
  const db = t.app.db;
  await seedDemo(t.app.conn, Date.now());
  const namesOf = async (symbol: string) => (await db.selectFrom('products').select('names').where('symbol', '=', symbol).executeTakeFirstOrThrow()).names;
  await db.updateTable('products').set({ names: earlierDemoNames.EURUSD[0] }).where('symbol', '=', 'EURUSD').execute();
  const operators = JSON.stringify({ 'zh-TW': '金價', en: 'Spot gold' });
  await db.updateTable('products').set({ names: operators }).where('symbol', '=', 'XAUUSD').execute();
  await seedDemo(t.app.conn, Date.now());
  assert.is(await namesOf('EURUSD'), demoProducts(0).find((p) => p.symbol === 'EURUSD')!.names, 'the earlier demo names are replaced');
  assert.is(await namesOf('XAUUSD'), operators, 'names an operator set stay');
});

test.run();
