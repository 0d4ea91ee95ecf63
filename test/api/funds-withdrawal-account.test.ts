import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import {
  assertErrorShape,
  countRows,
  deposit,
  operator,
  signUp,
  startFundsApp,
  validAccount,
  validCryptoAccount,
  withdrawalIdOf,
  type SignedIn,
} from '../helpers/funds.js';
import { unbindWithdrawalAccounts } from '../../server/domain/funds/withdrawal-accounts-service.js';
import { approveWithdrawal, failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { withdrawalQueue } from '../../server/domain/operators/queues.js';
import { DomainError } from '../../server/domain/domain-error.js';
import type { UserNoticeKind } from '../../server/domain/users/user-notices.js';

const holdHours = 24;
const hourMs = 60 * 60 * 1000;

const accounts = suite(`withdrawal accounts: several per user, each new one behind a security hold (${testDb})`);
let t: TestApp;
let users: SignedIn[];
/** Notices sent, as [userId, kind, details]. */
let heard: [string, UserNoticeKind, Record<string, string> | undefined][];
accounts.before(async () => {
  // Demo mode: deposits are credited at once, so withdrawals can be tried.
  t = await startFundsApp({ demoMode: true });
  users = await signUp(t, 4);
  heard = [];
  t.app.notices.send = async (userId, kind, details) => void heard.push([userId, kind, details]);
  for (const u of users) assert.is((await deposit(t, u.token, '5000.00')).status, 201);
});
accounts.after(() => t.close());

const add = (user: SignedIn, body: Record<string, unknown>, tradePassword = user.tradePassword) =>
  call(t.url, 'POST', '/api/withdrawal-accounts', { token: user.token, body: { ...body, tradePassword } });
const list = async (user: SignedIn) => {
  const res = await call(t.url, 'GET', '/api/withdrawal-accounts', { token: user.token });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.items as Record<string, any>[];
};
const rename = (user: SignedIn, id: string, label: unknown) => call(t.url, 'PUT', `/api/withdrawal-accounts/${id}/label`, { token: user.token, body: { label } });
const remove = (user: SignedIn, id: string) => call(t.url, 'POST', `/api/withdrawal-accounts/${id}/remove`, { token: user.token });
const withdrawTo = (user: SignedIn, accountId: string | undefined, amount = '10.00', tradePassword = user.tradePassword) =>
  call(t.url, 'POST', '/api/withdrawals', { token: user.token, body: { amount, accountId, tradePassword } });
const failures = async (user: SignedIn) =>
  t.app.db.selectFrom('users').select(['trade_password_failures', 'trade_locked_until']).where('id', '=', user.userId).executeTakeFirstOrThrow();
const endHolds = (user: SignedIn) => t.app.db.updateTable('withdrawal_accounts').set({ hold_until: Date.now() - 1 }).where('user_id', '=', user.userId).execute();
/** A bank card of its own: the same fields but the number. */
const card = (n: number, label?: string) => ({ ...validAccount, cardNumber: `62220212345678${String(n).padStart(2, '0')}`, ...(label ? { label } : {}) });

accounts('with none added, the list is empty and a withdrawal is 404 not_bound', async () => {
  assert.equal(await list(users[0]), []);
  const res = await withdrawTo(users[0], undefined);
  assert.is(res.status, 404);
  assertErrorShape(res.body, 'not_bound');
});

accounts("a bank card's blank field is 422 'required', each field named, and nothing is added; a wallet address is not asked for", async () => {
  const u = users[1];
  const fields = ['accountName', 'nationality', 'bankName', 'cardNumber', 'bankAddress'] as const;
  for (const field of fields) {
    for (const blank of ['', '   ']) {
      const res = await add(u, { ...validAccount, [field]: blank });
      assert.is(res.status, 422, `${field} = ${JSON.stringify(blank)}`);
      assertErrorShape(res.body, 'validation_failed');
      assert.equal(res.body.error.fields, { [field]: 'required' }, `${field} = ${JSON.stringify(blank)}`);
    }
  }
  const withAddress = await add(u, { ...validAccount, currencyAddress: validCryptoAccount.currencyAddress });
  assert.is(withAddress.status, 400, 'the wallet address belongs to the crypto kind');
  assert.equal(withAddress.body.error.fields, { currencyAddress: 'unknown_field' });
  assert.equal(await list(u), []);
});

accounts('a crypto account needs a name, a network and an address, and takes no bank field', async () => {
  const u = users[1];
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ accountName: ' ' }, { accountName: 'required' }],
    [{ network: 'T' }, { network: 'network_invalid' }],
    [{ network: 'TRC 20' }, { network: 'network_invalid' }],
    [{ currencyAddress: 'short' }, { currencyAddress: 'currency_address_invalid' }],
    [{ currencyAddress: 'T'.repeat(129) }, { currencyAddress: 'currency_address_invalid' }],
    [{ accountName: 'Chen 4111111111111111' }, { accountName: 'name_has_digits' }],
  ];
  for (const [change, fields] of cases) {
    const res = await add(u, { ...validCryptoAccount, ...change });
    assert.is(res.status, 422, JSON.stringify(change));
    assert.equal(res.body.error.fields, fields, JSON.stringify(change));
  }
  const withBank = await add(u, { ...validCryptoAccount, bankName: 'Bank of Taiwan' });
  assert.is(withBank.status, 400);
  assert.equal(withBank.body.error.fields, { bankName: 'unknown_field' });
  assert.equal(await list(u), []);
});

