import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import {
  assertErrorShape,
  countRows,
  deposit,
  operator,
  signUp,
  startFundsApp,
  validAccount,
  validCryptoAccount,
  withdraw,
  type SignedIn,
} from '../helpers/funds.js';
import { unbindWithdrawalAccount } from '../../server/domain/funds/withdrawal-accounts-service.js';
import { withdrawalQueue } from '../../server/domain/operators/queues.js';
import { DomainError } from '../../server/domain/domain-error.js';
import type { UserNoticeKind } from '../../server/domain/users/user-notices.js';

const holdHours = 24;
const hourMs = 60 * 60 * 1000;

const binding = suite('the withdrawal account: bound by the user, either kind, changed behind a security hold');
let t: TestApp;
let users: SignedIn[];
/** Notices sent, as [userId, kind, details]. */
let heard: [string, UserNoticeKind, Record<string, string> | undefined][];
binding.before(async () => {
  // Demo mode: deposits are credited at once, so withdrawals can be tried.
  t = await startFundsApp({ demoMode: true });
  users = await signUp(t, 2);
  heard = [];
  t.app.notices.send = async (userId, kind, details) => void heard.push([userId, kind, details]);
});
binding.after(() => t.close());

async function put(user: { token: string; tradePassword: string }, body: Record<string, unknown>, tradePassword = user.tradePassword) {
  return call(t.url, 'PUT', '/api/withdrawal-account', { token: user.token, body: { ...body, tradePassword } });
}
const get = (user: SignedIn) => call(t.url, 'GET', '/api/withdrawal-account', { token: user.token });
const failures = async (user: SignedIn) =>
  t.app.db.selectFrom('users').select(['trade_password_failures', 'trade_locked_until']).where('id', '=', user.userId).executeTakeFirstOrThrow();

binding('before binding, GET is 404 not_bound', async () => {
  const res = await get(users[0]);
  assert.is(res.status, 404);
  assertErrorShape(res.body, 'not_bound');
});

binding("a bank card's blank field is 422 'required', each field named, and nothing is bound; a wallet address is not asked for", async () => {
  const u = users[1];
  const fields = ['accountName', 'nationality', 'bankName', 'cardNumber', 'bankAddress'] as const;
  for (const field of fields) {
    for (const blank of ['', '   ']) {
      const res = await put(u, { ...validAccount, [field]: blank });
      assert.is(res.status, 422, `${field} = ${JSON.stringify(blank)}`);
      assertErrorShape(res.body, 'validation_failed');
      assert.equal(res.body.error.fields, { [field]: 'required' }, `${field} = ${JSON.stringify(blank)}`);
    }
  }
  const allBlank = await put(u, { type: 'bank_card', ...Object.fromEntries(fields.map((f) => [f, ''])) });
  assert.is(allBlank.status, 422);
  assert.equal(allBlank.body.error.fields, Object.fromEntries(fields.map((f) => [f, 'required'])));
  const withAddress = await put(u, { ...validAccount, currencyAddress: validCryptoAccount.currencyAddress });
  assert.is(withAddress.status, 400, 'the wallet address belongs to the crypto kind');
  assert.equal(withAddress.body.error.fields, { currencyAddress: 'unknown_field' });
  assert.is((await get(u)).status, 404);
});

