import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { bindAccount, moneySnapshot, validAccount } from '../helpers/funds.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';
import { admin } from '../helpers/admin.js';
import { tableCounts } from '../helpers/table-counts.js';
import { apiOperations, bodyKinds, exampleRequest, fillPath, type ApiOperation } from '../helpers/openapi-operations.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';

// Who may reach what, derived from GET /api/openapi.json and its contracts' examples so that a new operation is
// covered, or fails here until it is (docs/security.md, "Authorization, generated").

const test = suite(`authorization (${testDb})`);
const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
const invite = 'AUTHZ';

/**
 * Path parameters of signed-in operations that name the same thing for everyone, and why no owner check applies
 * (a public operation's are everyone's by its contract). Every other signed-in operation with a path parameter
 * must have the owner's id in `ownedIds` below.
 */
const sharedIds: Record<string, string> = {
  getDepositMethodQr: "a deposit method's address is public (it is the platform's)",
};

/** Fields a client never sets: balances, states and the identity of the owner are the server's. */
const ownedFields = ['balance', 'available', 'frozen', 'status', 'creditScore', 'credit_score', 'verification', 'verified', 'userId', 'user_id', 'id', 'role', 'isAdmin', 'fee', 'payoutRate', 'riskAcknowledgedAt', 'createdAt'];

interface Person {
  account: string;
  phone: string;
  token: string;
}

let t: TestApp;
let operations: ApiOperation[];
let owner: Person;
let stranger: Person;
/** The owner's id for each operation that reads one of the owner's things by id. */
let ownedIds: Record<string, Record<string, string>>;
let key = 0;

async function person(): Promise<Person> {
  const { user, token } = await registerAndLogin(t.url, invite);
  return { account: user.account, phone: user.phone, token };
}

const ok = async (res: Promise<{ status: number; body: any }>, status: number) => {
  const answer = await res;
  assert.is(answer.status, status, JSON.stringify(answer.body));
  return answer.body;
};

/** Sends a request through inject; an accepted stream is closed as soon as its head is in. */
async function request(app: FastifyInstance, method: string, url: string, token: string | undefined, payload?: string) {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) };
  const res = await app.inject({ method: method as HTTPMethods, url, headers, payload, payloadAsStream: true });
  if (res.statusCode < 300) {
    res.raw.res.destroy();
    return { status: res.statusCode, body: undefined };
  }
  let text = '';
  for await (const chunk of res.stream()) text += chunk;
  return { status: res.statusCode, body: JSON.parse(text) };
}

const snapshot = async () => ({ tables: await tableCounts(t.app), money: await moneySnapshot(t) });

test.before(async () => {
  t = await startTestApp({ authRateLimitPerMinute: 1000, moneyRequestsPerMinute: 1000, demoMode: true }, undefined, clock.now);
  await insertInviteCode(t.app.conn, invite, null, Date.now());
  await seedProducts(t.app, clock.now());
  await tick(t.app, 'BTCUSDT', 6_300_000, clock.now());
  operations = await apiOperations(t.app);
  [owner, stranger] = [await person(), await person()];
  // Two of everything the owner can list, so each list has a next page and a cursor.
  const as = (method: string, url: string, body?: unknown) => call(t.url, method, url, { token: owner.token, body, headers: { 'idempotency-key': `authz-${++key}` } });
  for (const amount of ['1000.00', '500.00']) await ok(as('POST', '/api/deposits', { amount, method: 'bank_transfer' }), 201);
  await ok(as('POST', '/api/me/risk-acknowledgement'), 204);
  const orders = [];
  for (let i = 0; i < 2; i++) orders.push(await ok(as('POST', '/api/orders', { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 300 }), 201));
  await bindAccount(t, { token: owner.token, tradePassword: '246810' });
  for (let i = 0; i < 2; i++) await ok(as('POST', '/api/withdrawals', { amount: '10.00', tradePassword: '246810' }), 201);
  // Two more withdrawal accounts, with no withdrawal to them: one to rename, one to remove.
  const [renamed, removed] = await Promise.all(['0002', '0003'].map((end) => ok(as('POST', '/api/withdrawal-accounts', { ...validAccount, cardNumber: `400000000000${end}`, tradePassword: '246810' }), 201)));
  for (let i = 0; i < 2; i++) await ok(as('POST', '/api/savings/transfer-in', { amount: '10.00' }), 201);
  const photo = await uploadPhoto(t, owner.token, 'front', pngBytes(640, 400));
  assert.is(photo.status, 201, JSON.stringify(photo.body));
  for (const text of ['first', 'second']) {
    assert.is((await admin(t, 'messages', 'send', owner.account, '--title', text, '--body', text, '--reason', 'authz')).code, 0);
    await ok(as('POST', '/api/support/messages', { body: text }), 201);
  }
  const [message] = (await ok(as('GET', '/api/messages'), 200)).items;
  // Read already: the owner's mark below is the same again, so it changes nothing either.
  await ok(as('POST', `/api/messages/${message.id}/read`), 204);
  // A second session of the owner's, which the owner's own sign-out below ends.
  await ok(call(t.url, 'POST', '/api/auth/login', { body: { account: owner.account, password: 'secret123' } }), 200);
  const second = (await ok(as('GET', '/api/me/sessions'), 200)).items.find((s: { current: boolean }) => !s.current);
  ownedIds = {
    getOrder: { id: orders[0].id },
    getVerificationPhoto: { id: photo.body.photoId },
    markMessageRead: { id: message.id },
    signOutSession: { id: second.id },
    renameWithdrawalAccount: { id: renamed.id },
    removeWithdrawalAccount: { id: removed.id },
  };
});

