import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { call, startTestApp, type JsonResponse, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { servedDocument } from '../helpers/served-document.js';
import { failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { editDepositMethod } from '../../server/domain/funds/deposit-methods-service.js';
import { waitFor } from '../helpers/wait-for.js';

const { paths, components } = await servedDocument();

// The response schemas are closed (additionalProperties: false), so a field the server adds or renames fails here.
// Not strict: the document carries OpenAPI's own keywords (`x-event-data`) beside JSON Schema's.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'uptick', components });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
/** A validator of a response schema, its `#/components/...` refs pointed at the schemas registered above. */
function validatorOf(schema: object) {
  const text = JSON.stringify(schema).replaceAll('"#/components/', '"uptick#/components/');
  let validate = validators.get(text);
  if (!validate) {
    validate = ajv.compile(JSON.parse(text));
    validators.set(text, validate);
  }
  return validate;
}

/** What is wrong with an answer by the document, if anything: its status must be listed, and its JSON body match. */
function mismatch(method: string, template: string, res: JsonResponse): string | undefined {
  const where = `${method} ${template} → ${res.status}`;
  const response = paths[template]?.[method.toLowerCase()]?.responses[String(res.status)];
  if (!response) return `${where}: status not documented (${JSON.stringify(res.body)})`;
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return res.body === undefined ? undefined : `${where}: a body the document does not describe`;
  const validate = validatorOf(schema);
  return validate(res.body) ? undefined : `${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(res.body)}`;
}

test('the answers of every money flow, and their refusals, are what the document says', async () => {
  const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
  const t: TestApp = await startTestApp({ demoMode: true, authRateLimitPerMinute: 1000 }, undefined, clock.now);
  const problems: string[] = [];
  const check = async (method: string, template: string, url: string, options: Parameters<typeof call>[3] = {}) => {
    const res = await call(t.url, method, url, options);
    const problem = mismatch(method, template, res);
    if (problem) problems.push(problem);
    return res;
  };
  try {
    await insertInviteCode(t.app.conn, 'TESTCODE', null, Date.now());
    await seedProducts(t.app, clock.now());
    const { user, token } = await registerAndLogin(t.url, 'TESTCODE');
    const signedIn = { token };
    await check('GET', '/health', '/api/health');
    await check('GET', '/app-info', '/api/app-info');
    await check('GET', '/pages/{slug}', '/api/pages/risk?lang=en');
    await check('GET', '/pages/{slug}', '/api/pages/nothing');
    await check('POST', '/auth/login', '/api/auth/login', { body: { account: user.account, password: user.password } });
    await check('GET', '/me', '/api/me');
    await check('GET', '/me', '/api/me', signedIn);

    // The two migrated methods, given their instructions as an operator does: each kind answers its own shape.
    const operator = { actor: 'openapi-test', reason: 'our accounts' };
    await editDepositMethod(t.app.conn, 'bank_transfer', { bankName: 'First Bank', accountName: 'Uptick Ltd', accountNumber: '123-456-789' }, t.config.funds, operator, Date.now());
    await editDepositMethod(t.app.conn, 'usdt_trc20', { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', memo: '12345' }, t.config.funds, operator, Date.now());
    await check('GET', '/deposit-methods', '/api/deposit-methods');
    const methods = await check('GET', '/deposit-methods', '/api/deposit-methods', signedIn);
    assert.equal(methods.body.items.map((m: { kind: string }) => m.kind), ['bank_transfer', 'crypto']);

    const deposit = { amount: '1000', method: 'bank_transfer', reference: 'TX-88231' };
    await check('POST', '/deposits', '/api/deposits', { ...signedIn, body: deposit, headers: { 'idempotency-key': 'dep-1' } });
    await check('POST', '/deposits', '/api/deposits', { ...signedIn, body: { ...deposit, amount: '2000' }, headers: { 'idempotency-key': 'dep-1' } });
    await check('POST', '/deposits', '/api/deposits', { ...signedIn, body: { amount: '0.01', method: 'bank_transfer' } });
    await check('POST', '/deposits', '/api/deposits', { ...signedIn, body: { amount: '1.234', method: 'bank_transfer', extra: 1 } });
    await check('POST', '/deposits', '/api/deposits', { ...signedIn, body: 'amount=1', headers: { 'content-type': 'text/plain' } });
    await check('GET', '/deposits', '/api/deposits?limit=1', signedIn);

    await check('GET', '/withdrawal-accounts', '/api/withdrawal-accounts', signedIn);
    await check('POST', '/withdrawals', '/api/withdrawals', { ...signedIn, body: { amount: '100.00', tradePassword: user.tradePassword } });
    const account = { type: 'bank_card', accountName: 'Chen Mei', nationality: 'TW', bankName: 'Bank of Taiwan', cardNumber: '4000 1234 5678 9010', bankAddress: 'Taipei Main Branch', tradePassword: user.tradePassword };
    const first = await check('POST', '/withdrawal-accounts', '/api/withdrawal-accounts', { ...signedIn, body: account });
    await check('POST', '/withdrawal-accounts', '/api/withdrawal-accounts', { ...signedIn, body: account });
    await check('POST', '/withdrawal-accounts', '/api/withdrawal-accounts', { ...signedIn, body: { ...account, tradePassword: '111111' } });
    await check('POST', '/withdrawal-accounts', '/api/withdrawal-accounts', { ...signedIn, body: { ...account, currencyAddress: 'TQ5n3pUkP6xXgJbD8vYz1c9KfR2sWmLhA7' } });
    await check('PUT', '/withdrawal-accounts/{id}/label', `/api/withdrawal-accounts/${first.body.id}/label`, { ...signedIn, body: { label: 'Salary' } });
    await check('PUT', '/withdrawal-accounts/{id}/label', '/api/withdrawal-accounts/nothing/label', { ...signedIn, body: { label: 'Salary' } });
    await check('GET', '/withdrawal-accounts', '/api/withdrawal-accounts', signedIn);
    const crypto = { type: 'crypto', accountName: 'Chen Mei', network: 'TRC20', currencyAddress: 'TQ5n3pUkP6xXgJbD8vYz1c9KfR2sWmLhA7', tradePassword: user.tradePassword, label: 'Wallet' };
    const added = await check('POST', '/withdrawal-accounts', '/api/withdrawal-accounts', { ...signedIn, body: crypto });
    assert.type(added.body.holdUntil, 'string', 'a second account starts the hold');
    await check('GET', '/withdrawal-accounts', '/api/withdrawal-accounts', signedIn);
    await check('POST', '/withdrawals', '/api/withdrawals', { ...signedIn, body: { amount: '100.00', tradePassword: user.tradePassword } });
    const onHold = await check('POST', '/withdrawals', '/api/withdrawals', { ...signedIn, body: { amount: '100.00', accountId: added.body.id, tradePassword: user.tradePassword } });
    assert.is(onHold.body.error.code, 'withdrawal_hold');
    await check('POST', '/withdrawal-accounts/{id}/remove', `/api/withdrawal-accounts/${added.body.id}/remove`, signedIn);
    await check('POST', '/withdrawal-accounts/{id}/remove', `/api/withdrawal-accounts/${added.body.id}/remove`, signedIn);
    await t.app.db.updateTable('withdrawal_accounts').set({ hold_until: null }).execute();
    await check('POST', '/withdrawals', '/api/withdrawals', { ...signedIn, body: { amount: '100.00', tradePassword: '111111' }, headers: { 'idempotency-key': 'wd-1' } });
    const held = await check('POST', '/withdrawals', '/api/withdrawals', { ...signedIn, body: { amount: '100.00', tradePassword: user.tradePassword }, headers: { 'idempotency-key': 'wd-1' } });
    const inUse = await check('POST', '/withdrawal-accounts/{id}/remove', `/api/withdrawal-accounts/${first.body.id}/remove`, signedIn);
    assert.is(inUse.body.error.code, 'withdrawal_account_in_use');
    await check('GET', '/withdrawals', '/api/withdrawals', signedIn);
    await failWithdrawal(t.app.conn, t.app.numbering.withdrawals, held.body.id, { actor: 'openapi-test', reason: 'ticket 1' }, Date.now(), t.app.notices, { code: 'bank_returned', note: 'Account closed' });
    await check('GET', '/withdrawals', '/api/withdrawals', signedIn);

    // The exports answer CSV, documented as such; their refusals are JSON like any other.
    for (const [template, url] of [['/capital-record.csv', '/api/capital-record.csv?period=2026'], ['/orders.csv', '/api/orders.csv?period=2026-11&tz=UTC']]) {
      const res = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
      const content = (paths[template]?.get?.responses[String(res.status)] as { content?: Record<string, unknown> } | undefined)?.content;
      if (!content?.['text/csv'] || res.headers.get('content-type') !== 'text/csv; charset=utf-8') problems.push(`GET ${template} → ${res.status}: not CSV as documented`);
      await res.text();
      await check('GET', template, `${url}&tz=Mars/Olympus`.replace('&tz=UTC&', '&'), signedIn);
    }

    const order = { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 };
    await check('POST', '/orders', '/api/orders', { ...signedIn, body: order });
    await check('POST', '/me/risk-acknowledgement', '/api/me/risk-acknowledgement', signedIn);
    await check('POST', '/orders', '/api/orders', { ...signedIn, body: order });
    const start = clock.now();
    for (const [second, price] of [[-2, 6712050], [-1, 6712100], [0, 6712345]]) await tick(t.app, 'BTCUSDT', price, start + second * 1000);
    const placed = await check('POST', '/orders', '/api/orders', { ...signedIn, body: order, headers: { 'idempotency-key': 'buy-1' } });
    await check('POST', '/orders', '/api/orders', { ...signedIn, body: { ...order, period: 7 } });
    await check('GET', '/products', '/api/products?q=btc');
    await check('GET', '/products/{symbol}', '/api/products/BTCUSDT');
    await check('GET', '/products/{symbol}', '/api/products/NOPE');
    await check('GET', '/products/{symbol}/candles', '/api/products/BTCUSDT/candles?limit=5');
    await check('GET', '/products/{symbol}/candles', '/api/products/BTCUSDT/candles?interval=2h');
    for (const [second, price] of [[10, 6712500], [29, 6713100], [30, 6714025], [31, 6713900]]) {
      clock.set(start + second * 1000);
      await tick(t.app, 'BTCUSDT', price, start + second * 1000);
    }
    let settled: JsonResponse | undefined;
    await waitFor(async () => (settled = await call(t.url, 'GET', `/api/orders/${placed.body.id}`, signedIn)).body.status === 'settled', { timeoutMs: 2_000, what: 'the order settled' });
    assert.ok(settled?.body.proof.exitTicks.length > 0, 'the settled order carries its proof');
    await check('GET', '/orders/{id}', `/api/orders/${placed.body.id}`, signedIn);
    await check('GET', '/orders/{id}', '/api/orders/1', signedIn);
    await check('GET', '/orders', '/api/orders?status=settled', signedIn);
    await check('GET', '/ledger', '/api/ledger', signedIn);
    await check('GET', '/ledger', '/api/ledger?cursor=bm9wZQ', signedIn);
    await check('GET', '/capital-record', '/api/capital-record', signedIn);
    await check('GET', '/capital-record', '/api/capital-record?limit=1', signedIn);
    await check('GET', '/capital-record', '/api/capital-record?cursor=bm9wZQ', signedIn);
    await check('GET', '/capital-record', '/api/capital-record');
    await check('POST', '/auth/logout', '/api/auth/logout', signedIn);
  } finally {
    await t.close();
  }
  assert.equal(problems, []);
});

test.run();
