import net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Struct } from 'superstruct';
import { call, type TestApp } from '../helpers/test-app.js';
import { countRows, inviteCode, moneySnapshot, signUp, startFundsApp, validAccount, type SignedIn } from '../helpers/funds.js';
import { newUser } from '../helpers/users.js';

// A NUL byte in a text field was a 500 on PostgreSQL, and stored as it was on SQLite (docs/security.md, "Input").

/** What no text field may hold: NUL, another C0 control, a C1 control, and a lone surrogate (JSON can carry one; UTF-8 cannot). */
const badCharacters = ['\u0000', '\u001b', '\u0085', '\ud800'];
/** A URL carries bytes: invalid UTF-8 is never decoded into a lone surrogate, so only the controls apply. */
const badUrlCharacters = badCharacters.filter((c) => !/\p{Cs}/u.test(c));

/** A valid value of every input a route reads; the test corrupts them one at a time. */
interface RouteInputs {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Headers the route keeps (beyond the bearer token, which is matched against a fixed pattern). */
  headers?: string[];
}

/** Every /api route, by `METHOD url` as the route registry knows it. A route with no inputs is listed as `{}`. */
function routeInputs(user: SignedIn, ticket: string): Record<string, RouteInputs> {
  const list = { limit: '20', cursor: 'MQ' };
  const fresh = newUser();
  return {
    'GET /api/health': {},
    'GET /api/app-info': {},
    'GET /api/openapi.json': {},
    'GET /api/pages/:slug': { params: { slug: 'help' }, query: { lang: 'en' } },
    'GET /api/news': { query: { ...list, lang: 'en' } },
    'GET /api/news/:id': { params: { id: '0'.repeat(32) }, query: { lang: 'en' } },
    'POST /api/auth/register/check': { body: { account: fresh.account, phone: fresh.phone, inviteCode } },
    'POST /api/auth/register': {
      body: { ticket, password: 'secret123', passwordConfirm: 'secret123', tradePassword: '246810', tradePasswordConfirm: '246810', acceptTerms: true },
    },
    'POST /api/auth/login': { body: { account: user.account, password: 'secret123', device: 'x'.repeat(43), otp: '123456' } },
    'POST /api/auth/reset/code': { body: { account: user.account, phone: fresh.phone, lang: 'en' } },
    'POST /api/auth/reset': { body: { account: user.account, requestId: 'A'.repeat(43), code: '1234', kind: 'login', newPassword: 'secret456', confirmPassword: 'secret456' } },
    'POST /api/auth/logout': {},
    'GET /api/me': {},
    'POST /api/me/risk-acknowledgement': {},
    'POST /api/me/password': { body: { kind: 'login', oldPassword: 'secret123', newPassword: 'secret456', confirmPassword: 'secret456' } },
    'GET /api/me/sessions': {},
    'POST /api/me/sessions/:id/sign-out': { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
    'POST /api/me/sessions/sign-out-others': {},
    'GET /api/me/sign-ins': {},
    'GET /api/me/two-step': {},
    'POST /api/me/two-step/setup': {},
    'POST /api/me/two-step/on': { body: { code: '123456', tradePassword: user.tradePassword } },
    'POST /api/me/two-step/off': { body: { code: 'abcd-efgh-jkmn', tradePassword: user.tradePassword } },
    'POST /api/deposits': { body: { amount: '100.00', method: 'bank_transfer', reference: 'TX-1234' }, headers: ['idempotency-key'] },
    'GET /api/deposits': { query: list },
    'GET /api/deposit-methods': {},
    'GET /api/deposit-methods/:id/qr.svg': { params: { id: 'usdt_trc20' } },
    'GET /api/withdrawal-accounts': {},
    'POST /api/withdrawal-accounts': { body: { ...validAccount, label: 'Salary', tradePassword: user.tradePassword, otp: '123456' } },
    'PUT /api/withdrawal-accounts/:id/label': { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' }, body: { label: 'Salary' } },
    'POST /api/withdrawal-accounts/:id/remove': { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
    'POST /api/withdrawals': {
      body: { amount: '10.00', accountId: '0190a1b2c3d4e5f60718293a4b5c6d7e', tradePassword: user.tradePassword, otp: '123456' },
      headers: ['idempotency-key'],
    },
    'GET /api/withdrawals': { query: list },
    'GET /api/savings': {},
    'POST /api/savings/transfer-in': { body: { amount: '10.00' }, headers: ['idempotency-key'] },
    'POST /api/savings/transfer-out': { body: { amount: '10.00' }, headers: ['idempotency-key'] },
    'GET /api/savings/records': { query: list },
    'GET /api/verification': {},
    'POST /api/verification': {
      body: { name: 'Chen Mei', idNumber: 'A123456789', nationality: 'TW', frontPhotoId: '0190a1b2c3d4e5f60718293a4b5c6d7e', backPhotoId: '0190a1b2c3d4e5f60718293a4b5c6d7f' },
    },
    // Multipart, so no JSON body to corrupt: its two fields are refused by name in test/api/verification.test.ts.
    'POST /api/verification/photos': {},
    'GET /api/verification/photos/:id': { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
    'GET /api/ledger': { query: list },
    'GET /api/capital-record': { query: list },
    'GET /api/capital-record.csv': { query: { period: '2026-12', tz: 'Asia/Taipei' } },
    'GET /api/orders.csv': { query: { period: '2026', tz: 'UTC' } },
    'GET /api/products': { query: { q: 'btc' } },
    'GET /api/products/:symbol': { params: { symbol: 'BTCUSDT' } },
    'GET /api/products/:symbol/candles': { params: { symbol: 'BTCUSDT' }, query: { interval: '1m', limit: '10' } },
    'GET /api/market/stream': { query: { symbols: 'BTCUSDT', lastEventId: '1', ticket: 'x' } },
    'GET /api/market/stream-ticket': {},
    'GET /api/market/ticks': { query: { ...list, symbol: 'BTCUSDT', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' } },
    'GET /api/market/roots': { query: { ...list, symbol: 'BTCUSDT', from: '2026-01-01', to: '2026-01-02' } },
    'GET /api/me/stream': {},
    'GET /api/messages': { query: { ...list, lang: 'en', tz: 'Asia/Bangkok' } },
    'GET /api/messages/unread-count': {},
    'POST /api/messages/:id/read': { params: { id: '1' } },
    'GET /api/support/messages': { query: list },
    'POST /api/support/messages': { body: { body: 'Hello', photoId: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
    'POST /api/orders': { body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 60 }, headers: ['idempotency-key'] },
    'GET /api/orders': { query: { ...list, status: 'open' } },
    'GET /api/orders/:id': { params: { id: '1' } },
  };
}

// The stream's query (market-stream.ts) is matched in memory only, never stored: an unknown symbol is an
// empty stream, so here it only must not fail. Its own schema refusing controls would let this go.
const streamRoute = 'GET /api/market/stream';

const corrupt = (valid: unknown, bad: string) => {
  const text = String(valid);
  return `${text.slice(0, 1)}${bad}${text.slice(1)}`;
};

function urlOf(path: string, params: Record<string, string>, query: Record<string, string>): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name]));
  const search = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

/** Keys of a superstruct object struct (refined or assigned ones keep them). */
const keysOf = (struct: unknown) => Object.keys(((struct as Struct<any, any> | undefined)?.schema ?? {}) as object).sort();
const typeOf = (struct: unknown, key: string) => ((struct as Struct<any, any>).schema as Record<string, Struct<any, any>>)[key].type;
/** The object struct that judges `body`: a body of several kinds keeps one per kind in its schema, by `type`. */
function structOf(struct: unknown, body: Record<string, unknown> | undefined): unknown {
  const kinds = (struct as Struct<any, any> | undefined)?.schema as Record<string, Struct<any, any>> | undefined;
  const kind = typeof body?.type === 'string' ? kinds?.[body.type] : undefined;
  return kind?.type === 'object' ? kind : struct;
}

/** What is wrong with an answer to a bad input, if anything: it must be a 4xx in the error shape of docs/api.md. */
function problemOf(res: { status: number; body: any }, where: string): string | undefined {
  const error = res.body?.error;
  const shaped = typeof error === 'object' && typeof error.code === 'string' && typeof error.message === 'string';
  if (res.status >= 400 && res.status < 500 && shaped) return undefined;
  return `${where}: ${res.status} ${JSON.stringify(res.body)}`;
}

const nameOf = (bad: string) => `U+${bad.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Everything a refused request must leave as it was. */
async function snapshot(t: TestApp) {
  return {
    ...(await moneySnapshot(t)),
    users: await countRows(t, 'users'),
    sessions: await countRows(t, 'sessions'),
    tickets: await countRows(t, 'registration_tickets'),
    resetCodes: await countRows(t, 'password_reset_codes'),
    withdrawalAccounts: await countRows(t, 'withdrawal_accounts'),
    orders: await countRows(t, 'orders'),
    verifications: await countRows(t, 'verifications'),
    photos: await countRows(t, 'verification_photos'),
  };
}

/** One request over a raw socket, so a header can carry bytes that fetch refuses to send. */
function rawRequest(t: TestApp, head: string[], body: string): Promise<{ status: number; body: any }> {
  const url = new URL(t.url);
  const request = Buffer.concat([
    Buffer.from([...head, `Host: ${url.host}`, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', ''].join('\r\n'), 'latin1'),
    Buffer.from(body),
  ]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: Node's server aborts a request whose client half-closes before the answer.
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      const [headText, bodyText = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(headText.split(' ')[1]), body: bodyText ? JSON.parse(bodyText) : undefined });
    });
  });
}

let t: TestApp;
let user: SignedIn;
let inputs: Record<string, RouteInputs>;

test.before(async () => {
  t = await startFundsApp();
  [user] = await signUp(t, 1);
  const { account, phone } = newUser();
  const check = await call(t.url, 'POST', '/api/auth/register/check', { body: { account, phone, inviteCode } });
  assert.is(check.status, 200, JSON.stringify(check.body));
  inputs = routeInputs(user, check.body.ticket);
});

test.after(async () => {
  await t?.close();
});

test('the table names every /api route and every body, query and path input it reads', () => {
  const registered = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
  assert.equal(registered.map((r) => `${r.method} ${r.url}`).sort(), Object.keys(inputs).sort(), 'routes in the table');
  for (const route of registered) {
    const name = `${route.method} ${route.url}`;
    const given = inputs[name];
    assert.equal(Object.keys(given.body ?? {}).sort(), keysOf(structOf(route.schema?.body, given.body)), `${name} body keys`);
    assert.equal(Object.keys(given.query ?? {}).sort(), keysOf(route.schema?.querystring), `${name} query keys`);
    assert.equal(Object.keys(given.params ?? {}).sort(), [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).sort(), `${name} params`);
  }
});

test('a control character or lone surrogate in any body field is a 4xx naming the field, and changes nothing', async () => {
  let before = await snapshot(t);
  const problems: string[] = [];
  for (const route of t.app.registeredRoutes.filter((r) => r.schema?.body)) {
    const name = `${route.method} ${route.url}`;
    const body = inputs[name].body!;
    for (const key of Object.keys(body)) {
      for (const bad of badCharacters) {
        const where = `${name} ${key} with ${nameOf(bad)}`;
        const res = await call(t.url, route.method, route.url, { token: user.token, body: { ...body, [key]: corrupt(body[key], bad) } });
        // A text field says why; a field of another type (an enum, a number) is simply not valid.
        const expected = typeOf(structOf(route.schema!.body, body), key) === 'string' ? 'invalid_characters' : res.body?.error?.fields?.[key] ?? 'a field code';
        const problem = problemOf(res, where) ?? (res.body.error.fields?.[key] === expected ? undefined : `${where}: ${JSON.stringify(res.body)}`);
        if (problem) problems.push(problem);
      }
    }
    const after = await snapshot(t);
    if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${name} changed the data: ${JSON.stringify({ before, after })}`);
    before = after;
  }
  assert.equal(problems, []);
});

