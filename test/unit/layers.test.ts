import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, root, sources } from './helpers/import-graph.js';

// The server's layers (docs/design.md): routes → domain → repositories → db, and src/core shared by both sides
// and depending on neither. Checked over the import graph, so a shortcut fails here rather than in review.

const isRepository = (file: string) => /-repository\.ts$/.test(file);
const within = (dir: string) => (file: string) => file.startsWith(`${dir}/`);

/** Every import of the files under `dir` that breaks `allowed`, as "file → import". */
function violations(dir: string, allowed: (imported: string, file: string) => boolean): string[] {
  return sources(dir).flatMap((file) => importsOf(file).filter((imported) => !allowed(imported, file)).map((imported) => `${file} → ${imported}`));
}

const projectFile = (imported: string) => /^(src|server|test|embed|scripts)\//.test(imported);

test('src/core imports nothing of the server or the client, only itself and packages', () => {
  assert.equal(violations('src/core', (imported) => !projectFile(imported) || within('src/core')(imported)), []);
});

/**
 * The server's folders from the bottom up, and what each may not import: nothing runs back up a floor. db is the
 * connection and its migrations; market the feed, ticks and candles with their repositories; domain the rules
 * and the other repositories; jobs, routes, plugins and the CLI on top. web and openapi make pages and the
 * contract from src/core alone.
 */
const floors: Record<string, string[]> = {
  'server/db': ['market', 'domain', 'jobs', 'routes', 'plugins', 'cli', 'web', 'openapi'],
  'server/market': ['domain', 'jobs', 'routes', 'plugins', 'cli', 'web', 'openapi'],
  'server/domain': ['jobs', 'routes', 'plugins', 'cli', 'web', 'openapi'],
  'server/jobs': ['routes', 'plugins', 'cli', 'web', 'openapi'],
  'server/web': ['db', 'market', 'domain', 'jobs', 'routes', 'plugins', 'cli', 'openapi'],
  'server/openapi': ['db', 'market', 'domain', 'jobs', 'routes', 'plugins', 'cli', 'web'],
  'server/routes': ['db', 'jobs', 'cli'],
  'server/plugins': ['routes', 'cli'],
  'server/cli': ['routes', 'web', 'openapi'],
};

test('every server folder has its floor', () => {
  const folders = fs.readdirSync(path.join(root, 'server'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `server/${entry.name}`);
  assert.equal(folders.filter((folder) => !(folder in floors)).sort(), []);
});

for (const [folder, below] of Object.entries(floors)) {
  test(`${folder} imports nothing of ${below.join(', ')}`, () => {
    const forbidden = new RegExp(`^server/(${below.join('|')})/`);
    assert.equal(violations(folder, (imported) => !forbidden.test(imported)), []);
  });
}

test('only repositories and server/db compile statements: the domain calls the repository function', () => {
  const outside = [...sources('server'), ...sources('src')].filter((file) => !within('server/db')(file) && !isRepository(file));
  const found = outside.filter((file) => importsOf(file).includes('server/db/statements.ts'));
  assert.equal(found, []);
});

test('routes call the domain: no repository, no server/db', () => {
  assert.equal(violations('server/routes', (imported) => !isRepository(imported) && !within('server/db')(imported)), []);
});

test('the domain knows nothing of HTTP: no fastify, no routes, no plugins', () => {
  assert.equal(violations('server/domain', (imported) => !/^(fastify|@fastify\/)/.test(imported) && !/^server\/(routes|plugins)\//.test(imported)), []);
});

test('the domain reaches the database through repositories and the one connection type', () => {
  const allowedDb = new Set(['server/db/connection.ts', 'server/db/ids.ts', 'server/db/unique-violation.ts', 'server/db/schema.ts']);
  assert.equal(violations('server/domain', (imported, file) => isRepository(file) || !within('server/db')(imported) || allowedDb.has(imported)), []);
});

test('repositories import no services, routes or plugins', () => {
  const repositories = sources('server').filter(isRepository);
  const found = repositories.flatMap((file) =>
    importsOf(file).filter((imported) => /^server\/(routes|plugins|jobs|cli)\//.test(imported) || /-service\.ts$/.test(imported)).map((imported) => `${file} → ${imported}`),
  );
  assert.equal(found, []);
});

test('the group commit is the trading plugin\'s: no route or domain file touches it', () => {
  const found = [...sources('server/routes'), ...sources('server/domain')].filter((file) => /\bgroupCommit\b|GroupCommit/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  assert.equal(found, []);
});

test('routes hand the domain the connection, never the query builder', () => {
  const found = sources('server/routes').filter((file) => /\bapp\.(db|transactions|groupCommit)\b/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  assert.equal(found, []);
});

test('services leave queries to repositories: no query builder or compiled statement outside them', () => {
  // The ledger audit's read-only queries stay in place until they move into repositories of their own.
  const pending = new Set(['server/domain/ledger/audit.ts', 'server/domain/ledger/held-balances.ts']);
  const found = sources('server/domain').filter(
    (file) => !isRepository(file) && !pending.has(file) && /\.(kysely|statements)\b/.test(fs.readFileSync(path.join(root, file), 'utf8')),
  );
  assert.equal(found, []);
});

test('server/db has no import cycle', () => {
  const files = sources('server/db').filter((file) => !file.includes('/migrations/'));
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') return void cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
    state.set(file, 'open');
    for (const imported of importsOf(file)) if (files.includes(imported)) visit(imported, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  assert.equal(cycles, []);
});

test.run();
