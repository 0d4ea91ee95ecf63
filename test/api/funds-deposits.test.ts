import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import {
  assertErrorShape,
  balances,
  countRows,
  deposit,
  moneySnapshot,
  operator,
  signUp,
  startFundsApp,
  type SignedIn,
  assertRefused, depositIdOf, received } from '../helpers/funds.js';
import { confirmDeposit, rejectDeposit } from '../../server/domain/funds/deposits-service.js';
import { loadConfig } from '../../server/config.js';


const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function transfersWithRef(t: TestApp, ref: string): Promise<number> {
  const row = await t.app.db.selectFrom('transfers').select((eb) => eb.fn.countAll<string>().as('n')).where('ref', '=', ref).executeTakeFirstOrThrow();
  return Number(row.n);
}


// ---------------------------------------------------------------------------------------------------------
const demo = suite('deposits in demo mode');
let d: TestApp;
let demoUsers: SignedIn[];
demo.before(async () => {
  d = await startFundsApp({ demoMode: true });
  demoUsers = await signUp(d, 3);
});
demo.after(() => d.close());

demo('a demo-mode deposit is confirmed at once and raises the available balance', async () => {
  const [u] = demoUsers;
  const first = await call(d.url, 'POST', '/api/deposits', { token: u.token, body: { amount: '250.00', method: 'usdt_trc20', reference: ' 0xabc123 ' } });
  assert.is(first.status, 201);
  assert.match(first.body.id, /^[0-9]{13}$/, 'named by its public number, like an order');
  assert.is(first.body.amount, '250.00');
  assert.is(first.body.method, 'usdt_trc20');
  assert.is(first.body.status, 'confirmed');
  assert.match(first.body.reference, /^[0-9A-HJKMNP-TV-Z]{8}$/, 'the reference to quote is the server\'s: 8 of Crockford\'s base32');
  assert.is(first.body.note, '0xabc123', 'what the user sent is their note, trimmed');
  assert.match(first.body.createdAt, isoTime);
  assert.equal(await balances(d, u.token), { total: '250.00', available: '250.00', frozen: '0.00', positions: '0.00', savings: '0.00' });

  const second = await deposit(d, u.token, '100.5');
  assert.is(second.status, 201);
  assert.is(second.body.amount, '100.50', 'amounts come back with exactly two decimals');
  assert.is((await balances(d, u.token)).available, '350.50');

  // The capital record: each deposit signed (+) from the user's side, with the balance right after it.
  const ledger = await call(d.url, 'GET', '/api/ledger', { token: u.token });
  assert.is(ledger.status, 200);
  assert.is(ledger.body.nextCursor, null);
  assert.equal(
    ledger.body.items.map((i: any) => [i.code, i.amount, i.balanceAfter, i.ref]),
    [
      ['deposit', '100.50', '350.50', `deposit:${second.body.id}`],
      ['deposit', '250.00', '250.00', `deposit:${first.body.id}`],
    ],
  );
  for (const item of ledger.body.items) {
    assert.match(item.id, /^[1-9][0-9]*$/);
    assert.match(item.createdAt, isoTime);
  }
});

demo('the deposit boundaries 10.00 and 1000000.00 are accepted', async () => {
  const [, u] = demoUsers;
  assert.is((await deposit(d, u.token, '10.00')).status, 201);
  assert.is((await deposit(d, u.token, '1000000.00')).status, 201);
  assert.is((await balances(d, u.token)).available, '1000010.00');
});

