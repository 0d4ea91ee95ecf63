import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, balances, moneySnapshot, operator, received, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { admin } from '../helpers/admin.js';
import { demoDepositMethods, seedDemo } from '../../server/cli/seed-demo.js';
import { confirmDeposit } from '../../server/domain/funds/deposits-service.js';

async function methods(t: TestApp, token: string): Promise<any[]> {
  const res = await call(t.url, 'GET', '/api/deposit-methods', { token });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.items;
}

const deposit = (t: TestApp, token: string, amount: string, method: string, reference?: string) =>
  call(t.url, 'POST', '/api/deposits', { token, body: { amount, method, ...(reference ? { reference } : {}) } });

const wallet = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

// ---------------------------------------------------------------------------------------------------------
const managed = suite('deposit methods managed from the CLI (not demo mode)');
let t: TestApp;
let users: SignedIn[];
managed.before(async () => {
  t = await startFundsApp({ demoMode: false });
  users = await signUp(t, 2);
});
managed.after(() => t.close());

managed('the list needs a signed-in user; the two methods the migration made have no payee yet, so they are not offered', async () => {
  const anonymous = await call(t.url, 'GET', '/api/deposit-methods');
  assert.is(anonymous.status, 401);
  assertErrorShape(anonymous.body, 'unauthenticated');
  // Broke before: both were listed without instructions, and the deposit screen told the user to pay nobody.
  assert.equal(await methods(t, users[0].token), []);
});

