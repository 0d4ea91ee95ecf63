import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clampProgress } from '../../../src/core/progress.js';

test('a progress inside the range is unchanged', () => {
  assert.is(clampProgress(42.5), 42.5);
  assert.is(clampProgress(0.01), 0.01);
  assert.is(clampProgress(100), 100);
});

test('a progress above 100 is capped at 100', () => {
  assert.is(clampProgress(100.001), 100);
  assert.is(clampProgress(Infinity), 100);
});

test('a progress below 0.01 is raised to 0.01', () => {
  assert.is(clampProgress(0.009), 0.01);
  assert.is(clampProgress(0), 0.01);
  assert.is(clampProgress(-5), 0.01);
  assert.is(clampProgress(-Infinity), 0.01);
});

test('a NaN progress becomes 0.01', () => {
  assert.is(clampProgress(NaN), 0.01);
});

test.run();