accounts('each invalid field gets its own code, the label too (1–30 visible characters); shapes that are not a body are 400', async () => {
  const u = users[1];
  const cases: [Record<string, unknown>, Record<string, string>][] = [
    [{ cardNumber: '6222 0212 3456 abcd' }, { cardNumber: 'card_number_invalid' }],
    [{ cardNumber: '1234567' }, { cardNumber: 'card_number_invalid' }],
    [{ nationality: 'tw' }, { nationality: 'nationality_invalid' }],
    [{ accountName: 'A'.repeat(61) }, { accountName: 'too_long' }],
    // A number in a name reads as a second card number to the operator who pays (digits of any script).
    [{ accountName: 'Chen Mei 4111 1111 1111 1111' }, { accountName: 'name_has_digits' }],
    [{ accountName: '\u0645\u062d\u0645\u062f \u0664' }, { accountName: 'name_has_digits' }],
    [{ bankName: 'Bank 6011000000000004' }, { bankName: 'name_has_digits' }],
    [{ bankName: '\u0628\u0646\u0643 \uff16\uff10\uff11\uff11' }, { bankName: 'name_has_digits' }],
    [{ bankAddress: 'C'.repeat(161) }, { bankAddress: 'too_long' }],
    [{ label: '' }, { label: 'required' }],
    [{ label: '   ' }, { label: 'required' }],
    [{ label: 'L'.repeat(31) }, { label: 'too_long' }],
    [{ label: 'Salary\u202e' }, { label: 'invalid_characters' }],
    [{ label: 'Sal\u200bary' }, { label: 'invalid_characters' }],
  ];
  for (const [change, fields] of cases) {
    const res = await add(u, { ...validAccount, ...change });
    assert.is(res.status, 422, JSON.stringify(change));
    assertErrorShape(res.body, 'validation_failed');
    assert.equal(res.body.error.fields, fields, JSON.stringify(change));
  }
  const shapes: [unknown, Record<string, string>][] = [
    [{ ...validAccount, type: 'paypal', tradePassword: u.tradePassword }, { type: 'invalid' }],
    [{ ...validAccount, label: 7, tradePassword: u.tradePassword }, { label: 'invalid' }],
    [{ ...validAccount, iban: 'DE00', tradePassword: u.tradePassword }, { iban: 'unknown_field' }],
    [validAccount, { tradePassword: 'required' }],
  ];
  for (const [body, fields] of shapes) {
    const res = await call(t.url, 'POST', '/api/withdrawal-accounts', { token: u.token, body });
    assert.is(res.status, 400, JSON.stringify(body));
    assertErrorShape(res.body, 'invalid_body');
    assert.equal(res.body.error.fields, fields);
  }
  assert.equal(await list(u), [], 'nothing was added');
});

