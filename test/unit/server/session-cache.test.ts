import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SessionCache } from '../../../server/domain/auth/session-cache.js';

function listening(capacity = 10): SessionCache {
  const cache = new SessionCache(capacity);
  cache.listen(true);
  return cache;
}

test('a remembered session answers until it expires or is forgotten', () => {
  const cache = listening();
  cache.remember('a', 'user-1', 2000, cache.epoch);
  assert.is(cache.userId('a', 1999), 'user-1');
  assert.is(cache.userId('a', 2000), undefined, 'expired at its expiry, as the database reads it');
  cache.forget('a');
  assert.is(cache.userId('a', 1000), undefined);
});

test('an answer read before an ending was announced is not kept', () => {
  const cache = listening();
  const asked = cache.epoch;
  cache.forget('a');
  cache.remember('a', 'user-1', 2000, asked);
  assert.is(cache.userId('a', 1000), undefined);
});

test('nothing is remembered while endings cannot be heard, and a gap forgets everything', () => {
  const cache = new SessionCache(10);
  cache.remember('a', 'user-1', 2000, cache.epoch);
  assert.is(cache.userId('a', 1000), undefined, 'not listening yet');
  cache.listen(true);
  cache.remember('a', 'user-1', 2000, cache.epoch);
  cache.listen(false);
  assert.is(cache.userId('a', 1000), undefined);
  cache.remember('a', 'user-1', 2000, cache.epoch);
  assert.is(cache.userId('a', 1000), undefined, 'still not listening');
});

test('forgetAll drops every session; the oldest goes first when full', () => {
  const cache = listening(2);
  cache.remember('a', 'user-1', 2000, cache.epoch);
  cache.remember('b', 'user-2', 2000, cache.epoch);
  cache.remember('c', 'user-3', 2000, cache.epoch);
  assert.is(cache.userId('a', 1000), undefined);
  assert.is(cache.userId('c', 1000), 'user-3');
  cache.forgetAll();
  assert.is(cache.userId('b', 1000), undefined);
  cache.remember('b', 'user-2', 2000, cache.epoch);
  assert.is(cache.userId('b', 1000), 'user-2', 'still listening after forgetAll');
});

test.run();
