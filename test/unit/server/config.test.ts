import fs from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { environment, feedRefusal, loadConfig, operatorRefusal, parseEnvironment, smsRefusal } from '../../../server/config.js';

test('SETTLE_BATCH is 5,000 unless set, and must be a whole number of at least 1', () => {
  assert.is(loadConfig({}).settleBatch, 5_000);
  assert.is(loadConfig({ SETTLE_BATCH: '200' }).settleBatch, 200);
  for (const bad of ['0', '-5', '2.5', 'many']) {
    assert.throws(() => loadConfig({ SETTLE_BATCH: bad }), /SETTLE_BATCH/, bad);
  }
});

test('other whole-number settings refuse what is not one, naming the variable', () => {
  assert.throws(() => loadConfig({ TICK_RETENTION_HOURS: 'two days' }), /TICK_RETENTION_HOURS/);
});

test('TRUST_PROXY is off unless it lists proxies; a hop count or `true` is refused, naming the fix', () => {
  assert.is(loadConfig({}).trustProxy, false);
  assert.is(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy, ['10.0.0.5', '10.1.0.0/16']);
  assert.equal(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy, ['loopback']);
  for (const bad of ['true', '1', '2']) assert.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY must list/, bad);
});

test('hashing runs 2 at a time with 128 waiting per lane, 2 per principal, unless HASH_CONCURRENCY / HASH_QUEUE / HASH_QUEUE_PER_PRINCIPAL say otherwise', () => {
  assert.is(loadConfig({}).hashConcurrency, 2);
  assert.is(loadConfig({}).hashQueueMax, 128);
  assert.is(loadConfig({ HASH_QUEUE: '0' }).hashQueueMax, 0);
  assert.is(loadConfig({}).hashQueuePerPrincipal, 2);
  assert.is(loadConfig({ HASH_QUEUE_PER_PRINCIPAL: '4' }).hashQueuePerPrincipal, 4);
  assert.throws(() => loadConfig({ HASH_QUEUE_PER_PRINCIPAL: '0' }), /HASH_QUEUE_PER_PRINCIPAL/);
  assert.throws(() => loadConfig({ HASH_CONCURRENCY: '0' }), /HASH_CONCURRENCY/);
});

test('FEED_SEED is unset unless given: the simulator then draws from the OS, not from a published seed', () => {
  assert.is(loadConfig({}).feedSeed, undefined);
  assert.is(loadConfig({ FEED_SEED: '' }).feedSeed, undefined);
  assert.is(loadConfig({ FEED_SEED: '7' }).feedSeed, 7);
  assert.throws(() => loadConfig({ FEED_SEED: 'lucky' }), /FEED_SEED/);
});

test('simulated prices need DEMO_MODE: FEED=sim without it is refused, naming the fix', () => {
  assert.match(feedRefusal(loadConfig({})) ?? '', /FEED=binance.*FEED=none.*DEMO_MODE=1/);
  assert.match(feedRefusal(loadConfig({ FEED: 'sim', DEMO_MODE: '0' })) ?? '', /DEMO_MODE=1/);
  assert.is(feedRefusal(loadConfig({ FEED: 'sim', DEMO_MODE: '1' })), undefined);
  assert.is(feedRefusal(loadConfig({ FEED: 'binance' })), undefined);
  assert.is(feedRefusal(loadConfig({ FEED: 'none' })), undefined);
});

