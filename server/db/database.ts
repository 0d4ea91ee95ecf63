import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, SqliteDialect, sql, type MigrationResultSet } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import type { Connection, Db, DbKind } from './connection.js';
import { SqliteConnection } from './sqlite/sqlite-connection.js';
import { OwnSchemaPostgresDialect } from './postgres/own-schema-dialect.js';
import { guardedPool, type GuardedPool, type PoolLimits, type PoolLog } from './postgres/guarded-pool.js';
import { Transactions, databaseConnection, nested } from './transactions.js';
import { isConnectionFault } from './unavailable.js';

// int8 arrives from pg as text; our int8 columns hold epoch ms and minor units, all below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 value ${text} is outside the safe integer range`);
  return value;
});

export interface OpenedDb {
  db: Db;
  kind: DbKind;
  /** SQLite's one connection, for statements run straight on it (group commit). */
  sqlite?: SqliteConnection;
  /** PostgreSQL's pool: its statement limit starts off (migrations) and is set once the server is ready. */
  pool?: GuardedPool;
}

type DatabaseSettings = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & Partial<Pick<Config, 'databasePool'>>;

/** Without pool settings (benches, tests that open a database themselves): waits for a busy database, as a tool may. */
const patientPool = { max: 10, acquireTimeoutMs: 30_000, statementTimeoutMs: 0 };

const quietLog = { warn: () => undefined };

export function openDatabase(config: DatabaseSettings, log: PoolLog = quietLog): OpenedDb {
  if (config.databaseUrl.startsWith('postgres')) {
    const pool = openPool(config, { ...(config.databasePool ?? patientPool), statementTimeoutMs: 0 }, log);
    return { db: postgresKysely(pool, config.databaseSchema), kind: 'postgres', pool };
  }
  const file = privateFile(config);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // A ledger does not trade durability for speed: every commit reaches the disk.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // After a burst the log is rewound, not shrunk: cut it back to 64 MiB when it is.
  database.pragma('journal_size_limit = 67108864');
  // 64 MiB of page cache (2 MiB by default): a settlement burst touches one index page per user, and
  // re-reading those from the OS doubled the cost of each transfer row.
  database.pragma('cache_size = -65536');
  // Each order runs in a savepoint, and SQLite keeps the savepoint's undo copy of every page it changes in a
  // temporary file unless told otherwise: in memory, inserts cost ~40 % less (bench:orders, paired runs).
  database.pragma('temp_store = memory');
  const sqlite = new SqliteConnection(database);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite.forKysely() }) }), kind: 'sqlite', sqlite };
}

