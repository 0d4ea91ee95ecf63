import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amountInputMaxDefault, sanitizeAmountInput as sanitize } from '../../../src/core/amount-input.js';

test('an amount field keeps digits and a dot and drops everything else', () => {
  assert.is(sanitize('12a3'), '123');
  assert.is(sanitize('-12.5'), '12.5');
  assert.is(sanitize('1,234'), '1234');
  assert.is(sanitize(' 1 2 '), '12');
  assert.is(sanitize('1e5'), '15');
});

test('an amount field keeps only the first dot', () => {
  assert.is(sanitize('1.2.3'), '1.23');
  assert.is(sanitize('1..'), '1.');
  assert.is(sanitize('..'), '0.');
});

test('an amount field keeps at most 2 decimals', () => {
  assert.is(sanitize('1.23'), '1.23');
  assert.is(sanitize('1.239'), '1.23');
  assert.is(sanitize('5.'), '5.');
});

test('an amount field turns a leading dot into 0.', () => {
  assert.is(sanitize('.'), '0.');
  assert.is(sanitize('.5'), '0.5');
});

test('an amount field collapses leading zeros', () => {
  assert.is(sanitize('007'), '7');
  assert.is(sanitize('00.5'), '0.5');
  assert.is(sanitize('0.5'), '0.5');
  assert.is(sanitize('100'), '100');
  assert.is(sanitize('000'), '0');
});

test('an empty amount field stays empty, even after dropping characters', () => {
  assert.is(sanitize(''), '');
  assert.is(sanitize('abc'), '');
});

test('a zero still being typed is kept so 0.5 can be entered', () => {
  assert.is(sanitize('0'), '0');
  assert.is(sanitize('0.'), '0.');
  assert.is(sanitize('0.0'), '0.0');
  assert.is(sanitize('0.05'), '0.05');
});

test('a zero with both decimals typed is raised to 1', () => {
  assert.is(sanitize('0.00'), '1');
  assert.is(sanitize('000.000'), '1');
});

test('an amount above the default max of 999999 is capped to it', () => {
  assert.is(amountInputMaxDefault, 999999);
  assert.is(sanitize('999999'), '999999');
  assert.is(sanitize('999999.'), '999999.');
  assert.is(sanitize('999999.01'), '999999');
  assert.is(sanitize('1000000'), '999999');
  assert.is(sanitize('99999999999999999999999'), '999999');
});

test('an amount is capped to a custom max', () => {
  assert.is(sanitize('500', 500), '500');
  assert.is(sanitize('500.01', 500), '500');
  assert.is(sanitize('0.3', 0.25), '0.25');
  assert.is(sanitize('0.25', 0.25), '0.25');
});

test('an amount field throws, naming the fix, for a max it cannot compare exactly', () => {
  for (const max of [-1, 1.005, NaN, 1e21]) {
    assert.throws(() => sanitize('1', max), /at most 2 decimals/, String(max));
  }
});

test.run();
