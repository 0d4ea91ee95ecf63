import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { sql } from 'kysely';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, inviteCode } from '../helpers/funds.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';
import { newUser, registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import type { Config } from '../../server/config.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { runAdmin } from '../../server/cli/admin.js';
import { openPhotoStore } from '../../server/domain/verification/open-photo-store.js';

// A full disk: with DATA_DIR on a small file system filled by uploads, 49 of 50 orders and every login
// answered 500, and GET /api/health kept answering {"status":"ok"}. Now the server watches free space where it
// writes: below a reserve uploads are refused (507) while money keeps working, a write that fails for a full disk
// is 503 `storage_full`, and health says `degraded` and why.
const test = suite(`disk space (${testDb})`);

const photo = pngBytes(640, 400);
const noon = Date.parse('2026-11-25T12:00:00Z');

/** A server in demo mode (deposits confirm themselves) with the demo products and a price to trade at. */
async function tradingApp(overrides: Partial<Config>) {
  // The trading clock stands still: the one tick stays fresh enough to price every order.
  const clock = scriptedClock(noon);
  const t = await startTestApp({ demoMode: true, authRateLimitPerMinute: 1000, ...overrides }, undefined, clock.now);
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
  await seedProducts(t.app, clock.now());
  await tick(t.app, 'BTCUSDT', 10_000_00, clock.now());
  return { t, clock };
}

/** A user with 1,000.00 deposited who has accepted the risk notice. */
async function trader(t: TestApp): Promise<{ token: string; account: string; password: string }> {
  const user = newUser();
  const { token } = await registerAndLogin(t.url, inviteCode, user);
  const deposit = await call(t.url, 'POST', '/api/deposits', { token, body: { amount: '1000.00', method: 'bank_transfer' } });
  assert.is(deposit.status, 201, JSON.stringify(deposit.body));
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
  return { token, account: user.account, password: user.password };
}

let key = 0;
const order = (t: TestApp, token: string) =>
  call(t.url, 'POST', '/api/orders', { token, body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 }, headers: { 'idempotency-key': `disk-${++key}` } });
const login = (t: TestApp, account: string, password: string) => call(t.url, 'POST', '/api/auth/login', { body: { account, password } });

/** `npm run admin -- health` in-process, with the server's configuration. */
async function adminHealth(t: TestApp) {
  let text = '';
  const sink = new Writable({ write: (c, _e, done) => ((text += c), done()) });
  const code = await runAdmin(['health'], async () => t.app.conn, new Console({ stdout: sink, stderr: sink }), { photoStore: () => openPhotoStore(t.config), config: () => t.config });
  return { code, text };
}

test('below the disk reserve: uploads are 507 insufficient_storage, health and the CLI say why, orders and sign-ins still answer', async () => {
  // A reserve above what this disk has free: the server reads the same statfs figures it would on a full one.
  const { t } = await tradingApp({ diskReserveBytes: Number.MAX_SAFE_INTEGER } as Partial<Config>);
  try {
    const alice = await trader(t);
    const refused = await uploadPhoto(t, alice.token, 'front', photo);
    assert.is(refused.status, 507, JSON.stringify(refused.body));
    assertErrorShape(refused.body, 'insufficient_storage');
    assert.is(await t.app.db.selectFrom('verification_photos').select('id').execute().then((r) => r.length), 0);
    assert.equal(fs.readdirSync(path.join(t.config.dataDir, 'uploads-staging')), []);

    const health = await call(t.url, 'GET', '/api/health');
    assert.is(health.status, 200, 'the database answers: a load balancer keeps the process');
    assert.is(health.body.status, 'degraded');
    assert.ok(health.body.reasons.some((r: string) => /^disk: data folder( and photo store)?: .* free, below the .* reserve/.test(r)), JSON.stringify(health.body.reasons));
    assert.not.ok(JSON.stringify(health.body).includes(t.config.dataDir), 'no path on a public endpoint');

    const cli = await adminHealth(t);
    assert.is(cli.code, 0, cli.text);
    assert.match(cli.text, /degraded/);
    assert.match(cli.text, /disk: data folder( and photo store)?: .* below the .* reserve/);

    // Money and sign-ins are what the reserve is kept for.
    for (let i = 0; i < 5; i++) assert.is((await order(t, alice.token)).status, 201);
    assert.is((await login(t, alice.account, alice.password)).status, 200);
    assert.is((await trader(t)).token.length > 0, true, 'a new account signs up');
  } finally {
    await t.close();
  }
});

