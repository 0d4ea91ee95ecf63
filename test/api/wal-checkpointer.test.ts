import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { testDb } from '../helpers/test-app.js';
import { waitFor } from '../helpers/wait-for.js';

const sqliteOnly = testDb === 'sqlite' ? test : test.skip;

/** Commits 6 MB in 600 small transactions, past the 1,000 pages (4 MB) at which SQLite would checkpoint by itself. */
async function writeSixMegabytes(db: ReturnType<typeof openDatabase>['db']) {
  await sql`create table filler (id integer primary key, body text not null)`.execute(db);
  for (let i = 0; i < 600; i++) {
    await db.transaction().execute((trx) => sql`insert into filler (body) values (${'x'.repeat(10_000)})`.execute(trx));
  }
}

sqliteOnly('WAL checkpoints run on the worker thread, and commits no longer copy pages into the database file', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-wal-'));
  const file = path.join(dataDir, 'uptick.sqlite');
  const { db, sqlite } = openDatabase(loadConfig({}, { dataDir, databaseUrl: '' }));
  try {
    sqlite!.checkpointInBackground(60_000, (error) => assert.unreachable(String(error)));
    await writeSixMegabytes(db);
    const beforeCheckpoint = fs.statSync(file).size;
    assert.ok(beforeCheckpoint < 1_000_000, `the main connection copied pages itself: ${beforeCheckpoint} B`);
    assert.ok(fs.statSync(`${file}-wal`).size > 6_000_000, 'the commits are in the log');

    // A second connection's checkpointer, every 50 ms, with the first still open (closing the last
    // connection would checkpoint by itself and prove nothing).
    const second = openDatabase(loadConfig({}, { dataDir, databaseUrl: '' }));
    second.sqlite!.checkpointInBackground(50, (error) => assert.unreachable(String(error)));
    await waitFor(() => fs.statSync(file).size > 6_000_000, { what: 'the worker copying the log into the database file' });
    const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(second.db);
    assert.is(rows[0].n, 600);
    await second.db.destroy();
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

sqliteOnly('under steady writes the log is still rewound: the main connection checkpoints at its threshold', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-wal-'));
  const { db, sqlite } = openDatabase(loadConfig({}, { dataDir, databaseUrl: '' }));
  try {
    // A worker that never gets to run within the test, and a threshold of 300 pages (1.2 MB).
    sqlite!.checkpointInBackground(60_000, (error) => assert.unreachable(String(error)), 300);
    await writeSixMegabytes(db);
    const log = fs.statSync(path.join(dataDir, 'uptick.sqlite-wal')).size;
    assert.ok(log < 2_000_000, `the log grew to ${log} B`);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
