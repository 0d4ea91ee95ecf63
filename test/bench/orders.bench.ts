// `npm run bench:orders`: orders per second and latency through real HTTP into a durable SQLite
// (synchronous=FULL), beside a bare Fastify JSON route measured the same way in the same run. The load
// comes from another process (load-generator.ts), as it would from clients.
// A benchmark prints figures; it is not a test and asserts nothing.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { checkRegistration, register, login } from '../../server/domain/auth/auth-service.js';
import { requestDeposit } from '../../server/domain/funds/deposits-service.js';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const users = 16;

interface LoadResult {
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
}

async function run(title: string, url: string, tokens?: string[]): Promise<LoadResult> {
  const plan = JSON.stringify({ url, durationSeconds, connections, tokens });
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', new URL('./load-generator.ts', import.meta.url).pathname, plan], { maxBuffer: 1 << 20 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as LoadResult;
  // Throughput on this shared VM varies by the hour; the server's CPU time per answer varies far less.
  const cpuPerRequestUs = (cpu.user + cpu.system) / Math.max(1, result.ok);
  console.log(
    `${title.padEnd(34)} ${(result.ok / durationSeconds).toFixed(0).padStart(6)} req/s 2xx   p50 ${result.p50} ms   p99 ${result.p99} ms   server CPU ${cpuPerRequestUs.toFixed(0)} µs/req   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
  return result;
}

const bare = Fastify();
bare.post('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-bench-'));
const config = loadConfig({}, { dataDir, demoMode: true, feed: 'sim', authRateLimitPerMinute: 1_000_000, logLevel: 'warn' });
const app = await buildApp({ config, logger: false });
await seedDemo(app.conn, Date.now());
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

const tokens: string[] = [];
for (let i = 0; i < users; i++) {
  const account = `bench${String(i).padStart(3, '0')}`;
  const { ticket } = await checkRegistration(app.conn, { account, phone: `+8613800${String(i).padStart(6, '0')}`, inviteCode: 'UPTICK' }, Date.now());
  await register(app.conn, { ticket, password: 'bench1234', passwordConfirm: 'bench1234', tradePassword: '123456', tradePasswordConfirm: '123456', acceptTerms: true }, '127.0.0.1', Date.now());
  const { token, userId } = await login(app.conn, app.oneAtATime, { account, password: 'bench1234' }, '127.0.0.1', '127.0.0.1', Date.now(), app.notices);
  await requestDeposit(app.conn, userId, { amount: '1000000.00', method: 'bank_transfer' }, { key: undefined, status: 201, operation: 'POST /api/deposits' }, { funds: { ...config.funds, depositMaxMinor: 100_000_000 }, demoMode: true, numbers: app.numbering.deposits, clientAddress: '127.0.0.1' }, Date.now());
  await app.trading.acknowledgeRisk(userId);
  tokens.push(token);
}
// Let the simulator put a price on the books.
await new Promise((r) => setTimeout(r, 1500));

console.log(`bench: ${durationSeconds} s per run, ${connections} connections, ${users} users, SQLite synchronous=FULL, ${os.cpus().length} cores`);
await run('bare Fastify JSON POST', `http://127.0.0.1:${barePort}/bare`);
const result = await run('POST /api/orders (idempotency key)', `http://127.0.0.1:${port}/api/orders`, tokens);
const { count } = await app.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
console.log(`orders stored: ${count} (2xx answered: ${result.ok})`);
await app.close();
await bare.close();
fs.rmSync(dataDir, { recursive: true, force: true });
