import * as assert from 'uvu/assert';
import { call, startTestApp, type Endpoint, type TestApp } from './test-app.js';
import { newUser, registerAndLogin } from './users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import type { Database } from '../../server/db/schema.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { ReceivedAmount } from '../../server/domain/funds/deposits-service.js';
import type { OperatorContext } from '../../server/domain/operators/audit-log.js';
import { DomainError } from '../../server/domain/domain-error.js';

export const inviteCode = 'TESTCODE';

/** Who the tests act as when they call operator services directly (the CLI is not part of these tests). */
export const operator: OperatorContext = { actor: 'test-operator', reason: 'checked against the bank statement' };

/**
 * A server for the money tests: the invite code exists; sign-ins, and deposits from the one test address, are not
 * rate-limited in practice (a test of those limits sets its own).
 */
export async function startFundsApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const funds = { ...loadConfig({}).funds, depositsPerAddressPerMinute: 10_000, depositPendingPerAddress: 10_000, ...overrides.funds };
  const t = await startTestApp({ authRateLimitPerMinute: 1000, ...overrides, funds });
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
  return t;
}

export interface SignedIn {
  account: string;
  tradePassword: string;
  token: string;
  userId: string;
}

/** Registers `count` users at once, as many clients would. */
export async function signUp(t: TestApp, count: number): Promise<SignedIn[]> {
  const users = Array.from({ length: count }, () => newUser());
  return Promise.all(
    users.map(async (u) => {
      const { user, token } = await registerAndLogin(t.url, inviteCode, u);
      return { account: user.account, tradePassword: user.tradePassword, token, userId: await userIdOf(t, user.account) };
    }),
  );
}

export async function userIdOf(t: TestApp, account: string): Promise<string> {
  const row = await t.app.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

export function assertErrorShape(body: any, code: string) {
  assert.type(body?.error, 'object', `error body: ${JSON.stringify(body)}`);
  assert.is(body.error.code, code, `error body: ${JSON.stringify(body)}`);
  assert.type(body.error.message, 'string');
  assert.ok(body.error.message.length > 0, 'error message is not empty');
}

/** The balances of GET /api/me, as the user sees them. */
export async function balances(t: { url: Endpoint }, token: string): Promise<{ total: string; available: string; frozen: string; positions: string; savings: string }> {
  const me = await call(t.url, 'GET', '/api/me', { token });
  assert.is(me.status, 200, `GET /api/me: ${JSON.stringify(me.body)}`);
  return me.body.balances;
}

/** One stored account balance in minor units (`u:<id>:available`, `p:fees` …). */
export async function accountBalance(t: TestApp, accountId: string): Promise<number> {
  const row = await t.app.db.selectFrom('accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function countRows(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything a bad request must leave untouched: balances of every account and the row counts of the money tables. */
export async function moneySnapshot(t: TestApp) {
  const accounts = await t.app.db.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute();
  return {
    accounts: accounts.map((a) => `${a.id}=${Number(a.balance)}`),
    transfers: await countRows(t, 'transfers'),
    deposits: await countRows(t, 'deposits'),
    withdrawals: await countRows(t, 'withdrawals'),
    idempotencyKeys: await countRows(t, 'idempotency_keys'),
  };
}

/** A bank card's fields (without the transaction password, which is the user's own). */
export const validAccount = {
  type: 'bank_card',
  accountName: 'Chen Mei-Ling',
  nationality: 'TW',
  bankName: 'Bank of Taiwan',
  cardNumber: '6222 0212 3456 7890',
  bankAddress: '120 Chongqing South Road, Taipei',
};

/** A crypto address's fields (without the transaction password). */
export const validCryptoAccount = {
  type: 'crypto',
  accountName: 'Chen Mei-Ling',
  network: 'TRC20',
  currencyAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
};

/** Adds `user`'s first withdrawal account (a bank card): ready at once, no hold. Answers its id. */
export async function bindAccount(t: TestApp, user: { token: string; tradePassword: string }): Promise<string> {
  const res = await call(t.url, 'POST', '/api/withdrawal-accounts', { token: user.token, body: { ...validAccount, tradePassword: user.tradePassword } });
  assert.is(res.status, 201, `bind: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function deposit(t: { url: Endpoint }, token: string, amount: string, key?: string) {
  return call(t.url, 'POST', '/api/deposits', {
    token,
    body: { amount, method: 'bank_transfer' },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function withdraw(t: { url: Endpoint }, user: { token: string; tradePassword: string }, amount: string, key?: string, tradePassword = user.tradePassword) {
  return call(t.url, 'POST', '/api/withdrawals', {
    token: user.token,
    body: { amount, tradePassword },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** "12.34" → 1234, for the test's own arithmetic (independent of src/core/money.ts). */
export function cents(text: string): number {
  const m = /^(-?)(\d+)\.(\d\d)$/.exec(text);
  if (!m) throw new Error(`not a money string: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

/** 1234 → "12.34". */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The published fee rule, computed here on its own: 1 % rounded up to the cent, at least 1.00. */
export function expectedFee(amountMinor: number): number {
  return Math.max(Math.floor((amountMinor + 99) / 100), 100);
}

/** mulberry32: a tiny seeded generator, so a randomized run can be repeated exactly. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs an operator action that must be refused with `code`. */
export async function assertRefused(action: Promise<unknown>, code: string) {
  try {
    await action;
  } catch (error) {
    assert.instance(error, DomainError);
    assert.is((error as DomainError).code, code);
    return;
  }
  assert.unreachable(`expected the operator action to be refused with ${code}`);
}

/** The stored id of the withdrawal a user knows by its public number (the audit log and refs name the id). */
export async function withdrawalIdOf(t: TestApp, number: string): Promise<string> {
  const row = await t.app.db.selectFrom('withdrawals').select('id').where('number', '=', t.app.numbering.withdrawals.idOf(number)!).executeTakeFirstOrThrow();
  return row.id;
}

/** What an operator saw arrive (`deposits confirm --amount`), as a decimal string or minor units; `acceptDifference` off. */
export function received(amount: string | number): ReceivedAmount {
  return { amountMinor: typeof amount === 'number' ? amount : cents(amount), acceptDifference: false };
}

/** The stored id of the deposit a user knows by its public number. */
export async function depositIdOf(t: TestApp, number: string): Promise<string> {
  const row = await t.app.db.selectFrom('deposits').select('id').where('number', '=', t.app.numbering.deposits.idOf(number)!).executeTakeFirstOrThrow();
  return row.id;
}
