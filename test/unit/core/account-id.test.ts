import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountIdPattern, isAccountId } from '../../../src/core/account-id.js';

test('an account id of 6 word characters is accepted', () => {
  assert.ok(isAccountId('abc_12'));
});

test('an account id of 12 word characters is accepted', () => {
  assert.ok(isAccountId('ABCdef_12345'));
});

test('an account id of 5 characters is rejected', () => {
  assert.not.ok(isAccountId('abc12'));
});

test('an account id of 13 characters is rejected', () => {
  assert.not.ok(isAccountId('abcdef1234567'));
});

test('an account id with punctuation or spaces is rejected', () => {
  for (const id of ['abc-123', 'abc 123', 'abc.123', 'abc@123', ' abc123', 'abc123\n']) {
    assert.not.ok(isAccountId(id), id);
  }
});

test('an account id with non-ASCII letters or digits is rejected', () => {
  for (const id of ['张三abcdef', 'josé123', 'abc١٢٣456', 'ａｂｃ123']) {
    assert.not.ok(isAccountId(id), id);
  }
});

test('the empty string is not an account id', () => {
  assert.not.ok(isAccountId(''));
});

test('the exported pattern agrees with isAccountId', () => {
  assert.ok(accountIdPattern.test('user_01'));
  assert.not.ok(accountIdPattern.test('user'));
});

test.run();