test.after(async () => {
  await t?.close();
});

test("every operation with an id in its path answers another user's id 404, as for an id that never existed, and changes nothing", async () => {
  const withIds = operations.filter((op) => op.signedIn && op.pathParams.length);
  assert.equal(withIds.filter((op) => !ownedIds[op.operationId] && !sharedIds[op.operationId]).map((op) => op.operationId), [], 'operations with an id and no case');
  // The stranger first, then the owner: the id was live when the stranger sent it (a sign-out then ends it).
  for (const op of withIds.filter((o) => ownedIds[o.operationId])) {
    const url = fillPath(op, ownedIds[op.operationId]);
    // One that takes a body gets one it accepts, so that only the id can be what refuses it.
    const payload = op.body ? JSON.stringify(exampleRequest(op).body) : undefined;
    const before = await snapshot();
    const res = await request(t.app, op.method, url, stranger.token, payload);
    assert.is(res.status, 404, `${op.operationId} as another user: ${JSON.stringify(res.body)}`);
    assert.is(res.body.error.code, 'not_found');
    assert.equal(await snapshot(), before, `${op.operationId} as another user changes nothing`);
    const own = (await request(t.app, op.method, url, owner.token, payload)).status;
    assert.ok(own === 200 || own === 204, `${op.operationId}: the owner reaches it (${own})`);
  }
});

test('every operation its contract calls signed in answers 401 without a token and with one no one holds; a public one does not, and a public list answers', async () => {
  const tokens = [undefined, 'x', 'A'.repeat(43), '\u00e9'.repeat(43)];
  const problems: string[] = [];
  await Promise.all(
    operations.flatMap((op) => {
      const { body, query, params } = exampleRequest(op);
      // Only what is required: a cursor is one list's own, and any other's is refused.
      const required = Object.fromEntries(op.query.filter((p) => p.required).map((p) => [p.name, query[p.name]]));
      const url = `${fillPath(op, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)])))}?${new URLSearchParams(required)}`;
      return (op.signedIn ? tokens : [undefined]).map(async (token) => {
        const res = await request(t.app, op.method, url, token, op.takesBody ? JSON.stringify(body ?? {}) : undefined);
        const refused = res.status === 401 && res.body.error.code === 'unauthenticated';
        // A public list holds no user's data: anyone pages through it (the price record is checked against it).
        const publicList = !op.signedIn && op.query.some((p) => p.name === 'cursor');
        if (refused !== op.signedIn || (publicList && res.status !== 200)) problems.push(`${op.operationId} with token ${JSON.stringify(token)}: ${res.status} ${JSON.stringify(res.body)}`);
      });
    }),
  );
  assert.equal(problems, []);
  assert.ok(operations.filter((op) => op.signedIn).length >= 20 && operations.some((op) => !op.signedIn), 'both kinds of operation');
});

test("every list with a cursor shows another user only their own items, whoever's cursor they send", async () => {
  const lists = operations.filter((op) => op.signedIn && op.query.some((p) => p.name === 'cursor'));
  assert.ok(lists.length >= 6, `the signed-in lists: ${lists.map((op) => op.operationId)}`);
  for (const op of lists) {
    const first = await call(t.app, 'GET', `${op.path}?limit=1`, { token: owner.token });
    assert.is(first.status, 200, `${op.operationId}: ${JSON.stringify(first.body)}`);
    assert.type(first.body.nextCursor, 'string', `${op.operationId}: the owner has a second page`);
    const res = await call(t.app, 'GET', `${op.path}?cursor=${first.body.nextCursor}`, { token: stranger.token });
    const shown = res.status === 200 ? res.body.items : [];
    assert.ok(res.status === 200 || res.status === 422, `${op.operationId}: ${res.status} ${JSON.stringify(res.body)}`);
    const mine = JSON.stringify((await call(t.app, 'GET', `${op.path}?limit=100`, { token: owner.token })).body.items);
    for (const item of shown) assert.not.ok(mine.includes(JSON.stringify(item)), `${op.operationId} showed the owner's ${JSON.stringify(item)}`);
  }
});

