import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { errorStatus } from '../../src/core/errors.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { loadConfig } from '../../server/config.js';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { moneySnapshot, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { apiOperations, exampleRequest, type ApiOperation } from '../helpers/openapi-operations.js';
import { badRequests, type Anchor, type BadRequest } from '../helpers/bad-requests.js';
import { tableCounts } from '../helpers/table-counts.js';

// Requests generated from GET /api/openapi.json for every operation (docs/security.md, "Bad input, generated"):
// BAD_INPUT_SEED=<n> replays a run's random part exactly; the fixed catalogue is the same every run.
const seed = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const randomCount = Number(process.env.BAD_INPUT_RANDOM ?? 300);
/** Requests in flight at once: enough to overlap the database's waits (and each user's one-at-a-time checks) on two cores. */
const inFlight = 16;
/** Small, so "one byte over the cap" is cheap to send; the rule is the same at any size. */
const photoMaxBytes = 32 * 1024;

/**
 * Tables a refused request may change, and why. Every other table keeps its row count.
 * login_failures: a wrong password is remembered per account and address (the login lock's memory).
 * messages: the lock that wrong passwords start is told to the user (a `trade_password_locked` or `sign_in_locked` notice).
 */
const touchedByRefusals = new Set(['login_failures', 'messages']);

/**
 * Values that a rule refuses, by field name, put over each contract's example: the anchor of each operation is a
 * request of the right shape that is still refused (or, for a read, any valid one). Corrupting it can only make
 * it worse, so a write that answers 2xx took bad input. The examples' own credentials are no user's here.
 */
const refused: Record<string, string> = {
  // A method no operator added.
  method: 'no_such_method',
  // A phone that is no phone number: a reset code's request answers the same for any account.
  phone: '12',
};

/** The anchors: each operation's example (its contract's, or its schema's values) with `refused` over it. */
function anchorsFor(operations: ApiOperation[]): Record<string, Anchor> {
  return Object.fromEntries(
    operations.map((op) => {
      const { body, query, params } = exampleRequest(op);
      const anchor = body && Object.fromEntries(Object.entries(body).map(([key, value]) => [key, refused[key] ?? value]));
      return [op.operationId, { body: anchor, query, params }];
    }),
  );
}

interface Answer {
  status: number;
  body: string;
}

/** Sends one request through inject; an accepted stream is closed as soon as its head is in. */
async function send(app: FastifyInstance, request: BadRequest, token: string | undefined, address: string): Promise<Answer> {
  const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const options = { method: request.method as HTTPMethods, url: request.url, headers, payload: request.payload, remoteAddress: address };
  if (!request.stream) {
    const res = await app.inject(options);
    return { status: res.statusCode, body: res.body };
  }
  const res = await app.inject({ ...options, payloadAsStream: true });
  if (res.statusCode < 300) {
    res.raw.res.destroy();
    return { status: res.statusCode, body: '' };
  }
  let body = '';
  for await (const chunk of res.stream()) body += chunk;
  return { status: res.statusCode, body };
}

/** What is wrong with an answer, if anything. */
function problemOf(request: BadRequest, op: ApiOperation | undefined, signedIn: boolean, answer: Answer): string | undefined {
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.status < 300) return request.mayAccept ? undefined : `accepted with ${answer.status}`;
  let error: any;
  try {
    error = JSON.parse(answer.body).error;
  } catch {
    return `a body that is not JSON`;
  }
  const known = typeof error?.code === 'string' && Object.hasOwn(errorStatus, error.code);
  if (!known || typeof error.message !== 'string' || !error.message) return `not the error shape`;
  if (errorStatus[error.code as keyof typeof errorStatus] !== answer.status) return `${error.code} with status ${answer.status}`;
  if (error.fields !== undefined && (typeof error.fields !== 'object' || Object.values(error.fields).some((v) => typeof v !== 'string'))) return 'fields that are not codes';
  // A path that routes nowhere (`..` resolved, bytes that are no UTF-8) is not found before anything else.
  const routed = !(error.code === 'not_found' && error.message.startsWith('No route'));
  if (op?.signedIn && !signedIn && routed && error.code !== 'unauthenticated') return `${error.code} before sign-in was checked`;
  if (error.code === 'invalid_json' && request.payload === undefined) return 'invalid_json without a body';
  return undefined;
}

