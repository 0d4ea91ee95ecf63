// One idempotency key per user intent (src/state/intent-key.ts; docs/design.md, Idempotency).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../src/api/api-error.js';
import { newIdempotencyKey, sendIntent } from '../../src/state/intent-key.js';
import { storageKeys } from '../../src/state/storage.js';
import { memoryStore } from './helpers/dom.js';

type Intents = Record<string, { key: string; fingerprint: string }>;

const offline = () => new ApiError(0, 'network', 'offline');
/** Sends that fail with `error`, recording each key they were given. */
const failing = (keys: string[], error: ApiError) => async (key: string) => {
  keys.push(key);
  throw error;
};

test('a key is 1–64 printable characters, and two keys differ', () => {
  const a = newIdempotencyKey();
  assert.match(a, /^[\x21-\x7e]{1,64}$/);
  assert.is.not(a, newIdempotencyKey());
});

test('the key is saved on the device before the request is sent', async () => {
  const store = memoryStore();
  await sendIntent(store, 'deposit', { amount: '10.00' }, async (key) => {
    assert.is(store.get<Intents>('intents')?.deposit?.key, key, 'saved before send');
  });
});

test('a retry of the same intent after no answer (offline, timeout, 5xx) reuses the key', async () => {
  const store = memoryStore();
  const keys: string[] = [];
  const body = { amount: '10.00', method: 'bank_transfer' };
  await sendIntent(store, 'deposit', body, failing(keys, offline())).catch(() => {});
  await sendIntent(store, 'deposit', { ...body }, failing(keys, new ApiError(0, 'timeout', 'slow'))).catch(() => {});
  await sendIntent(store, 'deposit', { ...body }, failing(keys, new ApiError(503, 'unavailable', 'down'))).catch(() => {});
  const result = await sendIntent(store, 'deposit', { ...body }, async (key) => {
    keys.push(key);
    return 'ok';
  });
  assert.is(result, 'ok');
  assert.is(new Set(keys).size, 1, `one key for four tries: ${keys.join(', ')}`);
});

test('the key survives a reload: a new store over the same saved data reuses it', async () => {
  const store = memoryStore();
  const keys: string[] = [];
  await sendIntent(store, 'withdraw', { amount: '20.00' }, failing(keys, offline())).catch(() => {});
  const reloaded = memoryStore({ intents: store.get('intents') });
  await sendIntent(reloaded, 'withdraw', { amount: '20.00' }, failing(keys, offline())).catch(() => {});
  assert.is(keys[0], keys[1]);
});

test('a changed body is a new intent with a new key', async () => {
  const store = memoryStore();
  const keys: string[] = [];
  await sendIntent(store, 'withdraw', { amount: '20.00' }, failing(keys, offline())).catch(() => {});
  await sendIntent(store, 'withdraw', { amount: '21.00' }, failing(keys, offline())).catch(() => {});
  assert.is.not(keys[0], keys[1]);
});

test('a success ends the intent: the same body again is a new intent', async () => {
  const store = memoryStore();
  const keys: string[] = [];
  const send = async (key: string) => void keys.push(key);
  await sendIntent(store, 'deposit', { amount: '10.00' }, send);
  assert.is(store.get<Intents>('intents')?.deposit, undefined, 'dropped after success');
  await sendIntent(store, 'deposit', { amount: '10.00' }, send);
  assert.is.not(keys[0], keys[1]);
});

test('a refusal (4xx) ends the intent too, and the error still reaches the form', async () => {
  const store = memoryStore();
  const refused = new ApiError(422, 'insufficient_funds', 'no');
  const caught = await sendIntent(store, 'withdraw', { amount: '20.00' }, failing([], refused)).catch((error) => error);
  assert.is(caught, refused);
  assert.is(store.get<Intents>('intents')?.withdraw, undefined);
});

test('intents of different forms do not disturb each other', async () => {
  const store = memoryStore();
  await sendIntent(store, 'withdraw', { amount: '20.00' }, failing([], offline())).catch(() => {});
  await sendIntent(store, 'deposit', { amount: '10.00' }, async () => {});
  assert.ok(store.get<Intents>('intents')?.withdraw, 'the pending withdrawal intent is kept');
});

test('clear cache wipes intents with everything else', () => {
  assert.ok((storageKeys as readonly string[]).includes('intents'));
});

test.run();
