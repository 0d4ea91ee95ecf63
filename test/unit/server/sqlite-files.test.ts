import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../../server/db/database.js';

// The SQLite database holds password hashes and the ledger: nobody but the server's user may read it, whatever
// the umask the server starts under.

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Opens a database in `dataDir` under umask 022 and writes to it, so its log and shared-memory files exist. */
async function openAndWrite(dataDir: string) {
  const umask = process.umask(0o022);
  try {
    const { db } = openDatabase({ dataDir, databaseUrl: '', databaseSchema: 'public' });
    await sql`create table if not exists probe (n integer)`.execute(db);
    await sql`insert into probe values (1)`.execute(db);
    return db;
  } finally {
    process.umask(umask);
  }
}

test('a new data folder and its database files are readable by the server user only', async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-files-'));
  const dataDir = path.join(parent, 'data');
  const db = await openAndWrite(dataDir);
  try {
    assert.is(modeOf(dataDir).toString(8), '700');
    for (const name of ['uptick.sqlite', 'uptick.sqlite-wal', 'uptick.sqlite-shm']) assert.is(modeOf(path.join(dataDir, name)).toString(8), '600', name);
  } finally {
    await db.destroy();
    fs.rmSync(parent, { recursive: true, force: true });
  }
});

test("an older start's database file, readable by others, is narrowed to the server user", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-files-'));
  fs.writeFileSync(path.join(dataDir, 'uptick.sqlite'), '', { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, 'uptick.sqlite'), 0o644);
  const db = await openAndWrite(dataDir);
  try {
    assert.is(modeOf(path.join(dataDir, 'uptick.sqlite')).toString(8), '600');
    assert.is(modeOf(path.join(dataDir, 'uptick.sqlite-wal')).toString(8), '600', 'its log follows it');
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
