import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { bindAccount, signUp, startFundsApp, withdraw, type SignedIn } from '../helpers/funds.js';
import { seedProducts, tick } from '../helpers/scripted-market.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';

// SQLite has one writer at a time across processes. While the operator CLI approved withdrawals in its own
// process, orders answered 500 (SQLITE_BUSY_SNAPSHOT: a deferred transaction could not upgrade its outdated
// read to a write) and CLI commands died with a stack trace. Write transactions now begin IMMEDIATE and wait.
const run = testDb === 'sqlite' ? test : test.skip;
if (testDb !== 'sqlite') console.log('  sqlite-second-writer.test.ts: skipped on PostgreSQL: it is about SQLite\'s single writer across processes');

let t: TestApp;
let traders: SignedIn[];
test.before(async () => {
  if (testDb !== 'sqlite') return;
  t = await startFundsApp({ demoMode: true, moneyRequestsPerMinute: 10_000 });
  traders = await signUp(t, 4);
  await seedProducts(t.app, Date.now());
  for (const u of traders) {
    assert.is((await call(t.url, 'POST', '/api/deposits', { token: u.token, body: { amount: '100000.00', method: 'bank_transfer' } })).status, 201);
    assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token: u.token })).status, 204);
    await bindAccount(t, u);
  }
});
test.after(async () => t?.close());

/** Runs `npm run admin -- withdrawals approve` for each id in one child process, as an operator would. */
function approveInAnotherProcess(ids: string[]): Promise<{ id: string; code: number; said: string }[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/cli-approver.ts', ...ids], {
    env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(output.trim().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line)));
      } catch (error) {
        reject(new Error(`${error}: ${output}`));
      }
    });
  });
}

run('orders go on while the CLI approves withdrawals in another process: no 5xx, no CLI failure, the ledger balances', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) {
    const w = await withdraw(t, traders[i % traders.length], '20.00', `w-${i}`);
    assert.is(w.status, 201, JSON.stringify(w.body));
    ids.push(w.body.id);
  }
  const approving = approveInAnotherProcess(ids);
  let done = false;
  void approving.finally(() => (done = true));
  const statuses: number[] = [];
  let n = 0;
  const ticker = setInterval(() => void tick(t.app, 'BTCUSDT', 6_320_000 + (n % 7), Date.now()), 200);
  try {
    await tick(t.app, 'BTCUSDT', 6_320_000, Date.now());
    const trade = async (u: SignedIn) => {
      while (!done) {
        const res = await call(t.url, 'POST', '/api/orders', {
          token: u.token,
          body: { symbol: 'BTCUSDT', direction: n++ % 2 ? 'up' : 'down', amount: '10.00', period: 60 },
          headers: { 'idempotency-key': `o-${u.account}-${n}` },
        });
        statuses.push(res.status);
      }
    };
    await Promise.all(traders.map(trade));
  } finally {
    clearInterval(ticker);
  }
  const results = await approving;
  assert.is(results.length, ids.length, 'every command answered');
  assert.equal(results.filter((r) => r.code !== 0), [], 'no CLI command failed');
  assert.ok(statuses.length > 20, `orders were placed meanwhile: ${statuses.length}`);
  assert.equal(statuses.filter((s) => s >= 500), [], 'no 5xx');
  assert.equal(statuses.filter((s) => s !== 201), [], 'every order accepted');
  const listed = await call(t.url, 'GET', '/api/withdrawals?limit=100', { token: traders[0].token });
  assert.ok(listed.body.items.every((w: { status: string }) => w.status === 'succeeded'), 'approved');
  assert.ok((await auditLedger(t.app.conn)).ok, 'audit');
});

test.run();