binding("a crypto account needs a name, a network and an address, and takes no bank field", async () => {
  const u = users[1];
  for (const field of ['accountName', 'network', 'currencyAddress'] as const) {
    const res = await put(u, { ...validCryptoAccount, [field]: ' ' });
    assert.is(res.status, 422, field);
    assert.equal(res.body.error.fields, { [field]: 'required' }, field);
  }
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ network: 'T' }, { network: 'network_invalid' }],
    [{ network: 'TRC 20' }, { network: 'network_invalid' }],
    [{ network: 'N'.repeat(21) }, { network: 'network_invalid' }],
    [{ currencyAddress: 'short' }, { currencyAddress: 'currency_address_invalid' }],
    [{ currencyAddress: 'TQn9Y2khEs LJW1ChVWFM' }, { currencyAddress: 'currency_address_invalid' }],
    [{ currencyAddress: 'T'.repeat(129) }, { currencyAddress: 'currency_address_invalid' }],
  ];
  for (const [change, fields] of cases) {
    const res = await put(u, { ...validCryptoAccount, ...change });
    assert.is(res.status, 422, JSON.stringify(change));
    assert.equal(res.body.error.fields, fields, JSON.stringify(change));
  }
  const withBank = await put(u, { ...validCryptoAccount, bankName: 'Bank of Taiwan' });
  assert.is(withBank.status, 400);
  assert.equal(withBank.body.error.fields, { bankName: 'unknown_field' });
  const missing = await put(u, { type: 'crypto', accountName: 'Chen Mei' });
  assert.is(missing.status, 400);
  assert.equal(missing.body.error.fields, { network: 'required', currencyAddress: 'required' });
  assert.is((await get(u)).status, 404);
});

binding('each invalid bank field gets its own code; shapes that are not a body are 400', async () => {
  const u = users[1];
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ cardNumber: '6222 0212 3456 abcd' }, { cardNumber: 'card_number_invalid' }],
    [{ cardNumber: '1234567' }, { cardNumber: 'card_number_invalid' }],
    [{ cardNumber: '1'.repeat(31) }, { cardNumber: 'card_number_invalid' }],
    [{ nationality: 'tw' }, { nationality: 'nationality_invalid' }],
    [{ nationality: 'Taiwan' }, { nationality: 'nationality_invalid' }],
    [{ accountName: 'A'.repeat(61) }, { accountName: 'too_long' }],
    [{ bankName: 'B'.repeat(81) }, { bankName: 'too_long' }],
    [{ bankAddress: 'C'.repeat(161) }, { bankAddress: 'too_long' }],
  ];
  for (const [change, fields] of cases) {
    const res = await put(u, { ...validAccount, ...change });
    assert.is(res.status, 422, JSON.stringify(change));
    assertErrorShape(res.body, 'validation_failed');
    assert.equal(res.body.error.fields, fields, JSON.stringify(change));
  }
  const shapes: [unknown, Record<string, string>][] = [
    [{ ...validAccount, type: 'paypal', tradePassword: u.tradePassword }, { type: 'invalid' }],
    [{ ...validAccount, cardNumber: 6222021234567890, tradePassword: u.tradePassword }, { cardNumber: 'invalid' }],
    [{ ...validAccount, iban: 'DE00', tradePassword: u.tradePassword }, { iban: 'unknown_field' }],
    [validAccount, { tradePassword: 'required' }],
  ];
  for (const [body, fields] of shapes) {
    const res = await call(t.url, 'PUT', '/api/withdrawal-account', { token: u.token, body });
    assert.is(res.status, 400, JSON.stringify(body));
    assertErrorShape(res.body, 'invalid_body');
    assert.equal(res.body.error.fields, fields);
  }
  assert.is((await get(u)).status, 404, 'nothing was bound');
});

binding('the first binding answers 201 with no hold, the card number masked to its last 4 digits; GET shows the same', async () => {
  const [u] = users;
  const res = await put(u, { ...validAccount, accountName: '  Chen Mei-Ling  ' });
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.is(res.body.cardNumber, '************7890');
  assert.is(res.body.accountName, 'Chen Mei-Ling');
  assert.is(res.body.type, 'bank_card');
  assert.is(res.body.nationality, 'TW');
  assert.is(res.body.bankName, validAccount.bankName);
  assert.is(res.body.bankAddress, validAccount.bankAddress);
  assert.is(res.body.holdUntil, null, 'a first binding is ready at once');
  assert.not.ok('currencyAddress' in res.body, 'a bank card has no wallet address');
  assert.equal((await get(u)).body, res.body);
  const row = await t.app.db.selectFrom('withdrawal_accounts').selectAll().where('user_id', '=', u.userId).executeTakeFirstOrThrow();
  assert.is(row.card_number, '6222021234567890', 'stored as digits only, for the operator who pays out');
  assert.is(row.currency_address, null);
  assert.equal(heard, [], 'no notice for a first binding');
  assert.is((await deposit(t, u.token, '500.00')).status, 201);
  assert.is((await withdraw(t, u, '10.00')).status, 201, 'withdrawals go at once');
});

