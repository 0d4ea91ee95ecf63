import { execFile } from 'node:child_process';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { runAdmin } from '../../server/cli/admin.js';
import { runAudit } from '../../server/cli/audit.js';

const cli = suite('operator CLI (npm run admin / npm run audit) over the same database');
let t: TestApp;

/** A console whose output the test reads, as an operator reads the terminal. */
function terminal() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { out: new Console({ stdout: stream, stderr: stream }), text: () => text };
}

// In-process: a spawned `tsx` costs ~1 s of start-up per command; the last test spawns `npm run admin` once.
async function admin(script: 'admin' | 'audit', ...args: string[]) {
  const { out, text } = terminal();
  const code = script === 'audit' ? await runAudit(t.app.conn, out) : await runAdmin([...args, '--by', 'cli-test'], async () => t.app.conn, out);
  return { code, stdout: text() };
}

cli.before(async () => {
  t = await startTestApp({ demoMode: false, authRateLimitPerMinute: 1000 });
  await insertInviteCode(t.app.conn, 'TESTCODE', null, Date.now());
});
cli.after(() => t.close());

cli('a pending deposit is confirmed from the CLI by the number the user sees, once, and the audit log says who and why', async () => {
  const { user, token } = await registerAndLogin(t.url, 'TESTCODE');
  const dep = await call(t.url, 'POST', '/api/deposits', { token, body: { amount: '250.00', method: 'bank_transfer', reference: 'memo 7' } });
  assert.is(dep.body.status, 'pending');

  const listed = await admin('admin', 'deposits', 'list');
  assert.is(listed.code, 0);
  assert.match(dep.body.id, /^[0-9]{13}$/);
  for (const shown of [dep.body.id, user.account, dep.body.reference, '"memo 7"']) assert.ok(listed.stdout.includes(shown), `${shown} in ${listed.stdout}`);

  const noReason = await admin('admin', 'deposits', 'confirm', dep.body.id, '--amount', '250.00');
  assert.is(noReason.code, 2, 'a change without --reason is refused');
  const noAmount = await admin('admin', 'deposits', 'confirm', dep.body.id, '--reason', 'statement line 4');
  assert.is(noAmount.code, 1, 'a confirmation without the amount received is refused');
  assert.match(noAmount.stdout, /--amount <received> is needed/);
  const ok = await admin('admin', 'deposits', 'confirm', dep.body.id, '--amount', '250.00', '--reason', 'statement line 4');
  assert.is(ok.code, 0, ok.stdout);
  const again = await admin('admin', 'deposits', 'confirm', dep.body.id, '--amount', '250.00', '--reason', 'statement line 4');
  assert.is(again.code, 1, 'a deposit is confirmed once');

  const me = await call(t.url, 'GET', '/api/me', { token });
  assert.is(me.body.balances.available, '250.00');
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'deposit.confirm').execute();
  assert.is(log.length, 1);
  assert.is(log[0].actor, 'cli-test');
  assert.is(log[0].reason, 'statement line 4');
  const row = await t.app.db.selectFrom('deposits').select('id').where('reference', '=', dep.body.reference).executeTakeFirstOrThrow();
  assert.is(log[0].target, `deposit:${row.id}`);
  assert.equal(JSON.parse(log[0].details), { number: dep.body.id, amount: '250.00', declared: '250.00', received: '250.00', userId: JSON.parse(log[0].details).userId });

  const audit = await admin('audit');
  assert.is(audit.code, 0, audit.stdout);
  assert.ok(audit.stdout.includes('audit: ok'));
});

