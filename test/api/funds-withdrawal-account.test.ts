import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, countRows, operator, signUp, startFundsApp, validAccount, type SignedIn } from '../helpers/funds.js';
import { unbindWithdrawalAccount } from '../../server/domain/funds/withdrawal-accounts-service.js';
import { DomainError } from '../../server/domain/domain-error.js';

const binding = suite('the withdrawal account is bound once by the user');
let t: TestApp;
let users: SignedIn[];
binding.before(async () => {
  t = await startFundsApp();
  users = await signUp(t, 2);
});
binding.after(() => t.close());

async function put(token: string, body: unknown) {
  return call(t.url, 'PUT', '/api/withdrawal-account', { token, body });
}

binding('before binding, GET is 404 not_bound', async () => {
  const [u] = users;
  const res = await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token });
  assert.is(res.status, 404);
  assertErrorShape(res.body, 'not_bound');
});

binding("a blank field is 422 'required' (the spec's 'Empty Value'), each field named, and nothing is bound", async () => {
  const [, u] = users;
  const fields = ['accountName', 'nationality', 'bankName', 'cardNumber', 'bankAddress', 'currencyAddress'] as const;
  for (const field of fields) {
    for (const blank of ['', '   ']) {
      const res = await put(u.token, { ...validAccount, [field]: blank });
      assert.is(res.status, 422, `${field} = ${JSON.stringify(blank)}`);
      assertErrorShape(res.body, 'validation_failed');
      assert.equal(res.body.error.fields, { [field]: 'required' }, `${field} = ${JSON.stringify(blank)}`);
    }
  }
  const allBlank = await put(u.token, { type: 'bank_card', ...Object.fromEntries(fields.map((f) => [f, ''])) });
  assert.is(allBlank.status, 422);
  assert.equal(allBlank.body.error.fields, Object.fromEntries(fields.map((f) => [f, 'required'])));
  assert.is((await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token })).status, 404);
});

binding('each invalid field gets its own code', async () => {
  const [, u] = users;
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ cardNumber: '6222 0212 3456 abcd' }, { cardNumber: 'card_number_invalid' }],
    [{ cardNumber: '1234567' }, { cardNumber: 'card_number_invalid' }],
    [{ cardNumber: '1'.repeat(31) }, { cardNumber: 'card_number_invalid' }],
    [{ cardNumber: '6222-0212-3456-7890' }, { cardNumber: 'card_number_invalid' }],
    [{ nationality: 'tw' }, { nationality: 'nationality_invalid' }],
    [{ nationality: 'TWN' }, { nationality: 'nationality_invalid' }],
    [{ nationality: 'Taiwan' }, { nationality: 'nationality_invalid' }],
    [{ currencyAddress: 'short' }, { currencyAddress: 'currency_address_invalid' }],
    [{ currencyAddress: 'TQn9Y2khEs LJW1ChVWFM' }, { currencyAddress: 'currency_address_invalid' }],
    [{ currencyAddress: 'T'.repeat(129) }, { currencyAddress: 'currency_address_invalid' }],
    [{ accountName: 'A'.repeat(61) }, { accountName: 'too_long' }],
    [{ bankName: 'B'.repeat(81) }, { bankName: 'too_long' }],
    [{ bankAddress: 'C'.repeat(161) }, { bankAddress: 'too_long' }],
    [
      { cardNumber: 'x', nationality: 'x', currencyAddress: 'x', accountName: 'A'.repeat(61) },
      { cardNumber: 'card_number_invalid', nationality: 'nationality_invalid', currencyAddress: 'currency_address_invalid', accountName: 'too_long' },
    ],
  ];
  for (const [change, fields] of cases) {
    const res = await put(u.token, { ...validAccount, ...change });
    assert.is(res.status, 422, JSON.stringify(change));
    assertErrorShape(res.body, 'validation_failed');
    assert.equal(res.body.error.fields, fields, JSON.stringify(change));
  }
  const shapes: [unknown, Record<string, string>][] = [
    [{ ...validAccount, type: 'paypal' }, { type: 'invalid' }],
    [{ ...validAccount, cardNumber: 6222021234567890 }, { cardNumber: 'invalid' }],
    [{ ...validAccount, iban: 'DE00' }, { iban: 'unknown_field' }],
    [(({ bankName, ...rest }) => rest)(validAccount), { bankName: 'required' }],
  ];
  for (const [body, fields] of shapes) {
    const res = await put(u.token, body);
    assert.is(res.status, 400, JSON.stringify(body));
    assertErrorShape(res.body, 'invalid_body');
    assert.equal(res.body.error.fields, fields);
  }
  assert.is((await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token })).status, 404, 'nothing was bound');

  // The boundaries themselves are accepted.
  const edge = await put(u.token, {
    ...validAccount,
    accountName: 'A'.repeat(60),
    bankName: 'B'.repeat(80),
    bankAddress: 'C'.repeat(160),
    cardNumber: '12345678',
    currencyAddress: 'T'.repeat(10),
  });
  assert.is(edge.status, 201, JSON.stringify(edge.body));
  assert.is(edge.body.cardNumber, '****5678');
});

