import net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validate, type Struct } from 'superstruct';
import type { RegisteredRoute } from '../../server/plugins/route-registry.js';
import { call, type TestApp } from '../helpers/test-app.js';
import { countRows, inviteCode, moneySnapshot, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { newUser } from '../helpers/users.js';
import { apiOperations, exampleRequest, fillPath, type ApiOperation, type ExampleRequest } from '../helpers/openapi-operations.js';

// A NUL byte in a text field was a 500 on PostgreSQL, and stored as it was on SQLite (docs/security.md, "Input").

/** What no text field may hold: NUL, another C0 control, a C1 control, and a lone surrogate (JSON can carry one; UTF-8 cannot). */
const badCharacters = ['\u0000', '\u001b', '\u0085', '\ud800'];
/** A URL carries bytes: invalid UTF-8 is never decoded into a lone surrogate, so only the controls apply. */
const badUrlCharacters = badCharacters.filter((c) => !/\p{Cs}/u.test(c));

const corrupt = (valid: unknown, bad: string) => {
  const text = String(valid);
  return `${text.slice(0, 1)}${bad}${text.slice(1)}`;
};

function urlOf(op: ApiOperation, params: Record<string, string>, query: Record<string, string>): string {
  const filled = fillPath(op, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)])));
  const search = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

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
/** Every documented operation with its route and a request of the right shape (docs: the contract's `example`). */
let operations: { op: ApiOperation; route: RegisteredRoute; declared: ExampleRequest; example: ExampleRequest }[];

test.before(async () => {
  t = await startFundsApp();
  [user] = await signUp(t, 1);
  const { account, phone } = newUser();
  const check = await call(t.url, 'POST', '/api/auth/register/check', { body: { account, phone, inviteCode } });
  assert.is(check.status, 200, JSON.stringify(check.body));
  // Live values where the example's would be refused anyway, so that only the corruption can refuse the request.
  const { tradePassword } = user;
  const live: Record<string, unknown> = { account: user.account, tradePassword, tradePasswordConfirm: tradePassword, inviteCode, ticket: check.body.ticket, phone: newUser().phone };
  const routes = new Map(t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r]));
  operations = (await apiOperations(t.app)).map((op) => {
    const example = exampleRequest(op);
    const body = example.body && Object.fromEntries(Object.entries(example.body).map(([key, value]) => [key, key in live ? live[key] : value]));
    return { op, route: routes.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`)!, declared: example, example: { ...example, body } };
  });
});

test.after(async () => {
  await t?.close();
});

test("every input of every operation has a value, from its contract's example or its schema, that its structs accept", () => {
  const problems: string[] = [];
  for (const { op, route, declared: example } of operations) {
    if (example.missing.length) problems.push(`${op.operationId}: no value for ${example.missing.join(', ')}: give one in its contract's \`example\``);
    const { body, querystring } = (route.schema ?? {}) as { body?: Struct<any, any>; querystring?: Struct<any, any> };
    const [bodyError] = body ? validate(example.body, body, { coerce: true }) : [];
    const [queryError] = querystring ? validate(example.query, querystring, { coerce: true }) : [];
    for (const error of [bodyError, queryError]) if (error) problems.push(`${op.operationId}: the example's ${error.path.join('.')} is refused (${error.message})`);
  }
  assert.equal(problems, []);
});