test('a control character in any query or path value is a 4xx in the error shape, and changes nothing', async () => {
  const before = await snapshot(t);
  const problems: string[] = [];
  for (const [name, given] of Object.entries(inputs)) {
    const [method, path] = name.split(' ');
    const params = given.params ?? {};
    const query = given.query ?? {};
    const probes = [
      ...Object.keys(query).map((key) => ({ key, url: (bad: string) => urlOf(path, params, { ...query, [key]: corrupt(query[key], bad) }) })),
      ...Object.keys(params).map((key) => ({ key, url: (bad: string) => urlOf(path, { ...params, [key]: corrupt(params[key], bad) }, query) })),
    ];
    for (const probe of probes) {
      for (const bad of badUrlCharacters) {
        const url = probe.url(bad);
        const where = `${method} ${url}`;
        if (name === streamRoute) {
          const aborter = new AbortController();
          const res = await fetch(t.url + url, { signal: aborter.signal });
          aborter.abort();
          if (res.status >= 500) problems.push(`${where}: ${res.status}`);
          continue;
        }
        const res = await call(t.url, method, url, { token: user.token });
        const named = !(probe.key in query) || typeof res.body?.error?.fields?.[probe.key] === 'string';
        const problem = problemOf(res, where) ?? (named ? undefined : `${where}: ${JSON.stringify(res.body)}`);
        if (problem) problems.push(problem);
      }
    }
  }
  assert.equal(problems, []);
  assert.equal(await snapshot(t), before);
});

