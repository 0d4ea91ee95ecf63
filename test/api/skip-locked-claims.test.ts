// Several processes on one PostgreSQL: settlement and the savings job claim their work with FOR UPDATE SKIP
// LOCKED (settlement a user's accounts, the savings job a user's savings state), so a worker does first what no
// other process's worker holds; settlement leaves the rest to its holder,
// the savings job comes back to each held user at the end of its run and waits a moment for them.
// Another process's transaction is played by a client of the test's own, holding one row.
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, postgresUrl, testDb } from '../helpers/test-app.js';
import { seedProducts, tick } from '../helpers/scripted-market.js';
import { at, fundedUsers, move, savings, startSavingsApp, type SavingsApp } from '../helpers/savings.js';
import { within } from '../helpers/within.js';
import { waitFor } from '../helpers/wait-for.js';

const onPostgres = testDb === 'postgres' ? test : test.skip;

interface Hold {
  /** Polls until another session waits for the rows held (the job's claim, in its last pass), failing after 15 s. */
  untilWaitedOn(): Promise<void>;
  release(): Promise<void>;
}

/** A connection of the test's own to the app's schema. */
async function schemaClient(schema: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
  await client.connect();
  return client;
}

/** Holds `lock` (a SELECT … FOR UPDATE of `rows` rows) in an open transaction on a connection of its own until `release`. */
async function holdRow(schema: string, lock: string, values: unknown[], rows = 1): Promise<Hold> {
  const client = await schemaClient(schema);
  await client.query('begin');
  assert.is((await client.query(lock, values)).rowCount, rows, 'the rows to hold are there');
  const holder = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  const watcher = new pg.Client({ connectionString: postgresUrl });
  await watcher.connect();
  // Sessions blocked by this one: other test files' sessions, in other schemas of the database, never are.
  const waitedOn = async () => (await watcher.query('select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [holder])).rows.length > 0;
  return {
    untilWaitedOn: async () => {
      await waitFor(waitedOn, { timeoutMs: 15_000, what: 'the job waiting for the held user' });
    },
    release: async () => {
      await client.query('rollback');
      await client.end();
      await watcher.end();
    },
  };
}

/** A run of the savings job during which `hold` is let go once the job waits for it (its last pass): the run's result. */
async function runJobLettingGo(t: SavingsApp, hold: Hold) {
  const run = t.runJob();
  try {
    await hold.untilWaitedOn();
  } finally {
    await hold.release();
  }
  return within(30_000, 'the savings job', run);
}

async function orderStatus(url: string, token: string, id: string): Promise<string> {
  return (await call(url, 'GET', `/api/orders/${id}`, { token })).body.status;
}

onPostgres('settlement settles the orders no one holds at once, and a held one once it is free', async () => {
  const t = await startSavingsApp(at('2026-11-25T12:00:00Z'));
  try {
    await seedProducts(t.app, t.clock.now());
    const [held, free] = await fundedUsers(t, 2, '1000.00');
    await tick(t.app, 'BTCUSDT', 6_300_000, t.clock.now());
    const ids: string[] = [];
    for (const [n, user] of [held, free].entries()) {
      assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token: user.token })).status, 204);
      const placed = await call(t.url, 'POST', '/api/orders', { token: user.token, body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 }, headers: { 'idempotency-key': `k${n}` } });
      assert.is(placed.status, 201, JSON.stringify(placed.body));
      ids.push(placed.body.id);
    }
    // What another process's settlement of the user holds (an order batch holds the same).
    const row = await holdRow(t.config.databaseSchema, 'select id from accounts where user_id = $1 for no key update', [held.userId], 5);
    try {
      t.clock.advance(31_000);
      await tick(t.app, 'BTCUSDT', 6_300_500, t.clock.now());
      t.clock.advance(1_000);
      await tick(t.app, 'BTCUSDT', 6_300_600, t.clock.now());
      // The job runs every 250 ms and after each stored tick.
      await waitFor(async () => (await orderStatus(t.url, free.token, ids[1])) === 'settled', { timeoutMs: 3_000, what: 'the order no one holds settled meanwhile' });
      assert.is(await orderStatus(t.url, held.token, ids[0]), 'open', 'the held one is left to whoever holds it');
    } finally {
      await row.release();
    }
    await waitFor(async () => (await orderStatus(t.url, held.token, ids[0])) === 'settled', { timeoutMs: 3_000, what: 'the released order settled' });
  } finally {
    await t.close();
  }
});