cli('deposits confirm compares --amount with the declared amount: a difference credits nothing unless accepted, then what arrived', async () => {
  const { token } = await registerAndLogin(t.url, 'TESTCODE');
  const dep = await call(t.url, 'POST', '/api/deposits', { token, body: { amount: '100.00', method: 'bank_transfer' } });
  for (const bad of ['0', '-5', 'abc', '10.001']) {
    const refused = await admin('admin', 'deposits', 'confirm', dep.body.id, `--amount=${bad}`, '--reason', 'statement');
    assert.is(refused.code, 1, bad);
  }
  const short = await admin('admin', 'deposits', 'confirm', dep.body.id, '--amount', '95.00', '--reason', 'statement line 9');
  assert.is(short.code, 1, short.stdout);
  assert.match(short.stdout, /declared 100\.00 but 95\.00 arrived: nothing was credited/);
  assert.match(short.stdout, /--accept-difference/);
  assert.is((await call(t.url, 'GET', '/api/me', { token })).body.balances.available, '0.00');
  assert.is((await call(t.url, 'GET', '/api/deposits', { token })).body.items[0].status, 'pending');

  // By the reference the payer quoted, as an operator reads it off a statement: lower case, a dash, O for 0.
  const quoted = dep.body.reference.toLowerCase().replace(/0/g, 'o').replace(/^(.{4})/, '$1-');
  const accepted = await admin('admin', 'deposits', 'confirm', quoted, '--amount', '95.00', '--accept-difference', '--reason', 'statement line 9: short by 5');
  assert.is(accepted.code, 0, accepted.stdout);
  assert.is((await call(t.url, 'GET', '/api/me', { token })).body.balances.available, '95.00', 'what arrived is credited');
  const record = (await call(t.url, 'GET', '/api/deposits', { token })).body.items[0];
  assert.equal([record.status, record.amount], ['confirmed', '95.00'], 'the record shows what was credited');
  const stored = await t.app.db.selectFrom('deposits').select(['amount', 'received_amount']).where('reference', '=', dep.body.reference).executeTakeFirstOrThrow();
  assert.equal([Number(stored.amount), Number(stored.received_amount)], [10000, 9500], 'both amounts are kept');
  const log = await t.app.db.selectFrom('audit_log').select('details').where('action', '=', 'deposit.confirm').orderBy('id', 'desc').executeTakeFirstOrThrow();
  assert.equal([JSON.parse(log.details).declared, JSON.parse(log.details).received], ['100.00', '95.00']);
  assert.is((await admin('audit')).code, 0);
});

cli('deposits list flags deposits of different users an operator could mix up: the same note, or the same amount close in time', async () => {
  const [a, b, c] = [await registerAndLogin(t.url, 'TESTCODE'), await registerAndLogin(t.url, 'TESTCODE'), await registerAndLogin(t.url, 'TESTCODE')];
  const make = (token: string, amount: string, reference?: string) => call(t.url, 'POST', '/api/deposits', { token, body: { amount, method: 'bank_transfer', reference } });
  const first = await make(a.token, '321.00', 'TX 0xFEED');
  const copied = await make(b.token, '77.00', 'tx0xfeed');
  const sameAmount = await make(c.token, '321.00');
  const ownAgain = await make(a.token, '321.00');
  assert.is.not(first.body.reference, copied.body.reference, 'the same note never makes the same reference');
  const listed = await admin('admin', 'deposits', 'list', '--limit', '4');
  assert.is(listed.code, 0);
  // The row whose number column is `number` (other rows name it in their flags).
  const line = (number: string) => listed.stdout.split('\n').find((l) => l.split('│')[2]?.includes(number)) ?? '';
  assert.match(line(copied.body.id), new RegExp(`same note as ${first.body.id}`));
  assert.match(line(first.body.id), new RegExp(`same note as ${copied.body.id}`));
  assert.match(line(sameAmount.body.id), new RegExp(`same amount near ${first.body.id}`));
  assert.ok(!line(ownAgain.body.id).includes(first.body.id), 'a user\'s own deposits are not each other\'s twins');
});

cli('a login password reset prints a working temporary password and ends every session', async () => {
  const { user, token } = await registerAndLogin(t.url, 'TESTCODE');
  const out = await admin('admin', 'users', 'reset-password', user.account, '--kind', 'login', '--reason', 'ticket 43');
  assert.is(out.code, 0, out.stdout);
  const temporary = /"temporaryPassword": "([a-z0-9]+)"/.exec(out.stdout)?.[1];
  assert.ok(temporary, out.stdout);
  assert.is((await call(t.url, 'GET', '/api/me', { token })).status, 401);
  assert.is((await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } })).status, 401);
  assert.is((await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account, password: temporary } })).status, 200);
});