demo('GET /api/deposits lists newest first, pages by limit and nextCursor, and the last page has none', async () => {
  const [, , u] = demoUsers;
  const made: string[] = [];
  for (const amount of ['11.00', '12.00', '13.00', '14.00', '15.00']) {
    const res = await deposit(d, u.token, amount);
    assert.is(res.status, 201);
    made.push(res.body.id);
  }
  const all = await call(d.url, 'GET', '/api/deposits', { token: u.token });
  assert.is(all.status, 200);
  assert.equal(all.body.items.map((i: any) => i.id), [...made].reverse(), 'newest first');
  assert.equal(all.body.items.map((i: any) => i.amount), ['15.00', '14.00', '13.00', '12.00', '11.00']);
  assert.is(all.body.nextCursor, null, 'everything fits in the default page of 20');

  const seen: string[][] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/deposits?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await call(d.url, 'GET', url, { token: u.token });
    assert.is(page.status, 200);
    seen.push(page.body.items.map((i: any) => i.amount));
    cursor = page.body.nextCursor;
    if (cursor !== null) assert.type(cursor, 'string');
  } while (cursor !== null && seen.length < 10);
  assert.equal(seen, [['15.00', '14.00'], ['13.00', '12.00'], ['11.00']]);

  const exact = await call(d.url, 'GET', '/api/deposits?limit=5', { token: u.token });
  assert.is(exact.body.items.length, 5);
  assert.is(exact.body.nextCursor, null, 'a page that ends exactly at the last record has no next cursor');

  const ledger = await call(d.url, 'GET', '/api/ledger?limit=3', { token: u.token });
  assert.equal(ledger.body.items.map((i: any) => i.balanceAfter), ['65.00', '50.00', '36.00']);
  assert.type(ledger.body.nextCursor, 'string');
  const rest = await call(d.url, 'GET', `/api/ledger?limit=3&cursor=${ledger.body.nextCursor}`, { token: u.token });
  assert.equal(rest.body.items.map((i: any) => i.balanceAfter), ['23.00', '11.00']);
  assert.is(rest.body.nextCursor, null);
});

demo('a list refuses a limit outside 1–100 and a cursor it did not make', async () => {
  const [u] = demoUsers;
  // A numbered list's cursor (the ledger's, the orders') is not a deposits cursor either.
  const numbered = Buffer.from('5').toString('base64url');
  for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=-1', 'cursor=not-ours', `cursor=${numbered}`]) {
    const res = await call(d.url, 'GET', `/api/deposits?${query}`, { token: u.token });
    assert.ok(res.status === 400 || res.status === 422, `${query}: ${res.status}`);
    assert.ok(res.body.error.fields.limit || res.body.error.fields.cursor, `${query} names the field`);
  }
  assert.is((await call(d.url, 'GET', '/api/deposits?limit=100', { token: u.token })).status, 200);
  assert.is((await call(d.url, 'GET', '/api/deposits?limit=1', { token: u.token })).status, 200);
});

demo('a user sees only their own deposits and capital record', async () => {
  const [a, b] = demoUsers;
  const mine = await call(d.url, 'GET', '/api/deposits?limit=100', { token: a.token });
  const theirs = await call(d.url, 'GET', '/api/deposits?limit=100', { token: b.token });
  const ids = new Set(mine.body.items.map((i: any) => i.id));
  assert.ok(theirs.body.items.length > 0);
  assert.ok(theirs.body.items.every((i: any) => !ids.has(i.id)));
});

demo.run();

// ---------------------------------------------------------------------------------------------------------
const amounts = suite('deposit amounts are validated and a bad one changes nothing');
let v: TestApp;
let vu: SignedIn;
amounts.before(async () => {
  v = await startFundsApp({ demoMode: true });
  [vu] = await signUp(v, 1);
});
amounts.after(() => v.close());

amounts('malformed amounts are 422 amount_invalid (or required when blank)', async () => {
  const before = await moneySnapshot(v);
  const cases: [string, string][] = [
    ['10.001', 'amount_invalid'],
    ['-5.00', 'amount_invalid'],
    ['0', 'amount_invalid'],
    ['0.00', 'amount_invalid'],
    ['99999999999999999999', 'amount_invalid'],
    ['abc', 'amount_invalid'],
    ['1e5', 'amount_invalid'],
    [' 10', 'amount_invalid'],
    ['10 ', 'amount_invalid'],
    ['10,00', 'amount_invalid'],
    ['+10.00', 'amount_invalid'],
    ['0x10', 'amount_invalid'],
    ['10.', 'amount_invalid'],
    ['.50', 'amount_invalid'],
    ['NaN', 'amount_invalid'],
    ['Infinity', 'amount_invalid'],
    ['１０', 'amount_invalid'],
    ['', 'required'],
    ['   ', 'required'],
  ];
  for (const [amount, code] of cases) {
    const res = await deposit(v, vu.token, amount);
    assert.is(res.status, 422, `amount ${JSON.stringify(amount)}: ${JSON.stringify(res.body)}`);
    assertErrorShape(res.body, 'validation_failed');
    assert.equal(res.body.error.fields, { amount: code }, `amount ${JSON.stringify(amount)}`);
  }
  assert.equal(await moneySnapshot(v), before, 'nothing was stored or moved');
  assert.is((await balances(v, vu.token)).available, '0.00');
});