accounts('the first account answers 201 with no hold, the card number masked, the label kept; a withdrawal may leave its id out', async () => {
  const [u] = users;
  const res = await add(u, { ...validAccount, accountName: '  Chen Mei-Ling  ', label: ' Salary card ' });
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.equal(Object.keys(res.body).sort(), ['accountName', 'bankAddress', 'bankName', 'cardNumber', 'createdAt', 'holdUntil', 'id', 'label', 'lastUsedAt', 'nationality', 'type', 'updatedAt']);
  assert.match(res.body.id, /^[0-9a-f]{32}$/);
  assert.is(res.body.cardNumber, '************7890');
  assert.is(res.body.accountName, 'Chen Mei-Ling');
  assert.is(res.body.label, 'Salary card');
  assert.is(res.body.holdUntil, null, 'a first account is ready at once');
  assert.is(res.body.lastUsedAt, null);
  assert.equal(await list(u), [res.body]);
  const row = await t.app.db.selectFrom('withdrawal_accounts').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
  assert.is(row.card_number, '6222021234567890', 'stored as digits only, for the operator who pays out');
  assert.equal(heard, [], 'no notice for a first account');
  const paid = await withdrawTo(u, undefined);
  assert.is(paid.status, 201, 'with one account, the id may be left out (as before several could be kept)');
  assert.type((await list(u))[0].lastUsedAt, 'string');
});

accounts('a wrong transaction password is refused and counts toward the withdrawal lock; nothing is added', async () => {
  const [u] = users;
  const before = await list(u);
  for (const left of [4, 3]) {
    const res = await add(u, validCryptoAccount, '000000');
    assert.is(res.status, 422);
    assertErrorShape(res.body, 'trade_password_wrong');
    assert.is(res.body.error.attemptsLeft, left);
  }
  const wrongWithdrawal = await withdrawTo(u, undefined, '10.00', '000000');
  assert.is(wrongWithdrawal.body.error.attemptsLeft, 2, 'one counter for adding accounts and withdrawing');
  assert.equal(await list(u), before);
  assert.equal(heard, []);
});

accounts('a second account: 201 with its own 24 h hold and a notice naming it; withdrawals to it wait, to the first they go on', async () => {
  const [u] = users;
  const [first] = await list(u);
  const started = Date.now();
  const res = await add(u, validCryptoAccount);
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.is(res.body.type, 'crypto');
  assert.is(res.body.label, null);
  const holdUntil = Date.parse(res.body.holdUntil);
  assert.ok(holdUntil >= started + holdHours * hourMs && holdUntil <= Date.now() + holdHours * hourMs, res.body.holdUntil);
  assert.equal(await failures(u), { trade_password_failures: 0, trade_locked_until: null }, 'the right password cleared the count');
  assert.equal(heard, [[u.userId, 'withdrawal_account_added', { holdUntil: res.body.holdUntil, account: 'TRC20 ****bLSE' }]]);
  assert.is((await list(u)).find((a) => a.id === first.id)?.holdUntil, null, 'the first account is not held');

  const refused = await withdrawTo(u, res.body.id);
  assert.is(refused.status, 422);
  assertErrorShape(refused.body, 'withdrawal_hold');
  assert.is(refused.body.error.holdUntil, res.body.holdUntil);
  assert.is((await withdrawTo(u, res.body.id, '10.00', '000000')).status, 422, 'refused before the password is tried');
  assert.equal(await failures(u), { trade_password_failures: 0, trade_locked_until: null }, 'a held withdrawal costs no attempt');
  assert.is((await withdrawTo(u, first.id)).status, 201, 'the first account still takes withdrawals');

  const unnamed = await withdrawTo(u, undefined);
  assert.is(unnamed.status, 422, 'with two accounts, which one must be said');
  assert.equal(unnamed.body.error.fields, { accountId: 'required' });

  await endHolds(u);
  assert.is((await list(u)).find((a) => a.id === res.body.id)?.holdUntil, null, 'an ended hold is null');
  const after = await withdrawTo(u, res.body.id);
  assert.is(after.status, 201, JSON.stringify(after.body));
});

