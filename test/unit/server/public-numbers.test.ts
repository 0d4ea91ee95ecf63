import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { halfSipHash24 } from '../../../server/domain/numbering/half-sip-hash.js';
import { PublicNumbers, numberingFromKey, publicNumberIdMax } from '../../../server/domain/numbering/public-numbers.js';

const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

test('HalfSipHash-2-4 gives the reference implementation\'s 32-bit tag for the message 00 01 02 03', () => {
  // vectors_hsip32[4] of the reference: key bytes 00…07, tag bytes 2a 6e 46 89 (little-endian).
  assert.is(halfSipHash24(0x03020100, 0x07060504, 0x03020100), 0x89466e2a);
});

test('a public number has 13 digits and decodes back to its row, from the first row to the last', () => {
  const numbers = new PublicNumbers(key.subarray(0, 8));
  for (const id of [1, 2, 3, 999, 2 ** 20, 2 ** 20 + 1, 123_456_789, publicNumberIdMax - 1, publicNumberIdMax]) {
    const number = numbers.of(id);
    assert.match(number, /^[12][0-9]{12}$/, `${id} → ${number}`);
    assert.is(numbers.idOf(number), id);
  }
});

test('consecutive rows get unrelated numbers, none repeated', () => {
  const numbers = new PublicNumbers(key.subarray(0, 8));
  const seen = new Set<string>();
  let adjacent = 0;
  let previous = Number(numbers.of(1));
  for (let id = 1; id <= 50_000; id++) {
    const number = numbers.of(id);
    seen.add(number);
    if (Math.abs(Number(number) - previous) <= 1_000 && id > 1) adjacent++;
    previous = Number(number);
  }
  assert.is(seen.size, 50_000, 'a permutation: no two rows share a number');
  assert.ok(adjacent < 5, `${adjacent} of 50,000 consecutive rows got numbers within 1,000 of each other`);
});

test('another key gives other numbers; orders and transfers are numbered under different halves of the key', () => {
  const numbering = numberingFromKey(key);
  const other = numberingFromKey(Buffer.from('ff0102030405060708090a0b0c0d0e0f', 'hex'));
  assert.is.not(numbering.orders.of(1), other.orders.of(1));
  assert.is.not(numbering.orders.of(1), numbering.transfers.of(1));
});

test('text that is no public number decodes to nothing', () => {
  const numbers = new PublicNumbers(key.subarray(0, 8));
  // 9999999999999 − 10^12 is past 2^40; the others are the wrong length or not digits.
  for (const text of ['', '1', '42', '999999999999', '10000000000000', '9999999999999', ' 1360174463043', '1360174463043 ', '136017446304x', '-360174463043', '1.36017446e12']) {
    assert.is(numbers.idOf(text), undefined, text);
  }
});

test('a row number outside 1 … 2^40 − 1 is a bug, not a number', () => {
  const numbers = new PublicNumbers(key.subarray(0, 8));
  for (const id of [0, -1, 1.5, publicNumberIdMax + 1, Number.NaN]) assert.throws(() => numbers.of(id), /not a row number/);
  assert.throws(() => new PublicNumbers(Buffer.alloc(7)), /8-byte key/);
});

test('numbers already given out never change: the same key and row give the same number of each kind', () => {
  // Numbers are derived at every read, never stored: a change to the permutation would renumber every receipt,
  // export and support thread that names one (docs/decisions.md, "Order numbers").
  const numbering = numberingFromKey(key);
  const rows = [1, 2, 1_000_000, publicNumberIdMax];
  assert.equal(rows.map((id) => numbering.orders.of(id)), ['1203501548420', '1272747263361', '1755235521711', '1529608082029']);
  assert.equal(rows.map((id) => numbering.transfers.of(id)), ['1051970204798', '1630592193596', '1197461957516', '1370052874581']);
  assert.equal(rows.map((id) => numbering.withdrawals.of(id)), ['1240882620220', '1513993294833', '1729364612156', '1829271840193']);
  assert.equal(rows.map((id) => numbering.deposits.of(id)), ['1248615927337', '1458163923785', '1771530085482', '1690192624217']);
});

test.run();
