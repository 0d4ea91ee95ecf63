import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect, openDatabase } from '../../server/db/database.js';
import { call } from '../helpers/test-app.js';
import { KillableServer } from '../helpers/killable-server.js';
import { runLoad, type Client } from '../helpers/crash-load.js';
import { addPeriod, approveWithdrawals, checkAcknowledged, freshStore, prepareClients } from '../helpers/crash-store.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { waitFor } from '../helpers/wait-for.js';

// The database's ordinary faults, on PostgreSQL: two real server processes reach it through a proxy the test
// controls, under a money load, while their sessions are terminated, every connection is cut, the database refuses
// connections for a while, and it stops answering for a while. No process may exit; while the database is away every
// request answers within a bounded time (503 with Retry-After when it needs the database), health answers within a
// second and says why it is degraded; service comes back by itself; afterwards every acknowledged write is there once
// and the audit is clean. The time back to service after each fault is printed.
const seed = Number(process.env.CRASH_SEED ?? 22);
const databases = (process.env.CRASH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const periodSeconds = 10;
const acquireTimeoutMs = 1_000;
const statementTimeoutMs = 2_000;
/** Longer than a request may take: a request that waits out the outage instead of answering fails the bound. */
const outageMs = 5_000;
/** A request that needs the database waits at most for a connection and one statement; the rest is a loaded machine's slack. */
const requestBoundMs = acquireTimeoutMs + statementTimeoutMs + 1_000;
/** Health's own limit is 800 ms (health-repository.ts); the rest is slack for a loaded machine. */
const healthBoundMs = 1_500;
/**
 * Asked of each process over and over while health and the signed-in read are asked: it needs no database, so its
 * time is the host's and the process's own delay (a saturated 2-core host running other suites stalls every answer
 * alike, by seconds at worst). A probe's bound applies to what is left of its time after the slowest control answer
 * that overlapped it: a request that waits on the database stands out, a stall of the whole process does not (a
 * control asked only at the probe's start answered in 60 ms once while the process then stalled a second), and
 * neither does a recovery that waits for a timer or a retry long after the database is back.
 */
const controlPath = '/api/app-info';
const recoveryBoundMs = 2_000;

interface Sample {
  at: number;
  server: number;
  path: string;
  status: number | 'no answer';
  ms: number;
  retryAfter: string | null;
  degradedBecause?: string[];
}

/**
 * Health and a signed-in read from every server every 200 ms, and the control from each 25 ms after it last answered,
 * each answer with how long it took.
 */
function probe(servers: KillableServer[], token: string, stop: () => boolean) {
  const samples: Sample[] = [];
  const one = async (server: number, path: string) => {
    const at = Date.now();
    try {
      const response = await fetch(servers[server].url + path, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) });
      const body = await response.json().catch(() => undefined);
      samples.push({ at, server, path, status: response.status, ms: Date.now() - at, retryAfter: response.headers.get('retry-after'), degradedBecause: path === '/api/health' ? body?.reasons : undefined });
    } catch {
      samples.push({ at, server, path, status: 'no answer', ms: Date.now() - at, retryAfter: null });
    }
  };
  const done = Promise.all(
    servers.flatMap((_server, index) => [
      (async () => {
        while (!stop()) {
          await Promise.all([one(index, '/api/health'), one(index, '/api/me')]);
          await sleep(200);
        }
      })(),
      (async () => {
        while (!stop()) {
          await one(index, controlPath);
          await sleep(25);
        }
      })(),
    ]),
  );
  return { samples, done };
}

/**
 * When every server's health says the database answers and a signed-in read succeeds again, and the host's delay
 * meanwhile: the longest the database-free control took in any round of asking.
 */
