import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { demoAccount, demoFunding, seedDemo } from '../../server/cli/seed-demo.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';

// The demo account starts funded, so `npm start` → sign in → trade needs no deposit.
const test = suite(`demo seed (${testDb})`);
const clock = scriptedClock();

async function signIn(t: TestApp): Promise<string> {
  const login = await call(t.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  assert.is(login.status, 200, JSON.stringify(login.body));
  return login.body.token;
}

async function demoDeposits(t: TestApp, token: string) {
  return (await call(t.url, 'GET', '/api/deposits', { token })).body.items as { amount: string; status: string; reference: string }[];
}

test('the demo account starts with 10,000.00, a confirmed deposit through the ledger, and trades at once; the audit passes', async () => {
  const t = await startTestApp({ demoMode: true }, undefined, clock.now);
  try {
    await seedDemo(t.app.conn, clock.now());
    const token = await signIn(t);
    const me = (await call(t.url, 'GET', '/api/me', { token })).body;
    assert.is(me.balances.available, '10000.00');
    assert.equal((await demoDeposits(t, token)).map((d) => [d.amount, d.status, d.reference]), [['10000.00', 'confirmed', demoFunding.reference]]);
    const record = (await call(t.url, 'GET', '/api/capital-record', { token })).body.items;
    assert.equal(record.map((r: { code: string; amount: string }) => [r.code, r.amount]), [['deposit', '10000.00']]);

    await seedProducts(t.app, clock.now());
    await tick(t.app, 'BTCUSDT', 6_700_000, clock.now());
    assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
    const order = await call(t.url, 'POST', '/api/orders', { token, body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 } });
    assert.is(order.status, 201, JSON.stringify(order.body));
    assert.is((await call(t.url, 'GET', '/api/me', { token })).body.balances.available, '9990.00');
    assert.ok((await auditLedger(t.app.conn)).ok, 'npm run audit passes');
  } finally {
    await t.close();
  }
});

test('seeding again (every restart) credits nothing more; the audit still passes', async () => {
  const t = await startTestApp({ demoMode: true });
  try {
    await seedDemo(t.app.conn, Date.now());
    const token = await signIn(t);
    await seedDemo(t.app.conn, Date.now());
    await seedDemo(t.app.conn, Date.now());
    assert.is((await demoDeposits(t, token)).length, 1, 'one funding deposit');
    assert.is((await call(t.url, 'GET', '/api/me', { token })).body.balances.available, '10000.00');
    assert.ok((await auditLedger(t.app.conn)).ok);
  } finally {
    await t.close();
  }
});

test('a demo account made before the funding existed gets it on the next start, once', async () => {
  const t = await startTestApp({ demoMode: true });
  try {
    await seedDemo(t.app.conn, Date.now());
    await t.app.db.deleteFrom('deposits').execute();
    await t.app.db.deleteFrom('transfers').execute();
    await t.app.db.updateTable('accounts').set({ balance: 0 }).execute();
    await seedDemo(t.app.conn, Date.now());
    const token = await signIn(t);
    assert.is((await call(t.url, 'GET', '/api/me', { token })).body.balances.available, '10000.00');
    assert.ok((await auditLedger(t.app.conn)).ok);
  } finally {
    await t.close();
  }
});

test.run();
