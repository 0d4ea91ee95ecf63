import * as assert from 'uvu/assert';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { call, startTestApp, type TestApp } from './test-app.js';
import { registerAndLogin } from './users.js';
import { seedProducts } from './scripted-market.js';

/**
 * A test app on `now` (a scripted clock's) with the demo products, and one trader who deposited `deposit` and
 * accepted the risk notice, so their orders go straight to pricing: the settlement files' starting point.
 */
export async function startScriptedTrader(now: () => number, deposit: string): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, now);
  await insertInviteCode(t.app.conn, 'TESTCODE', null, Date.now());
  await seedProducts(t.app, now());
  const { token } = await registerAndLogin(t.url, 'TESTCODE');
  assert.is((await call(t.url, 'POST', '/api/deposits', { token, body: { amount: deposit, method: 'bank_transfer' } })).status, 201);
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
  return { t, token };
}