accounts('the list has the last used first, then the others in the order added', async () => {
  const [u] = users;
  const [crypto, bank] = await list(u);
  assert.equal([crypto.type, bank.type], ['crypto', 'bank_card'], 'the crypto wallet was used last');
  assert.is((await withdrawTo(u, bank.id)).status, 201);
  assert.equal((await list(u)).map((a) => a.type), ['bank_card', 'crypto']);
  const third = await add(u, card(3));
  assert.is(third.status, 201);
  assert.equal((await list(u)).map((a) => a.id), [bank.id, crypto.id, third.body.id], 'one never used comes after those used');
});

accounts("sending a live account's fields again adds nothing: 200 with that account, no new hold, no notice", async () => {
  const [u] = users;
  heard.length = 0;
  const before = await list(u);
  const again = await add(u, { ...validCryptoAccount, network: 'trc20', label: 'Another name' });
  assert.is(again.status, 200);
  assert.equal(again.body, before.find((a) => a.type === 'crypto'));
  assert.equal(await list(u), before);
  assert.equal(heard, []);
});

accounts('at most five: the sixth is 422 withdrawal_accounts_full with max; removing one frees its place, and the next is held again', async () => {
  const [u] = users;
  for (const n of [4, 5]) assert.is((await add(u, card(n))).status, 201);
  assert.is((await list(u)).length, 5);
  const sixth = await add(u, card(6));
  assert.is(sixth.status, 422);
  assertErrorShape(sixth.body, 'withdrawal_accounts_full');
  assert.is(sixth.body.error.max, 5);
  assert.is((await list(u)).length, 5);

  const last = (await list(u)).at(-1)!;
  assert.is((await remove(u, last.id)).status, 204);
  assert.not.ok((await list(u)).some((a) => a.id === last.id), 'gone from the list');
  const replaced = await add(u, card(6));
  assert.is(replaced.status, 201);
  assert.type(replaced.body.holdUntil, 'string');
});

accounts('renaming: 200 with the new label, trimmed; a bad label is 422; an id that is unknown or removed is 404', async () => {
  const [u] = users;
  const [one] = await list(u);
  const res = await rename(u, one.id, '  Payday  ');
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.body.label, 'Payday');
  assert.is(res.body.holdUntil, one.holdUntil, 'a new name starts no hold');
  assert.is((await list(u))[0].label, 'Payday');
  assert.equal((await rename(u, one.id, 'x\u2066y')).body.error.fields, { label: 'invalid_characters' });
  assert.is((await rename(u, one.id, 12)).status, 400);
  assert.is((await rename(u, '0'.repeat(32), 'Payday')).status, 404);
  const removed = (await list(u)).at(-1)!;
  assert.is((await remove(u, removed.id)).status, 204);
  const gone = await rename(u, removed.id, 'Payday');
  assert.is(gone.status, 404);
  assertErrorShape(gone.body, 'not_found');
  assert.is((await remove(u, removed.id)).status, 404, 'removing twice finds nothing');
  const refused = await withdrawTo(u, removed.id);
  assert.is(refused.status, 422);
  assert.equal(refused.body.error.fields, { accountId: 'account_unknown' });
});

accounts('removing an account a withdrawal under review goes to is 422 withdrawal_account_in_use; once decided it goes', async () => {
  const [, , u] = users;
  const first = await add(u, card(1));
  const reviewing = await withdrawTo(u, first.body.id);
  assert.is(reviewing.status, 201);
  const refused = await remove(u, first.body.id);
  assert.is(refused.status, 422);
  assertErrorShape(refused.body, 'withdrawal_account_in_use');
  assert.equal((await list(u)).map((a) => a.id), [first.body.id], 'still there');
  await failWithdrawal(t.app.conn, t.app.numbering.withdrawals, reviewing.body.id, operator, Date.now(), t.app.notices);
  assert.is((await remove(u, first.body.id)).status, 204);
  assert.equal(await list(u), []);
  const none = await withdrawTo(u, undefined);
  assert.is(none.status, 404, 'no account left');
  assertErrorShape(none.body, 'not_bound');
});

