import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config, type OperatorDetails, type ScryptParameters } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { copyMigratedSchema, copyMigratedSqlite } from './migrated-copies.js';

/**
 * Which database the API suite runs on: `TEST_DB=sqlite` (a temp file) or `TEST_DB=postgres`
 * (`TEST_DATABASE_URL`, default the machine's 127.0.0.1:5432/test, each app in a schema of its own).
 * Set explicitly by `npm test`, so the PostgreSQL run can't quietly become a second SQLite run.
 */
export const testDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
/**
 * The PostgreSQL database the suite runs on (each app in a schema of its own). `TEST_DATABASE_BESIDE=<suffix>` puts a
 * suite in a database of its own beside that one (`npm test` runs the PostgreSQL API files in two processes, and
 * PostgreSQL counts the deadlocks the lock-order test reads per database).
 */
const givenPostgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const postgresUrl = testDb === 'postgres' && process.env.TEST_DATABASE_BESIDE ? await databaseBeside(givenPostgresUrl, process.env.TEST_DATABASE_BESIDE) : givenPostgresUrl;

/**
 * The password-hash cost of test apps. OWASP's (~0.5–1 s a hash here) made up most of an API run; a test
 * that needs hashing to be slow, as the hash gate's do, passes `scrypt: owaspScrypt` itself.
 */
export const testScrypt: ScryptParameters = { costLog2: 4, blockSize: 8, parallelism: 1 };

/** Who runs a test app: what its privacy policy, terms and about page name (a real server refuses to start without). */
export const testOperator: OperatorDetails = {
  name: 'Example Trading Ltd.',
  address: '5 Harbour Road, Taipei',
  email: 'privacy@example.test',
  jurisdiction: 'Taiwan',
};

export interface TestApp {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` of the listening server. */
  url: string;
  config: Config;
  close(): Promise<void>;
}

/** A real server on a random port over a fresh database; `configure` may add hooks before it listens. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  configure?: (app: FastifyInstance) => void,
  /** The trading clock; scripted-market tests move it by hand. */
  clock?: () => number,
  /** Pino options, for a test that reads what the server logs; quiet otherwise. */
  logger: false | object = false,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: testDb === 'postgres' ? postgresUrl : '',
      databaseSchema: testDb === 'postgres' ? schema : 'public',
      distDir: path.join(dataDir, 'no-dist'),
      // Tests script their own ticks unless they ask for the simulator.
      feed: 'none',
      scrypt: testScrypt,
      // Suites open their users in parallel from one address; the hash gate's own tests set the real depth.
      hashQueuePerPrincipal: 64,
      // One process per schema in these tests (the multi-process and feed-lock tests keep the real grace).
      feedTakeoverGraceMs: 100,
      operator: testOperator,
      // The database's waits are bounded to answer 503 within seconds when it is away; the fault suite checks those
      // bounds with its own. Here PostgreSQL is only slow when `npm test` starves the host (a dozen busy processes on
      // two cores): a new or a queued connection may take seconds then, and a 503 for it would fail a test of
      // something else (a starved CI run once answered five reads 503 past the 2-second acquire).
      databasePool: { ...loadConfig({}).databasePool, acquireTimeoutMs: 20_000, statementTimeoutMs: 30_000 },
      ...overrides,
    },
  );
  // A test that names its folder or schema means a database of its own: one already there (a restart), or
  // one the server must migrate itself.
  if (testDb === 'sqlite' && !overrides.dataDir) await copyMigratedSqlite(dataDir);
  if (testDb === 'postgres' && !overrides.databaseSchema) await copyMigratedSchema(config.databaseUrl, schema);
  const app = await buildApp({ config, clock, logger });
  configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    config,
    async close() {
      await app.close();
      if (testDb === 'postgres') await dropSchema(schema, config.databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo seeded into a running test server, with its product list read again: the server keeps the list it read
 * for 2 s (server/plugins/market.ts), so a page opened within 2 s of the last read listed no products. The tests
 * before a page's first product reach it in under 2 s on a quiet machine (embed.test's inline mount showed
 * "No data" one run in three).
 */
export async function seedDemoInto(server: TestApp): Promise<void> {
  await seedDemo(server.app.conn, Date.now());
  await server.app.products(true);
}

/**
 * The address of a database beside `url`'s, named `<its name>_<suffix>`, created when missing and kept for the next
 * run: PostgreSQL counts deadlocks per database, so a suite that runs beside the PostgreSQL API suite keeps out of
 * the count its lock-order test reads. Where the role may not create databases (no CREATEDB), `url` itself, with a
 * warning.
 */
export async function databaseBeside(url: string, suffix: string): Promise<string> {
  const beside = new URL(url);
  const name = `${decodeURIComponent(beside.pathname.slice(1))}_${suffix}`;
  beside.pathname = `/${encodeURIComponent(name)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
    return beside.toString();
  } catch (error) {
    const { code } = error as { code?: string };
    // 42P04 and 23505: another process created it between the look and the create.
    if (code === '42P04' || code === '23505') return beside.toString();
    if (code !== '42501') throw error;
    console.warn(`the role may not create the database ${name}, so this suite shares ${url}, and its deadlocks count in the lock-order test's`);
    return url;
  } finally {
    await client.end();
  }
}

/** Drops a PostgreSQL schema of the test database (or the one at `url`), if it is there. */
export async function dropSchema(schema: string, url = postgresUrl): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Where a test's calls go: a server's URL (real HTTP), or the app itself (Fastify's inject: the same routes,
 * hooks and handlers without a socket) where sockets, addresses and streams are not what is tested.
 */
export type Endpoint = string | FastifyInstance;

/** A JSON call. `body` as a string is sent as-is (for malformed-JSON tests). */
export async function call<T = any>(
  endpoint: Endpoint,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  if (typeof endpoint !== 'string') {
    const response = await endpoint.inject({ method: method as HTTPMethods, url, headers, payload: body });
    const text = response.body;
    return { status: response.statusCode, body: text ? JSON.parse(text) : undefined, headers: new Headers(Object.entries(response.headers).map(([name, value]) => [name, String(value)])) };
  }
  const response = await fetch(endpoint + url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
