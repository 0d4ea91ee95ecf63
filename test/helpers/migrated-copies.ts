import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';

// Migrating a fresh database costs ~0.3 s (SQLite: durable commits) to ~1 s (PostgreSQL: a round trip per
// statement) per test app, about 45 times a run; a copy of one migrated database costs a few ms (SQLite) or
// one round trip (PostgreSQL). The copies share the numbering key the migration draws: no test compares
// numbers across databases, and migrations.test.ts still migrates fresh ones.

let sqliteTemplate: Promise<string> | undefined;

/** Fills the empty folder `dataDir` with a copy of a SQLite database at the latest migration. */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const { db } = openDatabase({ dataDir: dir, databaseUrl: '', databaseSchema: 'public' });
    await migrateToLatest(db, 'sqlite', 'public');
    // Closing checkpoints the log into the database file and removes it, so the folder is one whole file.
    await db.destroy();
    return dir;
  })();
  fs.cpSync(await sqliteTemplate, dataDir, { recursive: true });
}

let postgresTemplate: Promise<{ schema: string; script: string } | undefined> | undefined;

/** pg_dump's script of a schema at the latest migration, made once; undefined (said once) where pg_dump can't run. */
function postgresScript(url: string) {
  postgresTemplate ??= (async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const { db } = openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: schema });
    try {
      await migrateToLatest(db, 'postgres', schema);
      const dump = await promisify(execFile)('pg_dump', ['--dbname', url, '--schema', schema, '--inserts', '--no-owner', '--no-privileges'], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: Error & { stderr?: string }) => {
        const why = error.stderr?.trim() || error.message;
        console.warn(`pg_dump could not copy a migrated schema, so each test app migrates its own (slower): ${why.split('\n')[0]}`);
        return undefined;
      });
      // `\restrict` and `\unrestrict` are psql's commands, not SQL.
      return dump && { schema, script: dump.stdout.replace(/^\\.*$/gm, '') };
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  })();
  return postgresTemplate;
}

/** Creates `schema` at the latest migration when pg_dump is there to copy one; otherwise the server migrates it. */
export async function copyMigratedSchema(url: string, schema: string): Promise<void> {
  const template = await postgresScript(url);
  if (!template) return;
  // A client of its own: the script empties its session's search_path.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(template.script.replaceAll(template.schema, schema));
  } finally {
    await client.end();
  }
}
