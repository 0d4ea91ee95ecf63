import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect, openDatabase, openReads } from '../../server/db/database.js';
import { call } from '../helpers/test-app.js';
import { mulberry32 } from '../helpers/funds.js';
import { KillableServer } from '../helpers/killable-server.js';
import { runLoad, type Operation } from '../helpers/crash-load.js';
import { addPeriod, approveWithdrawals, checkAcknowledged, freshStore, prepareClients } from '../helpers/crash-store.js';
import { waitFor } from '../helpers/wait-for.js';

// Crash safety: the real server under a mixed money load, SIGKILLed at seeded moments and restarted on
// the same data; afterwards every acknowledged write is there once, the ledger audits clean and what expired while
// the server was down has settled. Both databases, one after the other (npm test runs them as two processes side by
// side); CRASH_SEED repeats a run.
const seed = Number(process.env.CRASH_SEED ?? 22);
const clientCount = 8;
/**
 * The orders' period. A product's periods are its operator's data; the demo's shortest is 30 s, and the orders must
 * expire within the run (some while the server is down), so each product gets a 10-second period as well.
 */
const periodSeconds = 10;
// CRASH_DATABASES=postgres runs one database alone (npm test's two processes; a loop hunting an intermittent failure).
const databases = (process.env.CRASH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => {
  const kind = name.trim();
  if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`CRASH_DATABASES: "${name}" is neither sqlite nor postgres`);
  return kind;
});
const kills = 5;

for (const kind of databases) {
  const test = suite(`crash safety (${kind})`);

  test('acknowledged writes survive SIGKILLs whole and once; the audit balances; expired orders settle', async () => {
    const started = Date.now();
    const store = await freshStore(kind, seed);
    const server = await KillableServer.onFreePort(store.env);
    const opened = openDatabase(store.config);
    const conn = connect(opened.db, opened.kind, opened.sqlite).connection;
    // The audit reads a snapshot of its own, as `npm run audit` does: on SQLite, in this process's write transaction it
    // would hold the running server's writes for its whole length.
    const audited = openReads(store.config, opened.kind, opened.db, { snapshots: true });
    try {
      const clients = await prepareClients(store, clientCount);
      await addPeriod(conn, periodSeconds);
      await server.start();
      const products = await call(server.url, 'GET', '/api/products');
      const symbols = products.body.items
        .filter((p: any) => p.status === 'open' && p.periods.some((period: any) => period.seconds === periodSeconds))
        .map((p: any) => p.symbol);
      assert.ok(symbols.length > 0, `a product open for ${periodSeconds}-second orders`);

      const random = mulberry32(seed);
      const downtimes: { from: number; until: number }[] = [];
      const restartMs: number[] = [];
      const approved = new Set<string>();
      let stopping = false;
      const load = runLoad(server.url, clients, symbols, periodSeconds, seed, () => stopping);
      for (let k = 0; k < kills; k++) {
        await new Promise((resolve) => setTimeout(resolve, 1_500 + random() * 2_000));
        await approveWithdrawals(conn, load.figures.acknowledged, approved);
        await new Promise((resolve) => setTimeout(resolve, random() * 500));
        // The last kill comes 300 ms before the next order's expiry, so that one expires while the server is down.
        if (k === kills - 1) {
          const now = Date.now();
          const expiries = load.figures.acknowledged.filter((a) => a.operation === 'order').map((a) => Date.parse(a.response.expiresAt));
          const next = Math.min(...expiries.filter((at) => at > now + 300));
          if (Number.isFinite(next)) await new Promise((resolve) => setTimeout(resolve, next - 300 - now));
        }
        const from = Date.now();
        await server.kill();
        await new Promise((resolve) => setTimeout(resolve, 300 + random() * 700));
        const restartBegan = Date.now();
        await server.start();
        restartMs.push(Date.now() - restartBegan);
        downtimes.push({ from, until: Date.now() });
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      stopping = true;
      await load.done;
      await approveWithdrawals(conn, load.figures.acknowledged, approved);
      const { acknowledged } = load.figures;
      const loadEnded = Date.now();

      // Orders that expired while the server was down: settled after the restart, on the last tick at or before expiry.
      const expiredWhileDown = acknowledged.filter(
        (a) => a.operation === 'order' && downtimes.some((d) => Date.parse(a.response.expiresAt) >= d.from && Date.parse(a.response.expiresAt) < d.until),
      );
      const lastUp = downtimes[downtimes.length - 1].until;
      const dueOrders = acknowledged.filter((a) => a.operation === 'order' && Date.parse(a.response.expiresAt) < lastUp);
      await waitFor(async () => {
        for (const a of dueOrders) {
          const res = await call(server.url, 'GET', `/api/orders/${a.response.id}`, { token: a.client.token });
          if (res.body.status !== 'settled') return false;
        }
        return true;
      }, { what: 'orders expired before the last restart to settle', timeoutMs: 10_000, everyMs: 250 });
      for (const a of expiredWhileDown) {
        const order = (await call(server.url, 'GET', `/api/orders/${a.response.id}`, { token: a.client.token })).body;
        assert.is(order.status, 'settled', `order ${order.id} expired while down`);
        if (order.exit) assert.ok(Date.parse(order.exit.time) <= Date.parse(order.expiresAt), `order ${order.id}: exit ${order.exit.time} after expiry ${order.expiresAt}`);
        else assert.is(order.result, 'void', `order ${order.id} settled without an exit tick`);
      }

      await checkAcknowledged(server.url, clients, acknowledged, audited.reads, 'the crashes');

      const count = (operation: Operation) => acknowledged.filter((a) => a.operation === operation).length;
      console.log(
        `  ${kind}: ${acknowledged.length} acknowledged writes (${count('order')} orders, ${count('deposit')} deposits, ${count('withdrawal')} withdrawals, ` +
          `${approved.size} approved, ${count('savings-in') + count('savings-out')} savings transfers), ${load.figures.refused} refused, ` +
          `${load.figures.unanswered} never answered; ${kills} SIGKILLs (restarts ${Math.min(...restartMs)}–${Math.max(...restartMs)} ms); ${expiredWhileDown.length} orders expired while down and settled after restart; ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s (load ${((loadEnded - started) / 1000).toFixed(1)} s)`,
      );
      assert.ok(expiredWhileDown.length > 0, 'some orders expired while the server was down');
      assert.ok(acknowledged.length >= 100, `a load worth the name: ${acknowledged.length} acknowledged writes`);
    } finally {
      await server.kill();
      await audited.close();
      await opened.db.destroy();
      await store.remove();
    }
  });

  test.run();
}
