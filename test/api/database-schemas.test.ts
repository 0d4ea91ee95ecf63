import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { call, dropSchema, postgresUrl, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { loadConfig } from '../../server/config.js';

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

// Schemas are PostgreSQL's: a SQLite database is one file with none, so there the test is skipped, visibly
// (uvu counts it under "Skipped"; the line says which and why, as files load, before any suite runs).
const onPostgres = testDb === 'postgres' ? test : test.skip;
if (testDb !== 'postgres') console.log('  database-schemas.test.ts: skipped on SQLite: 2 tests, of schemas coming and going; a SQLite database has no schemas');

// Kysely's own introspection, which its migrator asks, lists the tables of every schema; a schema another run dropped
// meanwhile failed the start with `schema "…" does not exist` (3F000), or 42P01 or 42703 when its tables went mid-read.
// The app's introspection now reads its own schema only (server/db/postgres/own-schema-dialect.ts). Here a neighbour
// creates and drops schemas without pause.
onPostgres('a server starts while other schemas of the database come and go (postgres)', async () => {
  let churning = true;
  const neighbour = new pg.Client({ connectionString: postgresUrl });
  await neighbour.connect();
  const churn = (async () => {
    while (churning) {
      const other = `churn_${randomBytes(4).toString('hex')}`;
      await neighbour.query(`create schema ${other}; create table ${other}.a (x int); create table ${other}.b (x int)`);
      await neighbour.query(`drop schema ${other} cascade`);
    }
  })();
  try {
    for (let i = 0; i < 6; i++) {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const { db, kind } = openDatabase(loadConfig({}, { databaseUrl: postgresUrl, databaseSchema: schema }));
      try {
        await migrateToLatest(db, kind, schema);
      } finally {
        await db.schema.dropSchema(schema).ifExists().cascade().execute();
        await db.destroy();
      }
    }
  } finally {
    churning = false;
    await churn;
    await neighbour.end();
  }
});

onPostgres("the app's introspection sees its own schema's tables only, as Kysely's migrator asks it (postgres)", async () => {
  const other = `other_${randomBytes(4).toString('hex')}`;
  const neighbour = new pg.Client({ connectionString: postgresUrl });
  let server: TestApp | undefined;
  try {
    await neighbour.connect();
    server = await startTestApp();
    await neighbour.query(`create schema ${other}; create table ${other}.not_ours (x int)`);
    const tables = await server.app.db.introspection.getTables({ withInternalKyselyTables: true });
    const names = tables.map((table) => table.name);
    assert.ok(names.includes('accounts') && names.includes('kysely_migration'), names.join(', '));
    assert.not.ok(names.includes('not_ours'), "another schema's table is not the app's");
    assert.equal([...new Set(tables.map((table) => table.schema))], [server.config.databaseSchema]);
    assert.equal(await server.app.db.introspection.getSchemas(), [{ name: server.config.databaseSchema }]);
    assert.not.ok((await server.app.db.introspection.getTables()).some((table) => table.name.startsWith('kysely_')), "Kysely's own tables only when asked");
  } finally {
    await server?.close();
    await neighbour.query(`drop schema if exists ${other} cascade`).catch(() => {});
    await neighbour.end();
  }
});

test.run();
