import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loginLockMs } from '../../../server/domain/auth/login-guard.js';

const minuteMs = 60_000;

test('a login lock lasts a minute after five wrong passwords, doubles with each five more, and never passes 15 minutes', () => {
  assert.is(loginLockMs(5, 5), minuteMs);
  assert.is(loginLockMs(10, 5), 2 * minuteMs);
  assert.is(loginLockMs(15, 5), 4 * minuteMs);
  assert.is(loginLockMs(20, 5), 8 * minuteMs);
  assert.is(loginLockMs(25, 5), 15 * minuteMs);
  assert.is(loginLockMs(5_000_000, 5), 15 * minuteMs);
});

test('the account-wide lock counts in tens: the first lock at ten failures, the second at twenty', () => {
  assert.is(loginLockMs(10, 10), minuteMs);
  assert.is(loginLockMs(20, 10), 2 * minuteMs);
});

test.run();
