import { buildApp } from './app.js';
import { feedRefusal, loadConfig, operatorRefusal, smsRefusal } from './config.js';
import { demoAccount, demoFunding, demoInviteCode, seedDemo } from './cli/seed-demo.js';
import { formatMinor } from '../src/core/money.js';

const config = loadConfig();
// Every reason at once, so an operator fixes the configuration in one go.
const refusals = [operatorRefusal(config), smsRefusal(config), feedRefusal(config)].filter(Boolean);
if (refusals.length > 0) {
  console.error(refusals.join('\n'));
  process.exit(1);
}
const app = await buildApp({ config });
if (config.demoMode) await seedDemo(app.conn, app.clock());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  await app.close();
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
