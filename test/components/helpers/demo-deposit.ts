import * as assert from 'uvu/assert';
import { call } from '../../helpers/test-app.js';
import { demoAccount } from '../../../server/cli/seed-demo.js';

/** Signs in as the seeded demo user (10,000.00 from the seed) and deposits `amount` (confirmed at once in demo mode); the session token. */
export async function demoWithDeposit(url: string, amount: string, idempotencyKey: string): Promise<string> {
  const login = await call(url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  assert.is(login.status, 200, JSON.stringify(login.body));
  const deposit = await call(url, 'POST', '/api/deposits', {
    token: login.body.token,
    headers: { 'idempotency-key': idempotencyKey },
    body: { amount, method: 'bank_transfer' },
  });
  assert.is(deposit.status, 201, JSON.stringify(deposit.body));
  return login.body.token;
}
