import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mask, maskIdNumber, maskPhone } from '../../../src/core/mask.js';

test('mask replaces the characters from start up to but not including end', () => {
  assert.is(mask('abcdef', 1, 4), 'a***ef');
  assert.is(mask('abcdef', 0, 6), '******');
  assert.is(mask('abcdef', 2, 2), 'abcdef');
});

test('mask uses the given character', () => {
  assert.is(mask('abcdef', 1, 3, '•'), 'a••def');
});

test('mask clamps indexes to the text', () => {
  assert.is(mask('abc', 1, 99), 'a**');
  assert.is(mask('abc', -5, 1), '*bc');
  assert.is(mask('abc', 5, 9), 'abc');
  assert.is(mask('', 0, 3), '');
});

test('mask counts astral characters as one', () => {
  assert.is(mask('a😀b𠮷c', 1, 4), 'a***c');
  assert.is(mask('𠮷𠮷𠮷', 1, 2), '𠮷*𠮷');
});

test('mask throws a RangeError naming the fix when start is after end', () => {
  assert.throws(() => mask('abcdef', 4, 2), (error: unknown) => error instanceof RangeError && /start <= end/.test(error.message));
});

test('a phone keeps its dial code, 3 national digits and the last 2', () => {
  assert.is(maskPhone('+8613812345678'), '+86138******78');
  assert.is(maskPhone('+886912345678'), '+886912****78');
  assert.is(maskPhone('+12025550123'), '+1202*****23');
  assert.is(maskPhone('+447700900123'), '+44770*****23');
});

test('a phone with an unlisted dial code keeps its plus and counts the rest as national', () => {
  assert.is(maskPhone('+9715012345678'), '+971********78');
});

test('a short phone keeps only its first and last national digit', () => {
  assert.is(maskPhone('+65123456'), '+65123*56');
  assert.is(maskPhone('+6512345'), '+651***5');
  assert.is(maskPhone('+65123'), '+651*3');
  assert.is(maskPhone('+6512'), '+65**');
});

test('an ID number keeps its first 3 and last 2 characters', () => {
  assert.is(maskIdNumber('11010519491231002X'), '110*************2X');
  assert.is(maskIdNumber('A12345'), 'A12*45');
});

test('an ID number of 5 characters or fewer keeps only its last one', () => {
  assert.is(maskIdNumber('A1234'), '****4');
  assert.is(maskIdNumber('12'), '*2');
  assert.is(maskIdNumber('1'), '1');
  assert.is(maskIdNumber(''), '');
});

test.run();
