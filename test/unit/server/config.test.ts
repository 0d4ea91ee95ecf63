import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../server/config.js';

test('SETTLE_BATCH is 5,000 unless set, and must be a whole number of at least 1', () => {
  assert.is(loadConfig({}).settleBatch, 5_000);
  assert.is(loadConfig({ SETTLE_BATCH: '200' }).settleBatch, 200);
  for (const bad of ['0', '-5', '2.5', 'many']) {
    assert.throws(() => loadConfig({ SETTLE_BATCH: bad }), /SETTLE_BATCH/, bad);
  }
});

test('other whole-number settings refuse what is not one, naming the variable', () => {
  assert.throws(() => loadConfig({ TICK_RETENTION_HOURS: 'two days' }), /TICK_RETENTION_HOURS/);
});

test.run();
