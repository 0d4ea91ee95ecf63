import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changeBasisPoints, formatPrice, parsePrice } from '../../../src/core/price.js';

test('prices format at their precision', () => {
  assert.is(formatPrice(6320105, 2), '63201.05');
  assert.is(formatPrice(10853, 4), '1.0853');
  assert.is(formatPrice(5, 4), '0.0005');
  assert.is(formatPrice(42, 0), '42');
});

test('prices parse to the scaled integer, rounding half up beyond the precision', () => {
  assert.is(parsePrice('63201.05', 2), 6320105);
  assert.is(parsePrice('63201.05000000', 2), 6320105);
  assert.is(parsePrice('63201.055', 2), 6320106);
  assert.is(parsePrice('63201.054', 2), 6320105);
  assert.is(parsePrice('7', 2), 700);
  assert.is(parsePrice('-1', 2), null);
  assert.is(parsePrice('1e5', 2), null);
  assert.is(parsePrice('', 2), null);
});

test('the change is in basis points of the opening price', () => {
  assert.is(changeBasisPoints(10000, 10150), 150);
  assert.is(changeBasisPoints(10000, 9900), -100);
  assert.is(changeBasisPoints(0, 5), 0);
});

test.run();
