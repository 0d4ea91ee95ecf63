import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedRefusal, loadConfig, operatorRefusal, smsRefusal } from '../../../server/config.js';

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

test('hashing runs 2 at a time with 32 waiting unless HASH_CONCURRENCY / HASH_QUEUE say otherwise', () => {
  assert.is(loadConfig({}).hashConcurrency, 2);
  assert.is(loadConfig({}).hashQueueMax, 32);
  assert.is(loadConfig({ HASH_QUEUE: '0' }).hashQueueMax, 0);
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

test.run();