test('a real deployment names its operator: each missing OPERATOR_* variable is named; a demo names a plainly fake one', () => {
  assert.match(operatorRefusal(loadConfig({})) ?? '', /OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_JURISDICTION must be set/);
  const full = { OPERATOR_NAME: 'Example Ltd', OPERATOR_ADDRESS: '1 Main St', OPERATOR_EMAIL: 'dpo@example.com', OPERATOR_JURISDICTION: 'Taiwan' };
  assert.match(operatorRefusal(loadConfig({ ...full, OPERATOR_EMAIL: ' ' })) ?? '', /^OPERATOR_EMAIL must be set/);
  assert.is(operatorRefusal(loadConfig(full)), undefined);
  assert.equal(loadConfig(full).operator, { name: 'Example Ltd', address: '1 Main St', email: 'dpo@example.com', jurisdiction: 'Taiwan' });
  const demo = loadConfig({ DEMO_MODE: '1' });
  assert.is(operatorRefusal(demo), undefined);
  assert.match(demo.operator.name, /demonstration only/);
  assert.is(loadConfig({ DEMO_MODE: '1', OPERATOR_NAME: 'Real Co' }).operator.name, 'Real Co');
});

test('SMS: the log provider unless SMS_PROVIDER=http names a gateway and a token; a real deployment refuses the log provider', () => {
  assert.equal(loadConfig({}).sms, { provider: 'log' });
  const http = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', SMS_HTTP_TOKEN: 'tok' };
  assert.equal(loadConfig(http).sms, { provider: 'http', url: 'https://sms.example.com/send', token: 'tok', sender: 'Uptick', timeoutMs: 5_000 });
  assert.equal(loadConfig({ ...http, SMS_SENDER: 'Acme', SMS_HTTP_TIMEOUT_MS: '800' }).sms, { provider: 'http', url: 'https://sms.example.com/send', token: 'tok', sender: 'Acme', timeoutMs: 800 });
  assert.throws(() => loadConfig({ ...http, SMS_HTTP_URL: '' }), /SMS_HTTP_URL/);
  assert.throws(() => loadConfig({ ...http, SMS_HTTP_URL: 'ftp://x' }), /SMS_HTTP_URL/);
  assert.throws(() => loadConfig({ ...http, SMS_HTTP_TOKEN: '' }), /SMS_HTTP_TOKEN/);
  assert.throws(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' }), /SMS_PROVIDER must be http or log/);
  assert.match(smsRefusal(loadConfig({})) ?? '', /SMS_PROVIDER=http, SMS_HTTP_URL and SMS_HTTP_TOKEN must be set/);
  assert.is(smsRefusal(loadConfig({ DEMO_MODE: '1' })), undefined);
  assert.is(smsRefusal(loadConfig(http)), undefined);
});

test('every variable the environment gets wrong is named at once, each on its own line', () => {
  assert.throws(
    () => loadConfig({ SETTLE_BATCH: '0', FEED: 'rumours', SAVINGS_CUTOFF: '25:00', DEPOSIT_MIN: 'ten' }),
    (error: Error) =>
      error.message ===
      [
        'DEPOSIT_MIN must be an amount like 10 or 10.50, got "ten"',
        'SAVINGS_CUTOFF must be a time of day like 15:00, got "25:00"',
        'FEED must be sim, binance or none, got "rumours"',
        'SETTLE_BATCH must be at least 1',
      ].join('\n'),
  );
});

test('docs/configuration.md lists every variable of the schema and no other, each with the default the schema gives', () => {
  const rows = fs
    .readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '')));
  const documented = rows.flatMap(([names]) => [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]));
  assert.equal([...documented].sort(), Object.keys(environment.schema).sort());
  const defaults = parseEnvironment({}) as Record<string, unknown>;
  let compared = 0;
  for (const [namesCell, defaultsCell] of rows) {
    const names = namesCell.split(' / ').map((name) => /^`([A-Z0-9_]+)`$/.exec(name)?.[1]);
    const values = defaultsCell.split(' / ').map((value) => /^`([^`]*)`( \(.*\))?$/.exec(value)?.[1]);
    if (names.length !== values.length) continue;
    names.forEach((name, i) => {
      const value = values[i];
      if (!name || value === undefined) return;
      assert.equal((parseEnvironment({ [name]: value }) as Record<string, unknown>)[name], defaults[name], `${name}: documented ${value}`);
      compared++;
    });
  }
  assert.ok(compared >= 50, `only ${compared} documented defaults could be read`);
});

test.run();