/**
 * Signed in and signed out, each request; on PostgreSQL a signed-in operation's requests go signed in only: signed
 * out, sign-in is checked before anything reads the database (the SQLite run sends those), so a third of the run
 * would check the same twice.
 */
function asWhom(op: ApiOperation | undefined): boolean[] {
  return testDb === 'postgres' && op?.signedIn ? [true] : [true, false];
}

let t: TestApp;
/** Who the generated requests act as, in turn: sixteen, so one user's serialised password checks don't queue the run. */
let users: SignedIn[];
/**
 * Who accepts the risk notice, and starts two-step sign-in's setup, when a body they ignore is sent to them: never one
 * of `users`, whose orders the notice would let through to pricing. Set up once before counting: a setup again
 * replaces its secret, and adds no row.
 */
let bystander: SignedIn;
const bystanders = new Set(['acknowledgeRisk', 'setupTwoStep']);

/** A session of its own for each sign-out that is sent signed in: an accepted one ends it. */
async function throwawayTokens(count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { account: bystander.account, password: 'secret123' } });
    assert.is(res.status, 200, JSON.stringify(res.body));
    tokens.push(res.body.token);
  }
  return tokens;
}

test.before(async () => {
  const defaults = loadConfig({});
  // Limits high enough that the flood reaches validation: 429 is a right answer, but not a useful one here.
  const limit = 1_000_000;
  t = await startFundsApp({ authRateLimitPerMinute: limit, moneyRequestsPerMinute: limit, verification: { ...defaults.verification, uploadsPerMinute: limit, photoMaxBytes } });
  [bystander, ...users] = await signUp(t, 17);
});

test.after(async () => {
  await t?.close();
});

test('every generated bad request over every documented operation is a 4xx in the error shape, and moves nothing', async () => {
  const operations = await apiOperations(t.app);
  const anchors = anchorsFor(operations);
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const requests = badRequests(operations, anchors, { seed, randomCount, photoMaxBytes });
  const signOuts = await throwawayTokens(requests.filter((r) => r.operationId === 'logout').length);
  assert.is((await call(t.app, 'POST', '/api/me/two-step/setup', { token: bystander.token })).status, 200);
  const before = { tables: await tableCounts(t.app), money: await moneySnapshot(t) };
  let signedOut = 0;

  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = performance.now();
  const work = requests.flatMap((request, i) => asWhom(byId.get(request.operationId)).map((signedIn) => ({ request, signedIn, user: users[i % users.length] })));
  const worker = async () => {
    for (let item = work.shift(); item; item = work.shift()) {
      const { request, signedIn, user } = item;
      const address = `10.${sent % 200}.0.${(sent >> 8) % 250 + 1}`;
      sent++;
      const token = request.operationId === 'logout' ? signOuts.pop() : bystanders.has(request.operationId) ? bystander.token : user.token;
      const answer = await send(t.app, request, signedIn ? token : undefined, address);
      if (request.operationId === 'logout' && signedIn && answer.status === 204) signedOut++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = problemOf(request, byId.get(request.operationId), signedIn, answer);
      if (problem) problems.push(`${request.operationId} ${signedIn ? 'signed in' : 'signed out'}, ${request.what} (${request.method} ${request.url.slice(0, 120)}): ${problem}: ${answer.body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`  bad input: seed ${seed}, ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s): ${histogram}`);

  assert.ok(sent >= 5_000, `at least 5,000 requests, sent ${sent}`);
  assert.equal(problems.slice(0, 40), [], `${problems.length} problems (seed ${seed})`);
  const after = { tables: await tableCounts(t.app), money: await moneySnapshot(t) };
  assert.equal(after.money, before.money, 'balances and money rows');
  for (const name of touchedByRefusals) {
    delete after.tables[name];
    delete before.tables[name];
  }
  before.tables.sessions -= signedOut;
  assert.equal(after.tables, before.tables, 'row counts of every other table');
  assert.ok((await auditLedger(t.app.conn)).ok, 'the ledger audit passes');
});

test.run();
