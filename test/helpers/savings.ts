import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from './test-app.js';
import { scriptedClock } from './scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { runSavingsDays } from '../../server/domain/savings/savings-accrual.js';
import { inviteCode, signUp, type SignedIn } from './funds.js';
import type { Config } from '../../server/config.js';
import type { SavingsOptions } from '../../server/domain/savings/savings-terms.js';

/** Taipei is UTC+8 all year: a platform day starts at 16:00 UTC, the 15:00 cut-off is 07:00 UTC. */
export const at = (iso: string) => Date.parse(iso);

export interface SavingsApp extends TestApp {
  clock: ReturnType<typeof scriptedClock>;
  savingsOptions: SavingsOptions;
  /** What the every-minute job does, at the scripted time. */
  runJob(): Promise<{ days: number; confirmed: number }>;
}

/** A demo-mode server (deposits credited at once) on a scripted clock. */
export async function startSavingsApp(startMs: number, overrides: Partial<Config> = {}): Promise<SavingsApp> {
  const clock = scriptedClock(startMs);
  const t = await startTestApp({ demoMode: true, authRateLimitPerMinute: 1000, ...overrides }, undefined, clock.now);
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
  const options = { ...t.config.savings, timeZone: t.config.timeZone };
  return { ...t, clock, savingsOptions: options, runJob: () => runSavingsDays(t.app.conn, options, clock.now()) };
}

/** Users with `amount` available each. */
export async function fundedUsers(t: SavingsApp, count: number, amount: string): Promise<SignedIn[]> {
  const users = await signUp(t, count);
  for (const u of users) {
    const r = await call(t.url, 'POST', '/api/deposits', { token: u.token, body: { amount, method: 'bank_transfer' } });
    assert.is(r.status, 201, JSON.stringify(r.body));
  }
  return users;
}

export function move(t: TestApp, token: string, direction: 'in' | 'out', amount: string, key?: string) {
  return call(t.url, 'POST', `/api/savings/transfer-${direction}`, { token, body: { amount }, headers: key ? { 'idempotency-key': key } : {} });
}

export async function savings(t: TestApp, token: string) {
  const r = await call(t.url, 'GET', '/api/savings', { token });
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

export async function records(t: TestApp, token: string, query = '') {
  const r = await call(t.url, 'GET', `/api/savings/records${query}`, { token });
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body;
}