/** A pool of connections to `config`'s schema. */
function openPool(config: Pick<Config, 'databaseUrl' | 'databaseSchema'>, limits: PoolLimits, log: PoolLog, applicationName?: string): GuardedPool {
  const schema = config.databaseSchema;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA "${schema}" must be a plain lower-case name`);
  return guardedPool(config.databaseUrl, `-c search_path=${schema}`, limits, log, applicationName);
}

/**
 * A small pool of its own for work that must not queue behind the requests' (the feed's writes, settlement,
 * health's probe), named in pg_stat_activity.
 */
export function openSidePool(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'databasePool'>, name: string, max: number, log: PoolLog): Db {
  return postgresKysely(openPool(config, { ...config.databasePool, max }, log, `uptick ${name}`), config.databaseSchema);
}

function postgresKysely(pool: GuardedPool, schema: string): Db {
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }, schema) });
}

function sqliteFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uptick.sqlite');
}

/**
 * The database file, readable by the server's user only: it holds password hashes and the ledger. A folder made
 * here is the user's alone; the file is made (or, from an older start, narrowed to) 0600 before SQLite opens it,
 * and SQLite gives its log and shared-memory files the database file's mode.
 */
function privateFile(config: Pick<Config, 'dataDir'>): string {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = sqliteFile(config);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, 0o600);
  return file;
}

/**
 * A second, read-only SQLite connection for reads outside any transaction (the session behind every
 * signed-in request, the settlement queue). In WAL mode it reads the last commit without waiting for the
 * writer: through the one read-write connection, each such read queued behind the group commit's batch on
 * Kysely's mutex, which cost more than the read itself (bench:orders: ~80 µs less CPU per order, measured in paired runs).
 * Open it after `openDatabase`, which creates the file.
 */
function openSqliteReader(config: Pick<Config, 'dataDir'>): SqliteConnection {
  const database = new SQLite(sqliteFile(config), { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  return new SqliteConnection(database);
}

/** The shared reader's answer to a transaction: a snapshot on it would hold every other reader's reads. */
const sharedReaderRefuses = () => Promise.reject(new Error('transaction: not on the shared reader; open a reader of its own (openReads with snapshots)'));

/**
 * Reads outside any transaction: on SQLite's read-only connection (its builders and statements both), on
 * PostgreSQL from the pool. On SQLite, with `snapshots`, its `transaction` is one snapshot (it writes nothing: the
 * connection is read-only), a deferred read transaction that sees no commit made after its first read while the
 * writer goes on (the audit of a running installation, `inOneSnapshot`); without, it refuses: the server's reader
 * is shared by every request, and a snapshot held on it would show them all its stale view.
 */
export function openReads(config: Pick<Config, 'dataDir'>, kind: DbKind, db: Db, { snapshots = false } = {}): { reads: Connection; close(): Promise<void> } {
  if (kind === 'postgres') return { reads: connect(db, kind).connection, close: async () => undefined };
  const reader = openSqliteReader(config);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: reader.forKysely() }) });
  const snapshot = <T>(work: (trx: Connection) => Promise<T>): Promise<T> =>
    kysely.connection().execute(async (held) => {
      reader.exec('begin');
      try {
        return await work({ kind, kysely: held, statements: reader.direct, transaction: nested });
      } finally {
        reader.exec('commit');
      }
    });
  return { reads: { kind, kysely, statements: reader.direct, transaction: snapshots ? snapshot : sharedReaderRefuses }, close: () => kysely.destroy() };
}

/** The domain's connection to an opened database, and the transactions it opens (the group commit's too). */
export function connect(db: Db, kind: DbKind, sqlite?: SqliteConnection): { connection: Connection; transactions: Transactions } {
  const transactions = new Transactions(db, kind, sqlite);
  return { connection: databaseConnection(db, kind, transactions), transactions };
}

export async function migrateToLatest(db: Db, kind: DbKind, schema: string): Promise<void> {
  // On PostgreSQL the migrator creates the schema itself (migrationTableSchema), and takes a second process's
  // creating it at the same moment as done.
  if (await isCurrent(db, kind, schema)) return;
  const { error, results } = await migrateWith(db, kind, schema, (migrator) => migrator.migrateToLatest());
  // No migration failed: the database is not there yet. Said so, not as a migration with no name.
  if (isConnectionFault(error)) throw new Error(`the database did not answer at start (${(error as Error).message}); start again once it does (a supervisor does it by itself)`, { cause: error });
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * Whether the database already records exactly this build's migrations: every start after the first. Kysely's
 * migrator finds that out in a dozen statements, its tables looked for three times and its lock taken and given back
 * (on PostgreSQL, with Kysely's own introspection, 107 ms and 0.13 s of the server's CPU a start); one read of its
 * record answers it. Anything else (no record yet, a migration to run, one this build does not know) goes to the
 * migrator, which takes its lock and says what is wrong.
 */
async function isCurrent(db: Db, kind: DbKind, schema: string): Promise<boolean> {
  const record = kind === 'postgres' ? sql.id(schema, 'kysely_migration') : sql.id('kysely_migration');
  const names = await sql<{ name: string }>`select name from ${record}`
    .execute(db)
    .then(({ rows }) => new Set(rows.map((row) => row.name)))
    .catch(() => undefined);
  const known = Object.keys(migrations);
  return names !== undefined && names.size === known.length && known.every((name) => names.has(name));
}

/** `step` on Kysely's migrator for `schema`, with all of this build's migrations. */
export async function migrateWith(db: Kysely<any>, kind: DbKind, schema: string, step: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely would otherwise look for its tables in the search path, not in the schema it migrates.
    ...(kind === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  return step(migrator);
}