accounts('removing every account does not make the next one a first: it is held, and the user told', async () => {
  const [, , u] = users;
  heard.length = 0;
  const next = await add(u, card(2));
  assert.is(next.status, 201);
  assert.type(next.body.holdUntil, 'string', 'the removed account is remembered');
  assert.equal(heard.map(([, kind]) => kind), ['withdrawal_account_added']);
});

accounts("another user's account id is refused everywhere and left as it was", async () => {
  const [owner, , , stranger] = users;
  const before = await list(owner);
  const target = before[0].id;
  assert.is((await rename(stranger, target, 'Mine now')).status, 404);
  assert.is((await remove(stranger, target)).status, 404);
  const withdrawal = await withdrawTo(stranger, target);
  assert.is(withdrawal.status, 422);
  assert.equal(withdrawal.body.error.fields, { accountId: 'account_unknown' });
  assert.equal(await list(owner), before);
  assert.equal(await list(stranger), []);
});

accounts('the withdrawal queue names the account each withdrawal goes to, label first, as it was when requested', async () => {
  const [, , , u] = users;
  const salary = await add(u, { ...validAccount, label: 'Salary' });
  const wallet = await add(u, { ...validCryptoAccount, label: 'My "cold" wallet' });
  await endHolds(u);
  const toSalary = await withdrawTo(u, salary.body.id, '11.00');
  const toWallet = await withdrawTo(u, wallet.body.id, '12.00');
  assert.is(toSalary.status, 201);
  assert.is(toWallet.status, 201);
  assert.is((await rename(u, salary.body.id, 'Renamed after')).status, 200);
  const queue = await withdrawalQueue(t.app.conn, t.app.numbering.withdrawals, 'reviewing', 50);
  const details = Object.fromEntries(queue.filter((row) => row.account === u.account).map((row) => [row.number, row.detail]));
  assert.equal(details, {
    [toSalary.body.id]: 'label: "Salary" · bank: "Bank of Taiwan" · card: "6222021234567890" · name: "Chen Mei-Ling"',
    [toWallet.body.id]: `label: "My \\"cold\\" wallet" · network: "TRC20" · address: "${validCryptoAccount.currencyAddress}" · name: "Chen Mei-Ling"`,
  });
  const stored = await t.app.db.selectFrom('withdrawals').select('account_id').where('id', '=', await withdrawalIdOf(t, toWallet.body.id)).executeTakeFirstOrThrow();
  assert.is(stored.account_id, wallet.body.id);
  for (const w of [toSalary, toWallet]) await approveWithdrawal(t.app.conn, t.app.numbering.withdrawals, w.body.id, operator, Date.now(), t.app.notices);
});

accounts('an operator unbind removes every account, removed ones too, and is audit-logged; the next one is a first again', async () => {
  const [, , , u] = users;
  const [wallet, salary] = await list(u);
  assert.is((await remove(u, salary.id)).status, 204);
  const reason = 'account taken over; identity checked by phone';
  await unbindWithdrawalAccounts(t.app.conn, u.userId, { actor: operator.actor, reason }, Date.now());
  assert.equal(await list(u), []);
  assert.is(await t.app.db.selectFrom('withdrawal_accounts').select('id').where('user_id', '=', u.userId).execute().then((rows) => rows.length), 0);
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'withdrawal_account.unbind').execute();
  assert.is(log.length, 1);
  assert.is(log[0].target, `user:${u.userId}`);
  assert.is(log[0].reason, reason);
  assert.equal(JSON.parse(log[0].details), { accounts: [{ id: wallet.id, type: 'crypto', network: 'TRC20', addressLast4: 'bLSE' }] }, 'the live ones');
  try {
    await unbindWithdrawalAccounts(t.app.conn, u.userId, operator, Date.now());
    assert.unreachable('unbinding with none must be refused');
  } catch (error) {
    assert.instance(error, DomainError);
    assert.is((error as DomainError).code, 'not_bound');
  }
  const again = await add(u, card(9));
  assert.is(again.status, 201);
  assert.is(again.body.holdUntil, null, 'after an operator unbind, the next account is a first');
});