test('a write that fails for a full disk is 503 storage_full, never 500, and health says so', async () => {
  if (testDb === 'postgres') return fullPostgres();
  const mount = mountSmallDisk();
  if (!mount) {
    console.warn('  (disk-space: skipped the full-disk case on SQLite: mounting a tmpfs needs root)');
    return;
  }
  let t: TestApp | undefined;
  try {
    ({ t } = await tradingApp({ dataDir: path.join(mount, 'data'), diskReserveBytes: 0 } as Partial<Config>));
    const alice = await trader(t);
    // The database's log emptied first, as after a checkpoint: its next write needs new blocks of a full disk.
    await sql`pragma wal_checkpoint(truncate)`.execute(t.app.db);
    fillDisk(mount);
    const answers: number[] = [];
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = i % 2 ? await order(t, alice.token) : await login(t, alice.account, alice.password);
      answers.push(res.status);
      if (res.status >= 400) codes.add(res.body.error.code);
    }
    assert.not.ok(answers.includes(500), `answers: ${answers.join(' ')}`);
    assert.ok(answers.includes(503), `a write on a full disk fails: ${answers.join(' ')}`);
    assert.equal([...codes], ['storage_full']);
    const upload = await uploadPhoto(t, alice.token, 'front', photo);
    assert.is(upload.status, 503, 'ENOSPC while staging: 503, not 500');
    assertErrorShape(upload.body, 'storage_full');
    assert.equal(fs.readdirSync(path.join(t.config.dataDir, 'uploads-staging')), []);
    const health = await call(t.url, 'GET', '/api/health');
    assert.is(health.body.status, 'degraded');
    assert.ok(health.body.reasons.some((r: string) => r.startsWith('disk: ')), JSON.stringify(health.body.reasons));
    // Space freed: the same server takes orders and sign-ins again, without a restart.
    fs.rmSync(path.join(mount, 'filler'));
    assert.is((await login(t, alice.account, alice.password)).status, 200);
    assert.is((await order(t, alice.token)).status, 201);
  } finally {
    await t?.close().catch(() => undefined);
    execFileSync('umount', ['-l', mount]);
    fs.rmSync(path.dirname(mount), { recursive: true, force: true });
  }
});

/** PostgreSQL's disk is not ours to fill: its own answer for one (53100 disk_full) comes from a trigger instead. */
async function fullPostgres() {
  const { t } = await tradingApp({});
  try {
    const alice = await trader(t);
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    const schema = client.escapeIdentifier(t.config.databaseSchema);
    await client.query(`create function ${schema}.disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`);
    for (const table of ['sessions', 'orders']) await client.query(`create trigger disk_full before insert on ${schema}.${table} for each row execute function ${schema}.disk_full()`);
    await client.end();
    const signIn = await login(t, alice.account, alice.password);
    assert.is(signIn.status, 503, JSON.stringify(signIn.body));
    assertErrorShape(signIn.body, 'storage_full');
    assert.ok(Number(signIn.headers.get('retry-after')) > 0);
    const placed = await order(t, alice.token);
    assert.is(placed.status, 503, JSON.stringify(placed.body));
    assertErrorShape(placed.body, 'storage_full');
    const health = await call(t.url, 'GET', '/api/health');
    assert.is(health.body.status, 'degraded');
    assert.ok(health.body.reasons.some((r: string) => /^disk: a write failed for a full disk/.test(r)), JSON.stringify(health.body.reasons));
  } finally {
    await t.close();
  }
}

/** A 32 MiB tmpfs of its own, or undefined where this process may not mount one. */
function mountSmallDisk(): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-small-disk-'));
  const mount = path.join(dir, 'disk');
  fs.mkdirSync(mount);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', mount], { stdio: 'ignore' });
    return mount;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/** Writes a file until the disk has no byte left, as another program (or the uploads of before) would. */
function fillDisk(mount: string): void {
  const fd = fs.openSync(path.join(mount, 'filler'), 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const block = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

test.run();