amounts('the wrong shape is 400 invalid_body: a JSON number, no amount, a bad method, unknown keys', async () => {
  const before = await moneySnapshot(v);
  const cases: [unknown, Record<string, string>][] = [
    [{ amount: 100, method: 'bank_transfer' }, { amount: 'invalid' }],
    [{ amount: 10.5, method: 'bank_transfer' }, { amount: 'invalid' }],
    [{ amount: null, method: 'bank_transfer' }, { amount: 'required' }],
    [{ method: 'bank_transfer' }, { amount: 'required' }],
    [{ amount: '20.00' }, { method: 'required' }],
    [{ amount: '20.00', method: 20 }, { method: 'invalid' }],
    [{ amount: '20.00', method: 'bank_transfer', status: 'confirmed' }, { status: 'unknown_field' }],
    [{ amount: '20.00', method: 'bank_transfer', userId: 'someone-else' }, { userId: 'unknown_field' }],
  ];
  for (const [body, fields] of cases) {
    const res = await call(v.url, 'POST', '/api/deposits', { token: vu.token, body });
    assert.is(res.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    assertErrorShape(res.body, 'invalid_body');
    assert.equal(res.body.error.fields, fields, JSON.stringify(body));
  }
  for (const raw of ['[]', '"20.00"', 'null']) {
    const res = await call(v.url, 'POST', '/api/deposits', { token: vu.token, body: raw });
    assert.is(res.status, 400, raw);
  }
  const broken = await call(v.url, 'POST', '/api/deposits', { token: vu.token, body: '{"amount": "20.00",' });
  assert.is(broken.status, 400);
  assertErrorShape(broken.body, 'invalid_json');
  const tooLong = await call(v.url, 'POST', '/api/deposits', { token: vu.token, body: { amount: '20.00', method: 'bank_transfer', reference: 'r'.repeat(101) } });
  assert.is(tooLong.status, 422, 'a reference over 100 characters is refused');
  assert.ok(tooLong.body.error.fields.reference);
  assert.equal(await moneySnapshot(v), before, 'nothing was stored or moved');
});

amounts('below the minimum or above the maximum is 422 amount_out_of_range with min and max', async () => {
  const before = await moneySnapshot(v);
  for (const amount of ['9.99', '0.01', '1000000.01', '5000000']) {
    const res = await deposit(v, vu.token, amount);
    assert.is(res.status, 422, `amount ${amount}`);
    assertErrorShape(res.body, 'amount_out_of_range');
    assert.is(res.body.error.min, '10.00');
    assert.is(res.body.error.max, '1000000.00');
  }
  assert.equal(await moneySnapshot(v), before);
});

amounts.run();

// ---------------------------------------------------------------------------------------------------------
const operatorDecides = suite('deposits awaiting an operator (not demo mode)');
let o: TestApp;
let ou: SignedIn[];
operatorDecides.before(async () => {
  o = await startFundsApp({ demoMode: false });
  ou = await signUp(o, 2);
});
operatorDecides.after(() => o.close());

operatorDecides('a deposit waits as pending; an operator confirm credits it exactly once', async () => {
  const [u] = ou;
  const transfersBefore = await countRows(o, 'transfers');
  const res = await deposit(o, u.token, '300.00');
  assert.is(res.status, 201);
  assert.is(res.body.status, 'pending');
  assert.equal(await balances(o, u.token), { total: '0.00', available: '0.00', frozen: '0.00', positions: '0.00', savings: '0.00' });
  assert.is(await countRows(o, 'transfers'), transfersBefore, 'a pending deposit moves no money');
  assert.equal((await call(o.url, 'GET', '/api/ledger', { token: u.token })).body.items, []);

  const confirmed = await confirmDeposit(o.app.conn, o.app.numbering.deposits, res.body.id, received(res.body.amount), operator, Date.now(), o.app.notices);
  assert.is(confirmed.status, 'confirmed');
  assert.is((await balances(o, u.token)).available, '300.00');
  const listed = await call(o.url, 'GET', '/api/deposits', { token: u.token });
  assert.is(listed.body.items[0].id, res.body.id);
  assert.is(listed.body.items[0].status, 'confirmed');

  await assertRefused(confirmDeposit(o.app.conn, o.app.numbering.deposits, res.body.id, received(res.body.amount), operator, Date.now(), o.app.notices), 'validation_failed');
  await assertRefused(rejectDeposit(o.app.conn, o.app.numbering.deposits, res.body.id, operator, Date.now(), o.app.notices), 'validation_failed');
  assert.is((await balances(o, u.token)).available, '300.00', 'credited once');
  assert.is(await transfersWithRef(o, `deposit:${await depositIdOf(o, res.body.id)}`), 1);

  const log = await o.app.db.selectFrom('audit_log').selectAll().where('target', '=', `deposit:${await depositIdOf(o, res.body.id)}`).execute();
  assert.is(log.length, 1, 'the refused second decision wrote nothing');
  assert.is(log[0].action, 'deposit.confirm');
  assert.is(log[0].actor, operator.actor);
  assert.is(log[0].reason, operator.reason);

  const ledger = await call(o.url, 'GET', '/api/ledger', { token: u.token });
  assert.equal(ledger.body.items.map((i: any) => [i.code, i.amount, i.balanceAfter]), [['deposit', '300.00', '300.00']]);
});

operatorDecides('a rejected deposit moves nothing and cannot be confirmed afterwards', async () => {
  const [, u] = ou;
  const res = await deposit(o, u.token, '80.00');
  assert.is(res.body.status, 'pending');
  const before = await moneySnapshot(o);
  const rejected = await rejectDeposit(o.app.conn, o.app.numbering.deposits, res.body.id, { actor: 'test-operator', reason: 'no matching payment' }, Date.now(), o.app.notices);
  assert.is(rejected.status, 'rejected');
  await assertRefused(confirmDeposit(o.app.conn, o.app.numbering.deposits, res.body.id, received(res.body.amount), operator, Date.now(), o.app.notices), 'validation_failed');
  await assertRefused(rejectDeposit(o.app.conn, o.app.numbering.deposits, res.body.id, operator, Date.now(), o.app.notices), 'validation_failed');
  assert.equal(await moneySnapshot(o), before, 'no balance or transfer changed');
  assert.is((await balances(o, u.token)).available, '0.00');
  const listed = await call(o.url, 'GET', '/api/deposits', { token: u.token });
  assert.is(listed.body.items[0].status, 'rejected');
  const log = await o.app.db.selectFrom('audit_log').selectAll().where('target', '=', `deposit:${await depositIdOf(o, res.body.id)}`).execute();
  assert.equal(log.map((l) => [l.action, l.actor, l.reason]), [['deposit.reject', 'test-operator', 'no matching payment']]);
});

operatorDecides('deciding a deposit that does not exist is not_found', async () => {
  await assertRefused(confirmDeposit(o.app.conn, o.app.numbering.deposits, '0'.repeat(32), received('1.00'), operator, Date.now(), o.app.notices), 'not_found');
  await assertRefused(rejectDeposit(o.app.conn, o.app.numbering.deposits, '0'.repeat(32), operator, Date.now(), o.app.notices), 'not_found');
});

operatorDecides('every funds endpoint needs a signed-in user: 401 without a token, even with a bad body', async () => {
  const before = await moneySnapshot(o);
  const endpoints: [string, string, unknown][] = [
    ['POST', '/api/deposits', { amount: '20.00', method: 'bank_transfer' }],
    ['POST', '/api/deposits', { amount: 20 }],
    ['GET', '/api/deposits', undefined],
    ['GET', '/api/withdrawal-accounts', undefined],
    ['PUT', '/api/withdrawal-accounts/0190a1b2c3d4e5f60718293a4b5c6d7e/label', { label: 'Salary' }],
    ['POST', '/api/withdrawal-accounts/0190a1b2c3d4e5f60718293a4b5c6d7e/remove', undefined],
    ['POST', '/api/withdrawal-accounts', { type: 'bank_card' }],
    ['POST', '/api/withdrawals', { amount: '20.00', tradePassword: '123456' }],
    ['GET', '/api/withdrawals', undefined],
    ['GET', '/api/ledger', undefined],
  ];
  for (const [method, url, body] of endpoints) {
    for (const token of [undefined, 'A'.repeat(43)]) {
      const res = await call(o.url, method, url, { body, token });
      assert.is(res.status, 401, `${method} ${url} with token ${token}`);
      assertErrorShape(res.body, 'unauthenticated');
    }
  }
  assert.equal(await moneySnapshot(o), before);
});

operatorDecides.run();

// ---------------------------------------------------------------------------------------------------------
// A server of its own, started after the others have closed: see test/api/database-schemas.test.ts for why
// two servers alive at once on one PostgreSQL database currently fail to start.
const configured = suite('the deposit range comes from the configuration');
let cfg: TestApp;
configured.before(async () => {
  cfg = await startFundsApp({ demoMode: true, funds: { ...loadConfig({}).funds, depositMinMinor: 5000, depositMaxMinor: 20000 } });
});
configured.after(() => cfg.close());

configured('DEPOSIT_MIN 50.00 and DEPOSIT_MAX 200.00 are the bounds, inclusive', async () => {
  const [u] = await signUp(cfg, 1);
  const low = await deposit(cfg, u.token, '49.99');
  assert.is(low.status, 422);
  assertErrorShape(low.body, 'amount_out_of_range');
  assert.is(low.body.error.min, '50.00');
  assert.is(low.body.error.max, '200.00');
  const high = await deposit(cfg, u.token, '200.01');
  assert.is(high.status, 422);
  assertErrorShape(high.body, 'amount_out_of_range');
  assert.is((await deposit(cfg, u.token, '50.00')).status, 201);
  assert.is((await deposit(cfg, u.token, '200.00')).status, 201);
  assert.is((await balances(cfg, u.token)).available, '250.00');
});

configured.run();

// Each deposit request leaves a row an operator must look at, and a savings transfer moves money: both are
// bounded per account (MONEY_REQUESTS_PER_MINUTE), refused ones included.
const bounded = suite('deposits and savings transfers a minute are bounded per account');
let lim: TestApp;
bounded.before(async () => {
  lim = await startFundsApp({ demoMode: false, moneyRequestsPerMinute: 3 });
});
bounded.after(() => lim.close());

bounded('the fourth deposit request of a minute is 429 with Retry-After and leaves no row; another account is not held up', async () => {
  const [u, other] = await signUp(lim, 2);
  for (let i = 0; i < 3; i++) assert.is((await deposit(lim, u.token, '100.00')).status, 201);
  const before = await countRows(lim, 'deposits');
  const fourth = await deposit(lim, u.token, '100.00');
  assert.is(fourth.status, 429);
  assertErrorShape(fourth.body, 'rate_limited');
  assert.is(await countRows(lim, 'deposits'), before, 'no row for a refused request');
  assert.is((await deposit(lim, other.token, '100.00')).status, 201, 'the limit is per account');
  const transfers = [];
  for (let i = 0; i < 4; i++) {
    transfers.push((await call(lim.url, 'POST', '/api/savings/transfer-in', { token: other.token, headers: { 'idempotency-key': `bounded-${i}` }, body: { amount: '1.00' } })).status);
  }
  assert.equal(transfers.slice(3), [429], `savings transfers: ${transfers.join(', ')}`);
});

bounded.run();

// ---------------------------------------------------------------------------------------------------------
// A copied reference or a look-alike once let two users' deposits read the same in the operators' list.
const serverReferences = suite('deposit references are made by the server; the user\'s text is a note without hidden characters');
let refs: TestApp;
serverReferences.before(async () => {
  refs = await startFundsApp({ demoMode: false });
});
serverReferences.after(() => refs.close());

serverReferences('two users sending the same reference get different references to quote, and keep their text as a note', async () => {
  const [a, b] = await signUp(refs, 2);
  const mine = await call(refs.url, 'POST', '/api/deposits', { token: a.token, body: { amount: '120.00', method: 'bank_transfer', reference: 'salary nov' } });
  const copied = await call(refs.url, 'POST', '/api/deposits', { token: b.token, body: { amount: '120.00', method: 'bank_transfer', reference: mine.body.reference } });
  assert.is(mine.status, 201);
  assert.is(copied.status, 201);
  assert.is.not(copied.body.reference, mine.body.reference, 'a copied reference is only a note');
  assert.is(copied.body.note, mine.body.reference);
  assert.is(mine.body.note, 'salary nov');
  const none = await deposit(refs, a.token, '130.00');
  assert.is(none.body.note, null);
  const references = new Set<string>();
  for (let i = 0; i < 30; i++) references.add((await deposit(refs, b.token, '10.00')).body.reference);
  for (const r of references) assert.match(r, /^[0-9A-HJKMNP-TV-Z]{8}$/, 'no I, L, O or U to misread');
  assert.is(references.size, 30, 'unique');
  const listed = await call(refs.url, 'GET', '/api/deposits?limit=100', { token: a.token });
  assert.equal(listed.body.items.map((i: any) => [i.reference, i.note]).reverse(), [[mine.body.reference, 'salary nov'], [none.body.reference, null]]);
});

serverReferences('a note with a bidi override, a zero-width or a line separator character is refused with a field error and stores nothing', async () => {
  const [u] = await signUp(refs, 1);
  const before = await countRows(refs, 'deposits');
  for (const note of ['ref\u202E321', 'AB\u200BCD', 'x\u200Dy', '\uFEFFmemo', 'line\u2028two', 'tab\there', 'nul\u0000']) {
    const res = await call(refs.url, 'POST', '/api/deposits', { token: u.token, body: { amount: '20.00', method: 'bank_transfer', reference: note } });
    assert.is(res.status, 422, JSON.stringify(note));
    assertErrorShape(res.body, 'validation_failed');
    assert.equal(res.body.error.fields, { reference: 'invalid_characters' }, JSON.stringify(note));
  }
  assert.is(await countRows(refs, 'deposits'), before);
  const plain = await call(refs.url, 'POST', '/api/deposits', { token: u.token, body: { amount: '20.00', method: 'bank_transfer', reference: '匯款 王小明 ✓' } });
  assert.is(plain.status, 201, 'letters of any script and symbols are fine');
  assert.is(plain.body.note, '匯款 王小明 ✓');
});

serverReferences.run();

// ---------------------------------------------------------------------------------------------------------
// One address once left 180 pending deposits in 5 s through 10 fresh accounts: the limits were per account only.
const perAddress = suite('deposits are bounded per address too: a minute\'s requests and those waiting for an operator');
let pa: TestApp;
perAddress.before(async () => {
  pa = await startFundsApp({
    demoMode: false,
    trustProxy: ['127.0.0.1'],
    funds: { ...loadConfig({}).funds, depositsPerAddressPerMinute: 8, depositPendingPerAddress: 3 },
  });
});
perAddress.after(() => pa.close());

const from = (t: TestApp, token: string, address: string) =>
  call(t.url, 'POST', '/api/deposits', { token, headers: { 'x-forwarded-for': address }, body: { amount: '50.00', method: 'bank_transfer' } });

perAddress('fresh accounts from one address leave at most the cap waiting; the rest are refused and stored nowhere; another address is not held up', async () => {
  const users = await signUp(pa, 5);
  const statuses = [];
  for (const u of users) statuses.push((await from(pa, u.token, '198.51.100.20')).status);
  assert.equal(statuses, [201, 201, 201, 422, 422]);
  const refused = await from(pa, users[4].token, '198.51.100.20');
  assertErrorShape(refused.body, 'too_many_pending_deposits');
  assert.is((await from(pa, users[4].token, '198.51.100.21')).status, 201, 'another address');
  const pending = await pa.app.db.selectFrom('deposits').select('client_address').where('status', '=', 'pending').execute();
  assert.is(pending.filter((r) => r.client_address === '198.51.100.20').length, 3);

  const decided = await pa.app.db.selectFrom('deposits').select('number').where('client_address', '=', '198.51.100.20').orderBy('number').executeTakeFirstOrThrow();
  await rejectDeposit(pa.app.conn, pa.app.numbering.deposits, pa.app.numbering.deposits.of(decided.number), operator, Date.now(), pa.app.notices);
  assert.is((await from(pa, users[3].token, '198.51.100.20')).status, 201, 'a decided deposit frees its place');
  assert.is((await from(pa, users[3].token, '198.51.100.20')).status, 422, 'full again');
  const ninth = await from(pa, users[2].token, '198.51.100.20');
  assert.is(ninth.status, 429, 'the ninth request of the minute from the address, refused ones counted');
  assertErrorShape(ninth.body, 'rate_limited');
});

perAddress('an IPv6 /56 is one address: its 256 /64s share the cap; the next /56 has its own', async () => {
  const users = await signUp(pa, 5);
  const statuses = [];
  for (const [i, u] of users.slice(0, 4).entries()) statuses.push((await from(pa, u.token, `2001:db8:77:${(i * 64).toString(16)}::${i + 1}`)).status);
  assert.equal(statuses, [201, 201, 201, 422], 'four /64s of 2001:db8:77::/56');
  assert.is((await from(pa, users[4].token, '2001:db8:77:100::1')).status, 201, '2001:db8:77:100::/56 is another subscriber');
});

perAddress.run();