async function backInService(servers: KillableServer[], token: string): Promise<{ backAt: number; hostMs: number }> {
  let answers: unknown[] = [];
  let hostMs = 0;
  const back = async () => {
    const control = Promise.all(
      servers.map(async (server) => {
        const at = Date.now();
        await call(server.url, 'GET', controlPath).catch(() => undefined);
        hostMs = Math.max(hostMs, Date.now() - at);
      }),
    );
    const asked = await Promise.all(
      servers.flatMap((server) => [call(server.url, 'GET', '/api/health').catch(() => undefined), call(server.url, 'GET', '/api/me', { token }).catch(() => undefined)]),
    );
    await control;
    answers = asked.map((a) => [a?.status, a?.body]);
    // A server that exited ends the wait at once, and fails below.
    return asked.every((answer) => answer?.status === 200 && (answer.body.db === undefined || answer.body.db === 'ok')) || servers.some((server) => !server.alive);
  };
  await waitFor(back, { timeoutMs: 20_000, everyMs: 50 }).catch(() => assert.unreachable(`not back in service 20 s after the fault: ${JSON.stringify(answers)}`));
  const backAt = Date.now();
  for (const [index, server] of servers.entries()) assert.ok(server.alive, `server ${index} exited:\n${server.printed.slice(-3_000)}`);
  return { backAt, hostMs };
}