binding('a change with a wrong transaction password is refused and counts toward the withdrawal lock; the account stays', async () => {
  const [u] = users;
  const before = (await get(u)).body;
  for (const left of [4, 3]) {
    const res = await put(u, validCryptoAccount, '000000');
    assert.is(res.status, 422);
    assertErrorShape(res.body, 'trade_password_wrong');
    assert.is(res.body.error.attemptsLeft, left);
  }
  const wrongWithdrawal = await withdraw(t, u, '10.00', undefined, '000000');
  assert.is(wrongWithdrawal.body.error.attemptsLeft, 2, 'one counter for changing the account and withdrawing');
  assert.equal((await get(u)).body, before);
  assert.equal(heard, []);
});

binding('a change with the right password: 201, a security hold of 24 h, a notice; withdrawals before its end are 422 withdrawal_hold with holdUntil', async () => {
  const [u] = users;
  const started = Date.now();
  const res = await put(u, validCryptoAccount);
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.equal(Object.keys(res.body).sort(), ['accountName', 'createdAt', 'currencyAddress', 'holdUntil', 'network', 'type', 'updatedAt']);
  assert.is(res.body.type, 'crypto');
  assert.is(res.body.network, 'TRC20');
  assert.is(res.body.currencyAddress, validCryptoAccount.currencyAddress);
  const holdUntil = Date.parse(res.body.holdUntil);
  assert.ok(holdUntil >= started + holdHours * hourMs && holdUntil <= Date.now() + holdHours * hourMs, res.body.holdUntil);
  assert.equal((await get(u)).body, res.body);
  assert.equal(await failures(u), { trade_password_failures: 0, trade_locked_until: null }, 'the right password cleared the count');
  assert.equal(heard, [[u.userId, 'withdrawal_account_changed', { holdUntil: res.body.holdUntil }]]);

  const refused = await withdraw(t, u, '10.00');
  assert.is(refused.status, 422);
  assertErrorShape(refused.body, 'withdrawal_hold');
  assert.is(refused.body.error.holdUntil, res.body.holdUntil);
  assert.is((await withdraw(t, u, '10.00', undefined, '000000')).status, 422, 'refused before the password is tried');
  assert.equal(await failures(u), { trade_password_failures: 0, trade_locked_until: null }, 'a refused withdrawal costs no attempt');

  // The hold ends.
  await t.app.db.updateTable('withdrawal_accounts').set({ hold_until: Date.now() - 1 }).where('user_id', '=', u.userId).execute();
  assert.is((await get(u)).body.holdUntil, null, 'an ended hold is null');
  const after = await withdraw(t, u, '10.00');
  assert.is(after.status, 201, JSON.stringify(after.body));
});

binding('sending the same account again changes nothing: no new hold, no notice', async () => {
  const [u] = users;
  heard.length = 0;
  const before = (await get(u)).body;
  const again = await put(u, { ...validCryptoAccount, network: 'trc20' });
  assert.is(again.status, 201);
  assert.equal(again.body, before);
  assert.equal(heard, []);
});