test('a field the client does not own (balance, status, credit score, verification, user id …) is 400 unknown_field in every write, and changes nothing', async () => {
  const writes = operations.filter((op) => op.body);
  const before = await snapshot();
  for (const op of writes) {
    const known = bodyKinds(op.body!).flatMap((kind) => Object.keys(kind.properties ?? {}));
    for (const field of ownedFields.filter((f) => !known.includes(f))) {
      const body = { ...exampleRequest(op).body, [field]: field === 'balance' ? '1000000.00' : 'verified' };
      const res = await call(t.app, op.method, op.path, { token: stranger.token, body, headers: { 'idempotency-key': `owned-${++key}` } });
      assert.is(res.status, 400, `${op.operationId} with ${field}: ${JSON.stringify(res.body)}`);
      assert.is(res.body.error.code, 'invalid_body');
      assert.is(res.body.error.fields?.[field], 'unknown_field', `${op.operationId} with ${field}: ${JSON.stringify(res.body)}`);
    }
  }
  // The one upload: a form field it does not know is refused by name too (a second field is past its parts limit: 413).
  const form = new FormData();
  form.append('verification', 'verified');
  const upload = await fetch(`${t.url}/api/verification/photos`, { method: 'POST', headers: { authorization: `Bearer ${stranger.token}` }, body: form });
  assert.is(upload.status, 400);
  assert.is((await upload.json()).error.fields?.verification, 'unknown_field');
  assert.equal(await snapshot(), before);
});

/** The operator commands, as `npm run admin -- help` lists them: `[area, action]`. */
async function operatorCommands(): Promise<[string, string][]> {
  const { stdout } = await admin(t, 'help');
  return [...stdout.matchAll(/^ {2}([a-z-]+) ([a-z-]+)/gm)].map((m) => [m[1], m[2]]);
}

test('no /api route does what an operator command does: none is registered, and plausible paths for each answer 404 and change nothing', async () => {
  const commands = await operatorCommands();
  assert.ok(commands.length >= 20, `the CLI's commands: ${commands.length}`);
  const actions = new Set(commands.map(([, action]) => action).filter((a) => a !== 'list' && a !== 'show'));
  const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
  const operatorLike = routes.filter((r) => r.url.split('/').some((segment) => actions.has(segment) || segment === 'admin' || segment === 'operator'));
  assert.equal(operatorLike.map((r) => `${r.method} ${r.url}`), [], 'routes named like an operator action');

  const before = await snapshot();
  const someId = ownedIds.getOrder.id;
  for (const [area, action] of commands) {
    const paths = [`/api/${area}/${action}`, `/api/${area}/${someId}/${action}`, `/api/admin/${area}/${action}`, `/api/admin/${area}/${someId}/${action}`, `/api/operator/${area}/${action}`, `/api/${area}/${action}/${owner.account}`];
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await request(t.app, method, path, owner.token, method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ reason: 'x', status: 'confirmed' }));
        assert.is(res.status, 404, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  }
  assert.equal(await snapshot(), before);
});

/** Every signed-in operation of the document, each answering `token` 401 `unauthenticated`. */
async function assertRevoked(token: string, why: string) {
  const signedIn = operations.filter((op) => op.signedIn);
  assert.ok(signedIn.length >= 20, `signed-in operations: ${signedIn.length}`);
  for (const op of signedIn) {
    const url = fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p.name, '1'])));
    const res = await request(t.app, op.method, url, token, op.takesBody ? '{}' : undefined);
    assert.is(res.status, 401, `${op.operationId} after ${why}: ${res.status}`);
    assert.is(res.body.error.code, 'unauthenticated');
  }
}

const signIn = async (account: string, password = 'secret123') =>
  (await ok(call(t.app, 'POST', '/api/auth/login', { body: { account, password } }), 200)).token as string;

test('a token signed out is refused on every signed-in operation; another session of the same user goes on', async () => {
  const user = await person();
  const other = await signIn(user.account);
  await ok(call(t.app, 'POST', '/api/auth/logout', { token: user.token }), 204);
  await assertRevoked(user.token, 'sign-out');
  await ok(call(t.app, 'GET', '/api/me', { token: other }), 200);
});

test("a new login password ends every other session, on every signed-in operation; the session that changed it goes on", async () => {
  const user = await person();
  const others = [await signIn(user.account), await signIn(user.account)];
  const body = { kind: 'login', oldPassword: 'secret123', newPassword: 'secret456', confirmPassword: 'secret456' };
  await ok(call(t.app, 'POST', '/api/me/password', { token: user.token, body }), 204);
  for (const token of others) await assertRevoked(token, 'a password change');
  await ok(call(t.app, 'GET', '/api/me', { token: user.token }), 200);
});

test("an operator's reset of the login password ends every session of the user, on every signed-in operation", async () => {
  const user = await person();
  const tokens = [user.token, await signIn(user.account)];
  const reset = await admin(t, 'users', 'reset-password', user.account, '--kind', 'login', '--reason', 'identity checked');
  assert.is(reset.code, 0, reset.stdout);
  for (const token of tokens) await assertRevoked(token, 'an operator reset');
  await ok(call(t.app, 'GET', '/api/me', { token: stranger.token }), 200);
});

test.run();
