import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatMinor, moneyMaxMinor, moneyScale, parseMoney } from '../../../src/core/money.js';

test('the money limit stays a safe integer even summed nine times', () => {
  assert.is(moneyScale, 100);
  assert.ok(Number.isSafeInteger(moneyMaxMinor * 9));
});

test('a decimal with 0 to 2 decimals parses to integer minor units', () => {
  assert.is(parseMoney('1250'), 125000);
  assert.is(parseMoney('1250.5'), 125050);
  assert.is(parseMoney('1250.50'), 125050);
  assert.is(parseMoney('0.01'), 1);
  assert.is(parseMoney('0'), 0);
  assert.is(parseMoney('007.10'), 710);
});

test('a decimal that floats would round wrongly parses exactly', () => {
  assert.is(parseMoney('0.29'), 29);
  assert.is(parseMoney('1.15'), 115);
  assert.is(parseMoney('9007199254740.99'), 900719925474099);
  assert.is(parseMoney('9999999999999.99'), 999999999999999);
});

test('money with more than 2 decimals is rejected', () => {
  assert.is(parseMoney('1.001'), null);
  assert.is(parseMoney('1.000'), null);
});

test('money with a sign, exponent, space, comma or other characters is rejected', () => {
  for (const text of ['-1', '+1', '1e3', '1E3', ' 1', '1 ', '1,000', '1_000', 'Infinity', 'NaN', '0x10', '１２']) {
    assert.is(parseMoney(text), null, text);
  }
});

test('money that is empty, a lone dot or missing a side of the dot is rejected', () => {
  for (const text of ['', '.', '1.', '.5']) {
    assert.is(parseMoney(text), null, text);
  }
});

test('money at the limit is accepted and one minor unit above is rejected', () => {
  assert.is(parseMoney('10000000000000'), moneyMaxMinor);
  assert.is(parseMoney('10000000000000.00'), moneyMaxMinor);
  assert.is(parseMoney('10000000000000.01'), null);
  assert.is(parseMoney('99999999999999999999'), null);
  assert.is(parseMoney('00000000000000000001'), 100);
});

test('formatMinor writes two decimals with a leading zero', () => {
  assert.is(formatMinor(125000), '1250.00');
  assert.is(formatMinor(1), '0.01');
  assert.is(formatMinor(10), '0.10');
  assert.is(formatMinor(0), '0.00');
  assert.is(formatMinor(moneyMaxMinor), '10000000000000.00');
});

test('formatMinor puts the sign before a negative amount', () => {
  assert.is(formatMinor(-305), '-3.05');
  assert.is(formatMinor(-5), '-0.05');
  assert.is(formatMinor(-0), '0.00');
});

test('formatMinor throws, naming the fix, for a non-integer or unsafe amount', () => {
  for (const value of [1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1]) {
    assert.throws(() => formatMinor(value), /integer minor units/, String(value));
  }
  assert.is(formatMinor(Number.MAX_SAFE_INTEGER), '90071992547409.91');
});

test('formatMinor and parseMoney round-trip', () => {
  for (const minor of [0, 1, 99, 100, 123456789, moneyMaxMinor]) {
    assert.is(parseMoney(formatMinor(minor)), minor);
  }
});

test.run();