managed('add: a crypto method with its own limits is offered at once, audit-logged; bad input is refused', async () => {
  const noReason = await admin(t, 'deposit-methods', 'add', 'usdt_erc20', '--kind', 'crypto', '--name', 'USDT (ERC20)', '--currency', 'USDT');
  assert.is(noReason.code, 2, 'a change needs --reason');
  const incomplete = await admin(t, 'deposit-methods', 'add', 'usdt_erc20', '--kind', 'crypto', '--name', 'USDT (ERC20)', '--currency', 'USDT', '--reason', 'new wallet');
  assert.is(incomplete.code, 1);
  assert.match(incomplete.stdout, /--network and --address/);
  const outside = await admin(t, 'deposit-methods', 'add', 'usdt_erc20', '--kind', 'crypto', '--name', 'USDT (ERC20)', '--currency', 'USDT',
    '--network', 'ERC20', '--address', wallet, '--max', '2000000.00', '--reason', 'new wallet');
  assert.is(outside.code, 1, 'a limit outside the platform range is refused');
  assert.match(outside.stdout, /platform's range 10\.00–1000000\.00/);
  for (const id of ['USDT', 'a', 'has space', 'x'.repeat(25)]) {
    const bad = await admin(t, 'deposit-methods', 'add', id, '--kind', 'crypto', '--name', 'n', '--currency', 'USDT', '--network', 'N', '--address', wallet, '--reason', 'r');
    assert.is(bad.code, 1, `id ${id}`);
  }

  const ok = await admin(t, 'deposit-methods', 'add', 'usdt_erc20', '--kind', 'crypto', '--name', 'USDT (ERC20)', '--currency', 'USDT',
    '--network', 'ERC20', '--address', wallet, '--memo', '12345', '--min', '50.00', '--max', '5000.00', '--reason', 'new wallet');
  assert.is(ok.code, 0, ok.stdout);
  const again = await admin(t, 'deposit-methods', 'add', 'usdt_erc20', '--kind', 'crypto', '--name', 'x', '--currency', 'USDT', '--network', 'N', '--address', wallet, '--reason', 'r');
  assert.is(again.code, 1, 'an id is added once');

  const added = (await methods(t, users[0].token)).find((m) => m.id === 'usdt_erc20');
  assert.equal(added, {
    id: 'usdt_erc20', kind: 'crypto', name: 'USDT (ERC20)', currency: 'USDT', minAmount: '50.00', maxAmount: '5000.00',
    instructions: { network: 'ERC20', address: wallet, memo: '12345' },
  });
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', 'deposit_method:usdt_erc20').execute();
  assert.equal(log.map((l) => [l.action, l.actor, l.reason]), [['deposit_method.add', 'cli-test', 'new wallet']]);

  const listed = await admin(t, 'deposit-methods', 'list');
  assert.is(listed.code, 0);
  assert.ok(listed.stdout.includes('usdt_erc20') && listed.stdout.includes(wallet), listed.stdout);
  // A bank transfer is paid in USD; its limits, like every amount credited, are in the platform's currency.
  assert.match(listed.stdout, /bank_transfer.*USD\b.*10\.00–1000000\.00 USDT/, listed.stdout);
});

managed('edit: a bank transfer gets its instructions; an edit that leaves it incomplete is refused', async () => {
  const partial = await admin(t, 'deposit-methods', 'edit', 'bank_transfer', '--bank-name', 'First Bank', '--reason', 'our account');
  assert.is(partial.code, 1);
  assert.match(partial.stdout, /--bank-name, --account-name and --account-number/);
  const ok = await admin(t, 'deposit-methods', 'edit', 'bank_transfer', '--bank-name', 'First Bank', '--account-name', 'Uptick Ltd',
    '--account-number', '123-456-789', '--max', '20000.00', '--reason', 'our account');
  assert.is(ok.code, 0, ok.stdout);
  const bank = (await methods(t, users[0].token)).find((m) => m.id === 'bank_transfer');
  assert.equal(bank.instructions, { bankName: 'First Bank', accountName: 'Uptick Ltd', accountNumber: '123-456-789' });
  assert.equal([bank.minAmount, bank.maxAmount], ['10.00', '20000.00']);
  const cleared = await admin(t, 'deposit-methods', 'edit', 'bank_transfer', '--max', '', '--reason', 'no cap');
  assert.is(cleared.code, 0, cleared.stdout);
  assert.is((await methods(t, users[0].token)).find((m) => m.id === 'bank_transfer').maxAmount, '1000000.00', '"" is the platform maximum again');
  const unknown = await admin(t, 'deposit-methods', 'edit', 'nope', '--name', 'x', '--reason', 'r');
  assert.is(unknown.code, 1);
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', 'deposit_method:bank_transfer').execute();
  assert.equal(log.map((l) => l.action), ['deposit_method.edit', 'deposit_method.edit']);
  assert.is(JSON.parse(log[0].details).to.instructions.bankName, 'First Bank');
});

managed("a deposit names a method id and meets that method's limits (422 amount_out_of_range with them)", async () => {
  const [u] = users;
  const before = await moneySnapshot(t);
  for (const amount of ['49.99', '5000.01']) {
    const res = await deposit(t, u.token, amount, 'usdt_erc20');
    assert.is(res.status, 422, amount);
    assertErrorShape(res.body, 'amount_out_of_range');
    assert.equal([res.body.error.min, res.body.error.max], ['50.00', '5000.00']);
  }
  const unknown = await deposit(t, u.token, '100.00', 'paypal');
  assert.is(unknown.status, 422);
  assertErrorShape(unknown.body, 'deposit_method_unavailable');
  assert.equal(await moneySnapshot(t), before, 'nothing was stored');

  const res = await deposit(t, u.token, '50.00', 'usdt_erc20');
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.is(res.body.method, 'usdt_erc20');
  assert.is(res.body.status, 'pending');
  assert.match(res.body.reference, /^[0-9A-HJKMNP-TV-Z]{8}$/, 'the user gets one to quote');
  const noted = (await deposit(t, u.token, '5000.00', 'usdt_erc20', 'tx 0xabc')).body;
  assert.equal([noted.note, /^[0-9A-HJKMNP-TV-Z]{8}$/.test(noted.reference)], ['tx 0xabc', true], 'their own text is a note, the reference still the server\'s');
  const other = await deposit(t, u.token, '60.00', 'usdt_erc20');
  assert.is.not(other.body.reference, res.body.reference, 'references differ');
  const listed = await call(t.url, 'GET', '/api/deposits', { token: u.token });
  assert.equal(listed.body.items.map((i: any) => i.method), ['usdt_erc20', 'usdt_erc20', 'usdt_erc20']);
});

managed('QR codes: an SVG for a crypto address (cached, public), 404 for a bank transfer, an unknown or a disabled method', async () => {
  const res = await fetch(`${t.url}/api/deposit-methods/usdt_erc20/qr.svg`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  assert.match(res.headers.get('cache-control') ?? '', /max-age=300/);
  const svg = await res.text();
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.ok(!/<script|on\w+=/i.test(svg), 'nothing active in it');
  assert.is(await (await fetch(`${t.url}/api/deposit-methods/usdt_erc20/qr.svg`)).text(), svg, 'the same code again');
  for (const id of ['bank_transfer', 'usdt_trc20', 'nope', 'BAD%20ID']) {
    const missing = await call(t.url, 'GET', `/api/deposit-methods/${id}/qr.svg`);
    assert.is(missing.status, 404, id);
    assertErrorShape(missing.body, 'not_found');
  }
});

managed('disable: no longer offered, no QR, a new deposit is refused (422); a pending one can still be confirmed', async () => {
  const [u, v] = users;
  const pending = await deposit(t, v.token, '100.00', 'usdt_erc20');
  assert.is(pending.status, 201);
  const off = await admin(t, 'deposit-methods', 'disable', 'usdt_erc20', '--reason', 'wallet retired');
  assert.is(off.code, 0, off.stdout);
  assert.ok(!(await methods(t, u.token)).some((m) => m.id === 'usdt_erc20'), 'disabled is not offered');
  assert.is((await call(t.url, 'GET', '/api/deposit-methods/usdt_erc20/qr.svg')).status, 404);
  const before = await moneySnapshot(t);
  const refused = await deposit(t, u.token, '100.00', 'usdt_erc20');
  assert.is(refused.status, 422);
  assertErrorShape(refused.body, 'deposit_method_unavailable');
  assert.equal(await moneySnapshot(t), before);

  await confirmDeposit(t.app.conn, t.app.numbering.deposits, pending.body.id, received('100.00'), operator, Date.now(), t.app.notices);
  assert.is((await balances(t, v.token)).available, '100.00');

  const on = await admin(t, 'deposit-methods', 'enable', 'usdt_erc20', '--reason', 'wallet back');
  assert.is(on.code, 0, on.stdout);
  assert.ok((await methods(t, u.token)).some((m) => m.id === 'usdt_erc20'));
  const incomplete = await admin(t, 'deposit-methods', 'disable', 'usdt_trc20', '--reason', 'no wallet yet');
  assert.is(incomplete.code, 0);
  const cannot = await admin(t, 'deposit-methods', 'enable', 'usdt_trc20', '--reason', 'r');
  assert.is(cannot.code, 1, 'a method without an address is not offered again');
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', 'deposit_method:usdt_erc20').orderBy('id').execute();
  assert.equal(log.map((l) => l.action), ['deposit_method.add', 'deposit_method.disable', 'deposit_method.enable']);
});

managed('a method that changes kind keeps only the details of its new kind', async () => {
  const add = await admin(t, 'deposit-methods', 'add', 'switch-me', '--kind', 'crypto', '--name', 'Switch', '--currency', 'USDT', '--network', 'TRC20', '--address', wallet, '--memo', '7', '--reason', 'r');
  assert.is(add.code, 0, add.stdout);
  const edit = await admin(t, 'deposit-methods', 'edit', 'switch-me', '--kind', 'bank_transfer', '--bank-name', 'B', '--account-name', 'A', '--account-number', '1', '--reason', 'r');
  assert.is(edit.code, 0, edit.stdout);
  const method = (await methods(t, users[0].token)).find((m) => m.id === 'switch-me');
  assert.equal([method.kind, method.instructions], ['bank_transfer', { bankName: 'B', accountName: 'A', accountNumber: '1' }]);
  assert.is((await call(t.url, 'GET', '/api/deposit-methods/switch-me/qr.svg')).status, 404);
});

managed.run();

// ---------------------------------------------------------------------------------------------------------
const demo = suite('demo mode: one bank transfer and one USDT (TRC20) method, confirmed at once');
let d: TestApp;
demo.before(async () => {
  d = await startFundsApp({ demoMode: true });
});
demo.after(() => d.close());

demo('the seed fills in the two methods (twice is the same) and a deposit with them is confirmed', async () => {
  await seedDemo(d.app.conn, Date.now());
  await seedDemo(d.app.conn, Date.now());
  const [u] = await signUp(d, 1);
  const items = await methods(d, u.token);
  assert.equal(items.map((m) => [m.id, m.kind, m.name]), demoDepositMethods.map((m) => [m.id, m.kind, m.name]));
  assert.ok(items[0].instructions.accountNumber && items[1].instructions.address && items[1].instructions.network === 'TRC20');
  assert.is((await fetch(`${d.url}/api/deposit-methods/usdt_trc20/qr.svg`)).status, 200);
  const res = await deposit(d, u.token, '100.00', 'usdt_trc20');
  assert.is(res.body.status, 'confirmed');
  assert.is((await balances(d, u.token)).available, '100.00');
});

demo('an operator-edited demo method is left as the operator made it', async () => {
  const ok = await admin(d, 'deposit-methods', 'edit', 'bank_transfer', '--bank-name', 'Operator Bank', '--reason', 'real account');
  assert.is(ok.code, 0, ok.stdout);
  await seedDemo(d.app.conn, Date.now());
  const row = await d.app.db.selectFrom('deposit_methods').selectAll().where('id', '=', 'bank_transfer').executeTakeFirstOrThrow();
  assert.is(row.bank_name, 'Operator Bank');
});

demo.run();