binding('binding answers 201 with the card number masked to its last 4 digits; GET shows the same', async () => {
  const [u] = users;
  const res = await put(u.token, { ...validAccount, accountName: '  Chen Mei-Ling  ' });
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.is(res.body.cardNumber, '************7890');
  assert.not.ok(res.body.cardNumber.includes('6222'), 'the rest of the number never leaves the server');
  assert.is(res.body.accountName, 'Chen Mei-Ling');
  assert.is(res.body.type, 'bank_card');
  assert.is(res.body.nationality, 'TW');
  assert.is(res.body.bankName, validAccount.bankName);
  assert.is(res.body.bankAddress, validAccount.bankAddress);
  assert.is(res.body.currencyAddress, validAccount.currencyAddress);
  const got = await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token });
  assert.is(got.status, 200);
  assert.equal(got.body, res.body);
  const row = await t.app.db.selectFrom('withdrawal_accounts').selectAll().where('user_id', '=', u.userId).executeTakeFirstOrThrow();
  assert.is(row.card_number, '6222021234567890', 'stored as digits only, for the operator who pays out');
});

binding('a second PUT is 409 already_bound and keeps the first account', async () => {
  const [u] = users;
  const first = await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token });
  const rows = await countRows(t, 'withdrawal_accounts');
  const again = await put(u.token, { ...validAccount, bankName: 'Another Bank', cardNumber: '4000000000000002' });
  assert.is(again.status, 409);
  assertErrorShape(again.body, 'already_bound');
  const same = await put(u.token, validAccount);
  assert.is(same.status, 409, 'even the same account again');
  assert.equal((await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token })).body, first.body);
  assert.is(await countRows(t, 'withdrawal_accounts'), rows);
});

binding('an operator unbind removes the account (GET 404 again) and is written to the audit log', async () => {
  const [u] = users;
  const reason = 'customer lost the card; identity checked by phone';
  await unbindWithdrawalAccount(t.app.conn, u.userId, { actor: operator.actor, reason }, Date.now());
  const after = await call(t.url, 'GET', '/api/withdrawal-account', { token: u.token });
  assert.is(after.status, 404);
  assertErrorShape(after.body, 'not_bound');

  const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'withdrawal_account.unbind').execute();
  assert.is(log.length, 1);
  assert.is(log[0].actor, 'test-operator');
  assert.is(log[0].target, `user:${u.userId}`);
  assert.is(log[0].reason, reason);
  assert.ok(log[0].created_at > 0);
  const details = JSON.parse(log[0].details);
  assert.is(details.cardLast4, '7890');

  try {
    await unbindWithdrawalAccount(t.app.conn, u.userId, operator, Date.now());
    assert.unreachable('unbinding twice must be refused');
  } catch (error) {
    assert.instance(error, DomainError);
    assert.is((error as DomainError).code, 'not_bound');
  }
  assert.is((await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'withdrawal_account.unbind').execute()).length, 1);

  const rebound = await put(u.token, { ...validAccount, cardNumber: '4000 0000 0000 0002' });
  assert.is(rebound.status, 201, 'the user can bind a new account afterwards');
  assert.is(rebound.body.cardNumber, '************0002');
});

binding('twenty concurrent binds: one 201, the rest 409 already_bound', async () => {
  const [fresh] = await signUp(t, 1);
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => put(fresh.token, { ...validAccount, cardNumber: `62220212345678${String(i).padStart(2, '0')}` })),
  );
  const statuses = responses.map((r) => r.status).sort();
  assert.equal(statuses, [201, ...Array(19).fill(409)], statuses.join(','));
  for (const r of responses.filter((r) => r.status === 409)) assertErrorShape(r.body, 'already_bound');
  const winner = responses.find((r) => r.status === 201)!;
  assert.equal((await call(t.url, 'GET', '/api/withdrawal-account', { token: fresh.token })).body, winner.body);
});

binding.run();