test('a control character or lone surrogate in any body field is a 4xx naming the field, and changes nothing', async () => {
  let before = await snapshot(t);
  const problems: string[] = [];
  for (const { op, route, example } of operations.filter((o) => o.example.body)) {
    const body = example.body!;
    // Every corruption of one operation at once: each is refused before it reaches the domain.
    await Promise.all(
      Object.keys(body).flatMap((key) =>
        badCharacters.map(async (bad) => {
          const where = `${op.operationId} ${key} with ${nameOf(bad)}`;
          const res = await call(t.url, op.method, urlOf(op, example.params, example.query), { token: user.token, body: { ...body, [key]: corrupt(body[key], bad) } });
          // A text field says why; a field of another type (an enum, a number) is simply not valid.
          const expected = typeOf(structOf(route.schema!.body, body), key) === 'string' ? 'invalid_characters' : res.body?.error?.fields?.[key] ?? 'a field code';
          const problem = problemOf(res, where) ?? (res.body.error.fields?.[key] === expected ? undefined : `${where}: ${JSON.stringify(res.body)}`);
          if (problem) problems.push(problem);
        }),
      ),
    );
    const after = await snapshot(t);
    if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${op.operationId} changed the data: ${JSON.stringify({ before, after })}`);
    before = after;
  }
  assert.equal(problems, []);
});

test('a control character in any query or path value is a 4xx in the error shape, and changes nothing', async () => {
  const before = await snapshot(t);
  const problems: string[] = [];
  const probes = operations.flatMap(({ op, example: { params, query, body } }) => [
    ...Object.keys(query).map((key) => ({ op, key, body, url: (bad: string) => urlOf(op, params, { ...query, [key]: corrupt(query[key], bad) }) })),
    ...Object.keys(params).map((key) => ({ op, key, body, url: (bad: string) => urlOf(op, { ...params, [key]: corrupt(params[key], bad) }, query) })),
  ]);
  const check = async (probe: (typeof probes)[number], bad: string) => {
    const url = probe.url(bad);
    const where = `${probe.op.method} ${url}`;
    // A stream's query is matched in memory only, never stored (market-stream.ts): an unknown symbol is an
    // empty stream, so here it only must not fail.
    if (probe.op.stream) {
      const aborter = new AbortController();
      const res = await fetch(t.url + url, { signal: aborter.signal });
      aborter.abort();
      if (res.status >= 500) problems.push(`${where}: ${res.status}`);
      return;
    }
    const res = await call(t.url, probe.op.method, url, { token: user.token, body: probe.body });
    const named = probe.op.pathParams.some((p) => p.name === probe.key) || typeof res.body?.error?.fields?.[probe.key] === 'string';
    const problem = problemOf(res, where) ?? (named ? undefined : `${where}: ${JSON.stringify(res.body)}`);
    if (problem) problems.push(problem);
  };
  // Streams one at a time, each closed before the next: an open one held the server's close for seconds.
  for (const probe of probes.filter((p) => p.op.stream)) for (const bad of badUrlCharacters) await check(probe, bad);
  await Promise.all(probes.filter((p) => !p.op.stream).flatMap((probe) => badUrlCharacters.map((bad) => check(probe, bad))));
  assert.equal(problems, []);
  assert.equal(await snapshot(t), before);
});

test('a control character in Idempotency-Key is a 400 and changes nothing', async () => {
  const before = await snapshot(t);
  const problems: string[] = [];
  for (const { op, example } of operations.filter((o) => o.op.headers.some((h) => h.name === 'Idempotency-Key'))) {
    for (const bad of badUrlCharacters) {
      const where = `${op.operationId} Idempotency-Key with ${nameOf(bad)}`;
      const head = [`${op.method} ${urlOf(op, example.params, example.query)} HTTP/1.1`, `Authorization: Bearer ${user.token}`, 'Content-Type: application/json', `Idempotency-Key: k${bad}ey-1`];
      const res = await rawRequest(t, head, JSON.stringify(example.body));
      // NUL and the other C0 controls never pass Node's HTTP parser (400 before any route); the route refuses what it lets through.
      // oxlint-disable-next-line no-control-regex -- the control bytes Node's HTTP parser refuses in a URL
      const parserRefused = /[\0-\x1f]/.test(bad);
      const ok = res.status === 400 && (parserRefused || (!problemOf(res, where) && res.body.error.fields?.['Idempotency-Key'] === 'invalid'));
      if (!ok) problems.push(`${where}: ${res.status} ${JSON.stringify(res.body)}`);
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
