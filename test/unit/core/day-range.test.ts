import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dayRange } from '../../../src/core/day-range.js';

test('a price inside the day keeps the range as the feed gave it', () => {
  assert.equal(dayRange('63542.48', '62889.99', '63200.00'), ['63542.48', '62889.99']);
  assert.equal(dayRange('63542.48', '62889.99', '63542.48'), ['63542.48', '62889.99'], 'on the high itself');
});

test('a price past either end becomes that end, so the range always contains it', () => {
  assert.equal(dayRange('63542.48', '62889.99', '62880.01'), ['63542.48', '62880.01'], 'below the low');
  assert.equal(dayRange('2622.49', '2601.10', '2622.50'), ['2622.50', '2601.10'], 'a cent over the high');
  assert.equal(dayRange('9.50', '8.00', '10.00'), ['10.00', '8.00'], 'compared as numbers, not as text');
});

test('without a price nothing changes; without a range the price is all of it', () => {
  assert.equal(dayRange('2.00', '1.00', null), ['2.00', '1.00']);
  assert.equal(dayRange(null, null, '1.50'), ['1.50', '1.50']);
});

test.run();
