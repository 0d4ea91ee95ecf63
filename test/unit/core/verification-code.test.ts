import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isVerificationCode } from '../../../src/core/verification-code.js';

test('a verification code of 4 digits is accepted', () => {
  assert.ok(isVerificationCode('0427'));
  assert.ok(isVerificationCode('0000'));
});

test('a verification code of 3 or 5 digits is rejected', () => {
  assert.not.ok(isVerificationCode('123'));
  assert.not.ok(isVerificationCode('12345'));
});

test('a verification code with letters, spaces or full-width digits is rejected', () => {
  for (const code of ['12a4', '12 4', ' 1234', '１２３４', '١٢٣٤', '']) {
    assert.not.ok(isVerificationCode(code), code);
  }
});

test.run();
