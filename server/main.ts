import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildApp } from './app.js';
import { feedRefusal, loadConfig, operatorRefusal, smsRefusal } from './config.js';
import { demoAccount, demoFunding, demoInviteCode, seedDemo } from './cli/seed-demo.js';
import { formatMinor } from '../src/core/money.js';
import { DatabaseUnavailableError } from './db/unavailable.js';
import { capped } from './log-text.js';

const config = loadConfig();
// Every reason at once, so an operator fixes the configuration in one go.
const refusals = [operatorRefusal(config), smsRefusal(config), feedRefusal(config)].filter(Boolean);
if (refusals.length > 0) {
  console.error(refusals.join('\n'));
  process.exit(1);
}
const app = await buildApp({ config });
// A database fault that reached a promise nobody awaited is a bug to fix (the fault suite fails on this line), but it
// must not end the process: every other fault of the database is answered, and this one is no worse. Anything
// else unhandled still ends it, as Node does by default.
process.on('unhandledRejection', (reason) => {
  if (!(reason instanceof DatabaseUnavailableError)) throw reason;
  app.log.error({ err: reason }, 'unhandled database fault');
});
if (config.demoMode) await seedDemo(app.conn, app.clock());

// Requests in flight, with when they started: what a shutdown cut short by its deadline names in its log.
const inFlight = new Map<IncomingMessage, number>();
let closing = false;
app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  inFlight.set(request, Date.now());
  response.once('close', () => inFlight.delete(request));
  // A response finished while closing leaves its connection kept alive and idle, and `server.close` waits for
  // idle connections to time out (72 s); closed as soon as it is idle, the process need not wait.
  response.once('finish', () => closing && setImmediate(() => app.server.closeIdleConnections()));
});

/** Exits now, logging what is still open. */
function exitCutShort(reason: string): void {
  const nowMs = Date.now();
  const open = [...inFlight].map(([request, startedAtMs]) => `${request.method} ${capped(request.url?.split('?')[0] ?? '')} for ${nowMs - startedAtMs} ms`);
  app.server.getConnections((_err, connections) => {
    app.log.error({ inFlight: open, connections }, reason);
    process.exit(1);
  });
}

/**
 * Stops taking work (the listener closes; Fastify answers 503 to requests that still arrive on open connections),
 * ends the event streams with a reconnect hint, lets requests in flight finish, and exits 0; or 1 after
 * SHUTDOWN_TIMEOUT_MS whatever is still open. Node stops enforcing REQUEST_TIMEOUT_MS once the server is closing,
 * so without the deadline a client trickling a body held the process for as long as it liked.
 */
async function shutdown(signal: string) {
  // A repeat is no hurry: npm forwards the terminal's SIGINT, so one Ctrl-C under `npm start` arrives twice.
  if (closing) return;
  closing = true;
  app.log.info({ signal, shutdownTimeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing requests in flight');
  // Unref'd: a close that finishes first exits on its own and must not wait for this.
  setTimeout(() => exitCutShort('shutdown deadline passed (SHUTDOWN_TIMEOUT_MS): exiting with work still open'), config.shutdownTimeoutMs).unref();
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown: closing failed');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/`;
const database = app.dbKind === 'sqlite' ? `SQLite in ${config.dataDir}` : `PostgreSQL (schema ${config.databaseSchema})`;
const lines = [`Uptick is running: open ${url}`, `Database: ${database}`];
if (config.demoMode) {
  lines.push(
    `Demo mode: invite code ${demoInviteCode}`,
    `Demo account: ${demoAccount.account} / password ${demoAccount.password} / transaction password ${demoAccount.tradePassword} (starts with ${formatMinor(demoFunding.amountMinor)} ${config.funds.currency})`,
  );
}
// Printed plainly as well as logged: this is what a newcomer needs to read first.
console.log(`\n  ${lines.join('\n  ')}\n`);