if (databases.includes('postgres')) {
  const test = suite('database faults (postgres)');

  test('sessions terminated, connections cut, the database down and frozen: no process exits, every request answers, service comes back, nothing lost', async () => {
    const store = await freshStore('postgres', seed);
    const proxy = await TcpProxy.to(store.config.databaseUrl);
    const env = {
      ...store.env,
      DATABASE_URL: proxy.urlFor(store.config.databaseUrl),
      DB_ACQUIRE_TIMEOUT_MS: String(acquireTimeoutMs),
      DB_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
      // What the servers log at error level is read for a fault nothing handled (server/main.ts).
      LOG_LEVEL: 'error',
    };
    const servers = [await KillableServer.onFreePort(env), await KillableServer.onFreePort(env)];
    const opened = openDatabase(store.config);
    const conn = connect(opened.db, opened.kind, opened.sqlite).connection;
    const admin = new pg.Client({ connectionString: store.config.databaseUrl });
    await admin.connect();
    try {
      const clients: Client[] = await prepareClients(store, 8);
      await addPeriod(conn, periodSeconds);
      for (const server of servers) await server.start();
      const products = await call(servers[0].url, 'GET', '/api/products');
      const symbols = products.body.items.filter((p: any) => p.status === 'open' && p.periods.some((period: any) => period.seconds === periodSeconds)).map((p: any) => p.symbol);
      assert.ok(symbols.length > 0, `a product open for ${periodSeconds}-second orders`);

      let stopping = false;
      const loads = servers.map((server, index) => runLoad(server.url, clients.slice(index * 4, index * 4 + 4), symbols, periodSeconds, seed + index, () => stopping, 20_000));
      const probes = probe(servers, clients[0].token, () => stopping);
      const faults: { name: string; from: number; until: number; backMs: number; hostMs: number }[] = [];
      // A fault with an `end` lasts `outageMs`; one without is over as it happens.
      const fault = async (name: string, begin: () => Promise<unknown> | void, end?: () => void) => {
        await sleep(1_500);
        const from = Date.now();
        await begin();
        if (end) {
          await sleep(outageMs);
          end();
        }
        const until = Date.now();
        const { backAt, hostMs } = await backInService(servers, clients[0].token);
        faults.push({ name, from, until, backMs: backAt - until, hostMs });
      };

      await fault('sessions terminated', () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[])', [proxy.upstreamPorts()]));
      await fault('connections cut', () => proxy.drop());
      await fault('down', () => (proxy.refuse(), proxy.drop()), () => proxy.allow());
      await fault('frozen', () => proxy.stall(), () => proxy.resume());
      await sleep(2_000);
      stopping = true;
      await Promise.all([...loads.map((load) => load.done), probes.done]);

      for (const [index, server] of servers.entries()) {
        assert.ok(server.alive, `server ${index} exited:\n${server.printed.slice(-3_000)}`);
        const unhandled = server.printed.split('\n').find((line) => line.includes('unhandled'));
        assert.is(unhandled, undefined, `server ${index}: a fault nothing handled`);
      }
      const unanswered = probes.samples.filter((s) => s.status === 'no answer');
      assert.equal(unanswered, [], 'every probe answered');
      const controls = probes.samples.filter((s) => s.path === controlPath);
      /** The host's delay while `s` was asked: the slowest control answer of its process that overlapped it. */
      const hostDelay = (s: Sample) => Math.max(0, ...controls.filter((c) => c.server === s.server && c.at <= s.at + s.ms && c.at + c.ms >= s.at).map((c) => c.ms));
      for (const s of probes.samples) {
        if (s.path === controlPath) {
          assert.is(s.status, 200, `${controlPath}, which needs no database, answered ${s.status}`);
          continue;
        }
        assert.ok([200, 503].includes(s.status as number), `${s.path} answered ${s.status}`);
        const hostMs = hostDelay(s);
        if (s.path === '/api/health') assert.ok(s.ms - hostMs <= healthBoundMs, `health took ${s.ms} ms at ${s.at} (${controlPath} ${hostMs} ms)`);
        else assert.ok(s.ms - hostMs <= requestBoundMs, `${s.path} took ${s.ms} ms at ${s.at} (${controlPath} ${hostMs} ms)`);
        if (s.status === 503) assert.ok(s.retryAfter, `${s.path} 503 without Retry-After`);
      }
      const during = (name: string) => {
        const { from, until } = faults.find((f) => f.name === name)!;
        return probes.samples.filter((s) => s.at >= from && s.at < until);
      };
      for (const name of ['down', 'frozen']) {
        const degraded = during(name).filter((s) => s.path === '/api/health' && s.status === 503);
        assert.ok(degraded.length > 0, `health said nothing was wrong while the database was ${name}`);
        assert.ok(degraded.every((s) => s.degradedBecause?.some((reason) => reason.startsWith('database: '))), `health says why while ${name}: ${JSON.stringify(degraded.map((s) => s.degradedBecause))}`);
        assert.ok(during(name).some((s) => s.path === '/api/me' && s.status === 503), `a signed-in read while ${name} heard 503`);
      }
      for (const f of faults) assert.ok(f.backMs - f.hostMs <= recoveryBoundMs, `back in service ${f.backMs} ms after "${f.name}" ended (${controlPath} up to ${f.hostMs} ms meanwhile)`);

      // Both processes have fresh prices again: whichever holds the feed lock now runs the feed, and the other hears it.
      const fresh = async () => (await Promise.all(servers.map((s) => call(s.url, 'GET', '/api/health')))).every((h) => h.body.status === 'ok');
      await waitFor(fresh, { timeoutMs: 10_000, everyMs: 100, what: 'prices back on both processes' });

      const acknowledged = loads.flatMap((load) => load.figures.acknowledged);
      await approveWithdrawals(conn, acknowledged, new Set());
      await checkAcknowledged(servers[0].url, clients, acknowledged, conn, 'the database faults');
      const refused = loads.reduce((sum, load) => sum + load.figures.refused, 0);
      const worst = (path: string) => Math.max(...probes.samples.filter((s) => s.path === path).map((s) => s.ms));
      console.log(
        `  postgres faults: ${acknowledged.length} acknowledged writes, ${refused} refused; back in service after ${faults.map((f) => `${f.name} ${f.backMs} ms (host ${f.hostMs} ms)`).join(', ')}; ` +
          `slowest health ${worst('/api/health')} ms, slowest signed-in read ${worst('/api/me')} ms, slowest ${controlPath} ${worst(controlPath)} ms (${probes.samples.length} probes)`,
      );
      assert.ok(acknowledged.length >= 50, `a load worth the name: ${acknowledged.length} acknowledged writes`);
    } finally {
      for (const server of servers) await server.kill();
      await admin.end();
      await opened.db.destroy();
      await proxy.close();
      await store.remove();
    }
  });

  test.run();
}
