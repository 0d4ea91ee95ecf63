// A PostgreSQL deadlock or serialization failure is retried inside the server, the whole
// transaction (a group commit's whole batch) run again, and never answered as a 500.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { GroupCommit } from '../../server/db/group-commit.js';
import { DatabaseBusyError, retryConflicts } from '../../server/db/conflict-retry.js';
import { statement } from '../../server/db/statements.js';
import type { Connection } from '../../server/db/connection.js';
import { creditAccount } from '../../server/domain/ledger/accounts-repository.js';
import { DomainError } from '../../server/domain/domain-error.js';
import { waitFor } from '../helpers/wait-for.js';

// Deadlocks need row locks held by two transactions at once; SQLite has one writer, so it has none.
const onPostgres = testDb === 'postgres' ? test : test.skip;

const backendPid = statement((db) => db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid').as('pid')));
const blockers = statement((db, p: { pid: number }) => db.selectNoFrom((eb) => eb.fn<number>('cardinality', [eb.fn('pg_blocking_pids', [eb.val(p.pid)])]).as('n')));

async function pidOf(sql: Connection): Promise<number> {
  const [row] = await sql.statements.rows<{ pid: number }, object>(backendPid, {});
  return row.pid;
}

/** Resolves once the backend `pid` waits for a lock another transaction holds. */
async function blocked(t: TestApp, pid: number): Promise<void> {
  const waits = async () => (await t.app.reads.statements.rows<{ n: number }, { pid: number }>(blockers, { pid }))[0].n > 0;
  await waitFor(waits, { what: `backend ${pid} waiting for a lock` });
}

async function balanceOf(t: TestApp, id: string): Promise<number> {
  const row = await t.app.db.selectFrom('accounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.balance);
}

function signal() {
  let fire!: (value: number) => void;
  const fired = new Promise<number>((resolve) => (fire = resolve));
  return { fire, fired };
}

test('a conflict is retried with the whole transaction; after the last attempt it is a 503, never the database error', async () => {
  let runs = 0;
  const value = await retryConflicts(async () => {
    if (++runs < 3) throw Object.assign(new Error('deadlock detected'), { code: runs === 1 ? '40P01' : '40001' });
    return 'committed';
  });
  assert.is(value, 'committed');
  assert.is(runs, 3);

  runs = 0;
  const stuck = await retryConflicts(async () => {
    runs++;
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
  }, 4).catch((error: unknown) => error);
  assert.is(runs, 4, 'bounded');
  // The error handler answers it 503 unavailable.
  assert.instance(stuck, DatabaseBusyError);

  runs = 0;
  const refused = await retryConflicts(async () => {
    runs++;
    throw new DomainError('insufficient_funds', 'no');
  }).catch((error: unknown) => error);
  assert.is(runs, 1, 'a refusal is an answer, not a conflict: it is not run again');
  assert.is((refused as DomainError).code, 'insufficient_funds');
});

onPostgres('two transactions that lock two accounts in opposite orders both commit: the deadlock victim runs again', async () => {
  const t = await startTestApp();
  try {
    const [house, fees] = [await balanceOf(t, 'p:house'), await balanceOf(t, 'p:fees')];
    const houseHeld = signal();
    const feesHeld = signal();
    const runs = { first: 0, second: 0 };
    const first = t.app.transactions.run(async (sql) => {
      runs.first++;
      await creditAccount(sql, 'p:house', 1, 0);
      if (runs.first === 1) {
        houseHeld.fire(await pidOf(sql));
        await feesHeld.fired;
      }
      await creditAccount(sql, 'p:fees', 1, 0);
    });
    const second = t.app.transactions.run(async (sql) => {
      runs.second++;
      await creditAccount(sql, 'p:fees', 10, 0);
      if (runs.second === 1) {
        feesHeld.fire(0);
        // The first waits for fees before this asks for house: a cycle, whichever of the two finds it.
        await blocked(t, await houseHeld.fired);
      }
      await creditAccount(sql, 'p:house', 10, 0);
    });
    await Promise.all([first, second]);
    // Which one is the victim depends on whose deadlock_timeout fires first, so either may have run again; on a
    // loaded machine a run again can meet the other side once more. Each credit still lands once (below).
    assert.ok(Math.max(runs.first, runs.second) >= 2, `the deadlock victim ran again: ${JSON.stringify(runs)}`);
    assert.is(await balanceOf(t, 'p:house'), house + 11, 'each credit landed once');
    assert.is(await balanceOf(t, 'p:fees'), fees + 11);
  } finally {
    await t.close();
  }
});

onPostgres('a group commit that loses a deadlock runs its batch again: refused writes stay refused, the rest land once', async () => {
  const t = await startTestApp();
  try {
    const [house, fees] = [await balanceOf(t, 'p:house'), await balanceOf(t, 'p:fees')];
    const commit = new GroupCommit(t.app.transactions);
    const runs = { outside: 0, fees: 0, refused: 0, house: 0 };
    const houseHeld = signal();
    const batchPid = signal();
    const outside = t.app.transactions.run(async (sql) => {
      runs.outside++;
      await creditAccount(sql, 'p:house', 100, 0);
      if (runs.outside === 1) {
        houseHeld.fire(0);
        // The batch waits for house before this asks for fees: a cycle, whichever of the two finds it.
        await blocked(t, await batchPid.fired);
      }
      await creditAccount(sql, 'p:fees', 100, 0);
    });
    const answers = await Promise.allSettled([
      commit.run(async (sql) => {
        runs.fees++;
        await creditAccount(sql, 'p:fees', 1, 0);
        if (runs.fees === 1) batchPid.fire(await pidOf(sql));
        return 'fees';
      }),
      commit.run(async () => {
        runs.refused++;
        throw new DomainError('insufficient_funds', 'refused by a rule');
      }),
      commit.run(async (sql) => {
        runs.house++;
        if (runs.house === 1) await houseHeld.fired;
        await creditAccount(sql, 'p:house', 1, 0);
        return 'house';
      }),
    ]);
    await outside;
    assert.equal(
      answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as DomainError).code)),
      ['fees', 'insufficient_funds', 'house'],
    );
    // The victim depends on whose deadlock_timeout fires first: the batch (usually) or the transaction outside. On
    // a loaded machine a clean clone's run counted 4 runs of the two; each write still lands once (below).
    assert.ok(runs.fees + runs.outside >= 3, `the deadlock victim ran again: ${JSON.stringify(runs)}`);
    assert.is(runs.house, runs.fees, 'a batch that runs again runs every write it has not refused');
    assert.is(runs.refused, 1, 'a refused write is not run again, even when its batch is');
    assert.is(await balanceOf(t, 'p:house'), house + 101);
    assert.is(await balanceOf(t, 'p:fees'), fees + 101);
  } finally {
    await t.close();
  }
});

test.run();
