// Scale-out: several API processes on one PostgreSQL (docs/decisions.md, "Scale-out and idempotency"). The
// same Idempotency-Key sent to two of them at once places one order, and both answer with it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';

// Scale-out is PostgreSQL's: a SQLite database is served by one process, so there the test is skipped.
const scaleOut = testDb === 'postgres' ? test : test.skip;

scaleOut('one key sent to two server processes at once places one order, and both answer with it', async () => {
  const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
  const first = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now);
  const second = await startTestApp({ demoMode: true, databaseSchema: first.config.databaseSchema }, undefined, clock.now);
  try {
    await insertInviteCode(first.app.conn, 'SCALEOUT', null, Date.now());
    await seedProducts(first.app, clock.now());
    await second.app.products(true);
    await tick(first.app, 'BTCUSDT', 6_300_000, clock.now());
    clock.advance(1000);
    await tick(second.app, 'BTCUSDT', 6_300_100, clock.now());
    const { token } = await registerAndLogin(first.url, 'SCALEOUT');
    assert.is((await call(first.url, 'POST', '/api/deposits', { token, body: { amount: '1000.00', method: 'bank_transfer' } })).status, 201);
    assert.is((await call(first.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);

    const body = { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 60 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(i % 2 ? second.url : first.url, 'POST', '/api/orders', { token, body, headers: { 'idempotency-key': 'twice' } })),
    );
    assert.equal(answers.map((a) => a.status), Array(12).fill(201), JSON.stringify(answers.map((a) => a.body)));
    assert.is(new Set(answers.map((a) => a.body.id)).size, 1, 'every answer names the same order');
    const orders = await call(first.url, 'GET', '/api/orders', { token });
    assert.is(orders.body.items.length, 1);
    const me = (await call(second.url, 'GET', '/api/me', { token })).body;
    assert.is(me.balances.positions, '10.00', 'the stake is held once');
  } finally {
    await second.close();
    await first.close();
  }
});

test.run();