accounts('five wrong passwords lock adding (423 locked) like withdrawals', async () => {
  const [, u] = users;
  for (let i = 0; i < 4; i++) assert.is((await add(u, validAccount, '000000')).status, 422);
  const fifth = await add(u, validAccount, '000000');
  assert.is(fifth.status, 423);
  assertErrorShape(fifth.body, 'locked');
  assert.is((await add(u, validAccount)).status, 423, 'even the right one, while locked');
  assert.equal(await list(u), []);
});

accounts('twenty different accounts added at once: five are added, one of them a first without a hold, fifteen are full', async () => {
  const [fresh] = await signUp(t, 1);
  const rows = await countRows(t, 'withdrawal_accounts');
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => add(fresh, card(20 + i))));
  const statuses = responses.map((r) => r.status).sort();
  assert.equal(statuses, [...Array(5).fill(201), ...Array(15).fill(422)], JSON.stringify(responses.find((r) => r.status >= 500)?.body));
  assert.ok(responses.filter((r) => r.status === 422).every((r) => r.body.error.code === 'withdrawal_accounts_full'));
  assert.is(responses.filter((r) => r.status === 201 && r.body.holdUntil === null).length, 1, 'one first account');
  assert.is(await countRows(t, 'withdrawal_accounts'), rows + 5);
  const slots = await t.app.db.selectFrom('withdrawal_accounts').select('slot').where('user_id', '=', (await t.app.db.selectFrom('users').select('id').where('account', '=', fresh.account).executeTakeFirstOrThrow()).id).execute();
  assert.equal(slots.map((s) => s.slot).sort(), [1, 2, 3, 4, 5]);
});

accounts('a removal and a withdrawal to the same account at once: never a removed account with a withdrawal under review', async () => {
  const [fresh] = await signUp(t, 1);
  assert.is((await deposit(t, fresh.token, '1000.00')).status, 201);
  // The removal starts 0 to 15 ms after the withdrawal, a spread that meets it before, during and after its transaction.
  for (let round = 0; round < 16; round++) {
    const added = await add(fresh, card(40 + round));
    await endHolds(fresh);
    const later = new Promise((resolve) => setTimeout(resolve, round)).then(() => remove(fresh, added.body.id));
    const [withdrawn, removed] = await Promise.all([withdrawTo(fresh, added.body.id), later]);
    const outcome = `${withdrawn.status}/${removed.status}`;
    // Either the withdrawal came first (the removal is refused) or the removal did (the withdrawal finds no account).
    assert.ok(outcome === '201/422' || outcome === '422/204', `${outcome}: ${JSON.stringify([withdrawn.body, removed.body])}`);
    if (withdrawn.status === 201) await failWithdrawal(t.app.conn, t.app.numbering.withdrawals, withdrawn.body.id, operator, Date.now(), t.app.notices);
    if (removed.status === 422) assert.is((await remove(fresh, added.body.id)).status, 204);
  }
});

accounts.run();

const limits = suite('adding a withdrawal account is rate-limited like every password check');
let r: TestApp;
limits.before(async () => {
  r = await startFundsApp({ authRateLimitPerMinute: 3 });
});
limits.after(() => r.close());

limits('the 4th try in a minute is 429 with Retry-After', async () => {
  const [u] = await signUp(r, 1);
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(r.url, 'POST', '/api/withdrawal-accounts', { token: u.token, body: { ...validAccount, tradePassword: u.tradePassword } });
    statuses.push(res.status);
  }
  assert.equal(statuses, [201, 200, 200, 429]);
});

limits.run();