binding('a withdrawal under review is paid to the account it was requested for, whatever the change after it', async () => {
  const [u] = users;
  const queueBefore = await withdrawalQueue(t.app.conn, t.app.numbering.withdrawals, 'reviewing', 50);
  assert.ok(queueBefore.length > 0);
  const res = await put(u, { ...validAccount, bankName: 'Another Bank', cardNumber: '4000 0000 0000 0002' });
  assert.is(res.status, 201);
  assert.type(res.body.holdUntil, 'string');
  const queue = await withdrawalQueue(t.app.conn, t.app.numbering.withdrawals, 'reviewing', 50);
  const details = queue.filter((row) => row.account === u.account).map((row) => row.detail);
  assert.equal(details, [`TRC20 ${validCryptoAccount.currencyAddress} (Chen Mei-Ling)`, 'Bank of Taiwan 6222021234567890 (Chen Mei-Ling)']);
});

binding('an operator unbind removes the account (GET 404 again) and is written to the audit log; binding again is a first binding', async () => {
  const [u] = users;
  const reason = 'customer lost the card; identity checked by phone';
  await unbindWithdrawalAccount(t.app.conn, u.userId, { actor: operator.actor, reason }, Date.now());
  const after = await get(u);
  assert.is(after.status, 404);
  assertErrorShape(after.body, 'not_bound');

  const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'withdrawal_account.unbind').execute();
  assert.is(log.length, 1);
  assert.is(log[0].actor, 'test-operator');
  assert.is(log[0].target, `user:${u.userId}`);
  assert.is(log[0].reason, reason);
  assert.equal(JSON.parse(log[0].details), { type: 'bank_card', bankName: 'Another Bank', cardLast4: '0002' });

  try {
    await unbindWithdrawalAccount(t.app.conn, u.userId, operator, Date.now());
    assert.unreachable('unbinding twice must be refused');
  } catch (error) {
    assert.instance(error, DomainError);
    assert.is((error as DomainError).code, 'not_bound');
  }
  const rebound = await put(u, { ...validAccount, cardNumber: '4000 0000 0000 0003' });
  assert.is(rebound.status, 201, 'the user can bind a new account afterwards');
  assert.is(rebound.body.cardNumber, '************0003');
  assert.is(rebound.body.holdUntil, null, 'after an operator unbind, binding is a first binding');
});

binding('five wrong passwords lock it (423 locked) like withdrawals', async () => {
  const [, u] = users;
  for (let i = 0; i < 4; i++) assert.is((await put(u, validAccount, '000000')).status, 422);
  const fifth = await put(u, validAccount, '000000');
  assert.is(fifth.status, 423);
  assertErrorShape(fifth.body, 'locked');
  assert.is((await put(u, validAccount)).status, 423, 'even the right one, while locked');
  assert.is((await get(u)).status, 404);
});

binding('twenty concurrent binds: all 201; one binds, the others are changes of it, and one account is left', async () => {
  const [fresh] = await signUp(t, 1);
  const rows = await countRows(t, 'withdrawal_accounts');
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => put(fresh, { ...validAccount, cardNumber: `62220212345678${String(i).padStart(2, '0')}` })),
  );
  assert.equal(responses.map((r) => r.status), Array(20).fill(201), JSON.stringify(responses.find((r) => r.status !== 201)?.body));
  assert.is(responses.filter((r) => r.body.holdUntil === null).length, 1, 'one first binding');
  assert.is(await countRows(t, 'withdrawal_accounts'), rows + 1);
});

binding.run();

const limits = suite('binding or changing the withdrawal account is rate-limited like every password check');
let r: TestApp;
limits.before(async () => {
  r = await startFundsApp({ authRateLimitPerMinute: 3 });
});
limits.after(() => r.close());

limits('the 4th try in a minute is 429 with Retry-After', async () => {
  const [u] = await signUp(r, 1);
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(r.url, 'PUT', '/api/withdrawal-account', { token: u.token, body: { ...validAccount, tradePassword: u.tradePassword } });
    statuses.push(res.status);
  }
  assert.equal(statuses, [201, 201, 201, 429]);
});

limits.run();
