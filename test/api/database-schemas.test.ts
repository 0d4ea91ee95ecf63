import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, dropSchema, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';

// Regression: on PostgreSQL, Kysely's Migrator looks for its `kysely_migration_lock` table in *any* schema of
// the database unless it is given `migrationTableSchema`. With a second schema already migrated (another
// server, another test run, or a schema left behind by a crashed run), a new server skips creating its own
// lock table and then fails to start with `relation "kysely_migration_lock" does not exist`
// (server/db/database.ts, migrateToLatest).
test(`two servers alive at once, each on its own schema of one database, both start (${testDb})`, async () => {
  const first = await startTestApp();
  // Named, the second schema is not a copy of a migrated one: the server migrates it, as a new server does.
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let second: TestApp | undefined;
  try {
    second = await startTestApp(testDb === 'postgres' ? { databaseSchema: schema } : {});
    assert.is((await call(second.url, 'GET', '/api/health')).status, 200);
    assert.is((await call(first.url, 'GET', '/api/health')).status, 200);
  } finally {
    await second?.close();
    await first.close();
    if (testDb === 'postgres') await dropSchema(schema);
  }
});

test.run();