test('a control character in Idempotency-Key is a 400 and changes nothing', async () => {
  const before = await snapshot(t);
  const problems: string[] = [];
  for (const [name, given] of Object.entries(inputs)) {
    const [method, path] = name.split(' ');
    for (const header of given.headers ?? []) {
      for (const bad of badUrlCharacters) {
        const where = `${name} ${header} with ${nameOf(bad)}`;
        const head = [`${method} ${path} HTTP/1.1`, `Authorization: Bearer ${user.token}`, 'Content-Type: application/json', `${header}: k${bad}ey-1`];
        const res = await rawRequest(t, head, JSON.stringify(given.body));
        // NUL and the other C0 controls never pass Node's HTTP parser (400 before any route); the route refuses what it lets through.
        // oxlint-disable-next-line no-control-regex -- the control bytes Node's HTTP parser refuses in a URL
        // oxlint-disable-next-line no-control-regex -- the control bytes Node's HTTP parser refuses in a URL
        const parserRefused = /[\0-\x1f]/.test(bad);
        const ok = res.status === 400 && (parserRefused || (!problemOf(res, where) && res.body.error.fields?.['Idempotency-Key'] === 'invalid'));
        if (!ok) problems.push(`${where}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  }
  assert.equal(problems, []);
  assert.equal(await snapshot(t), before);
});

test('a body of thousands of nested arrays is a 400 on every route that takes a body (413 where its body limit is smaller), not a 500', async () => {
  const problems: string[] = [];
  for (const depth of [5_000, 30_000]) {
    const body = '['.repeat(depth) + ']'.repeat(depth);
    for (const route of t.app.registeredRoutes.filter((r) => r.schema?.body)) {
      const res = await call(t.url, route.method, route.url, { token: user.token, body });
      const refused = res.status === 400 || (res.status === 413 && body.length > (route.bodyLimit ?? Infinity));
      if (!refused || problemOf(res, route.url)) problems.push(`${route.method} ${route.url} at depth ${depth}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
  assert.equal(problems, []);
});

// A parameter over the router's 100 characters was a 414 in Fastify's own shape ({statusCode, code: FST_ERR_…}).
test('a path that is not valid UTF-8 (an encoded lone surrogate), or with a parameter over 100 characters, is a 404 in the error shape', async () => {
  const long = 'x'.repeat(101);
  for (const url of ['/api/orders/%ED%A0%80', '/api/products/%ED%A0%80', '/%ED%A0%80', `/api/orders/${long}`, `/api/pages/${long}`, `/api/products/${long}/candles`]) {
    const res = await call(t.url, 'GET', url, { token: user.token });
    assert.is(res.status, 404, url);
    assert.is(problemOf(res, url), undefined);
    assert.is(res.body.error.code, 'not_found');
  }
});

test.run();