cli('invite codes created in the CLI open accounts; the credit score is set with a reason', async () => {
  const out = await admin('admin', 'invites', 'create', '--count', '2', '--reason', 'campaign');
  assert.is(out.code, 0, out.stdout);
  const codes = [...out.stdout.matchAll(/"([A-HJ-NP-Z2-9]{8})"/g)].map((m) => m[1]);
  assert.is(codes.length, 2);
  const { user, token } = await registerAndLogin(t.url, codes[1]);
  const score = await admin('admin', 'users', 'credit-score', user.account, '--set', '80', '--reason', 'late');
  assert.is(score.code, 0, score.stdout);
  assert.is((await call(t.url, 'GET', '/api/me', { token })).body.creditScore, 80);
  const bad = await admin('admin', 'users', 'credit-score', user.account, '--set', '101', '--reason', 'x');
  assert.is(bad.code, 1);
});

cli('the audit fails on a tampered balance', async () => {
  const row = await t.app.db.selectFrom('accounts').select(['id', 'balance']).where('kind', '=', 'available').where('user_id', 'is not', null).executeTakeFirstOrThrow();
  await t.app.db.updateTable('accounts').set({ balance: row.balance + 12345 }).where('id', '=', row.id).execute();
  const audit = await admin('audit');
  assert.is(audit.code, 1);
  assert.ok(audit.stdout.includes(`DRIFT ${row.id}`), audit.stdout);
  await t.app.db.updateTable('accounts').set({ balance: row.balance }).where('id', '=', row.id).execute();
  assert.is((await admin('audit')).code, 0, 'and passes again once it is put back');
});

cli('products: maintenance and payout rates are changed from the CLI and the API follows', async () => {
  await seedProducts(t.app, Date.now());
  const on = await admin('admin', 'products', 'maintenance', 'ETHUSDT', 'on', '--reason', 'exchange upgrade');
  assert.is(on.code, 0, on.stdout);
  const rate = await admin('admin', 'products', 'rate', 'BTCUSDT', '--period', '60', '--rate', '82.50', '--reason', 'pricing');
  assert.is(rate.code, 0, rate.stdout);
  const bad = await admin('admin', 'products', 'rate', 'BTCUSDT', '--period', '60', '--rate', '120.00', '--reason', 'x');
  assert.is(bad.code, 1, 'a rate above 100 % is refused');
  await t.app.products(true);
  assert.is((await call(t.url, 'GET', '/api/products/ETHUSDT')).body.status, 'maintenance');
  const btc = await call(t.url, 'GET', '/api/products/BTCUSDT');
  assert.equal(btc.body.periods.find((p: { seconds: number }) => p.seconds === 60), { seconds: 60, payoutRate: '82.50' });
  const actions = (await t.app.db.selectFrom('audit_log').select('action').execute()).map((r) => r.action);
  assert.ok(actions.includes('product.maintenance_on') && actions.includes('product.payout_rate'));
});

cli('help lists every command', async () => {
  const out = await admin('admin', 'help');
  assert.is(out.code, 0);
  for (const word of ['products maintenance', 'products rate', 'products stakes', 'deposits confirm', 'withdrawals approve', 'withdrawals fail', 'accounts unbind', 'users reset-password', 'invites create', 'users credit-score']) {
    assert.ok(out.stdout.includes(word), word);
  }
});

cli('`npm run admin` runs a command on the database its environment names', async () => {
  const env = {
    ...process.env,
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl,
    DATABASE_SCHEMA: t.config.databaseSchema,
    OPERATOR: 'cli-script',
    LOG_LEVEL: 'silent',
  };
  // Exits 0, or execFile throws.
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'invites', 'create', '--reason', 'script'], { env });
  const code = /"([A-HJ-NP-Z2-9]{8})"/.exec(stdout)?.[1];
  assert.ok(code, stdout);
  const row = await t.app.db.selectFrom('audit_log').select(['actor', 'reason']).where('action', '=', 'invite_codes.create').where('actor', '=', 'cli-script').executeTakeFirst();
  assert.equal(row, { actor: 'cli-script', reason: 'script' }, 'written to the database the environment named');
});

cli.run();