onPostgres("the savings job pays the users no one holds at once, and a held user's day once free, once", async () => {
  const t = await startSavingsApp(at('2026-12-01T02:00:00Z'));
  try {
    const [held, free] = await fundedUsers(t, 2, '100000.00');
    for (const user of [held, free]) assert.is((await move(t, user.token, 'in', '36500.00')).status, 201);
    t.clock.set(at('2026-12-01T16:00:30Z'));
    await t.runJob();
    t.clock.set(at('2026-12-02T16:00:30Z'));
    const row = await holdRow(t.config.databaseSchema, 'select user_id from savings_state where user_id = $1 for update', [held.userId]);
    try {
      // It waits up to 1 s for the held user at the end of its run.
      const run = await within(4_000, 'the savings job', t.runJob());
      assert.is(run.days, 1, "only the free user's day");
      assert.is((await savings(t, free.token)).earningsYesterday, '2.50');
      assert.is((await savings(t, held.token)).earningsYesterday, '0.00');
    } finally {
      await row.release();
    }
    assert.is((await t.runJob()).days, 1, "the held user's day, once free");
    assert.is((await t.runJob()).days, 0, 'and never again');
    assert.is((await savings(t, held.token)).earningsYesterday, '2.50');
  } finally {
    await t.close();
  }
});

onPostgres('a run that found a user held comes back to them once the holder lets go, and pays their days', async () => {
  const t = await startSavingsApp(at('2026-12-01T02:00:00Z'));
  try {
    const [held, free] = await fundedUsers(t, 2, '100000.00');
    for (const user of [held, free]) assert.is((await move(t, user.token, 'in', '36500.00')).status, 201);
    t.clock.set(at('2026-12-03T16:00:30Z'));
    // Another process's transaction that holds the user without paying their days (one that only confirms).
    const row = await holdRow(t.config.databaseSchema, 'select user_id from savings_state where user_id = $1 for update', [held.userId]);
    // Let go once the job waits for the user: it has done the free one and come back to this one.
    assert.is((await runJobLettingGo(t, row)).days, 6, "both users' three days, the held one's after it was let go");
    assert.is((await t.runJob()).days, 0, 'and never again');
    assert.is((await savings(t, held.token)).earningsYesterday, '2.50');
  } finally {
    await t.close();
  }
});

onPostgres('a full batch of held users does not keep the savings job from the users after them', async () => {
  const t = await startSavingsApp(at('2026-12-01T02:00:00Z'));
  try {
    // 501 users a day behind (with nothing saved, so their day pays 0): the job lists them 500 at a time.
    const ids = Array.from({ length: 501 }, (_, i) => `batch${String(i).padStart(4, '0')}`);
    const client = await schemaClient(t.config.databaseSchema);
    try {
      await client.query("insert into savings_state (user_id, earned_through, remainder) select unnest($1::text[]), '2026-11-29', 0", [ids]);
    } finally {
      await client.end();
    }
    const first = await holdRow(t.config.databaseSchema, 'select user_id from savings_state where user_id < $1 for update', [ids[500]], 500);
    assert.is((await runJobLettingGo(t, first)).days, 501, 'the user after the held batch had their day, and the held ones theirs once free');
    assert.is((await t.runJob()).days, 0, 'and never again');
  } finally {
    await t.close();
  }
});

test.run();
