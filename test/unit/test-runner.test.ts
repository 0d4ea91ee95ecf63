import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { root } from './helpers/import-graph.js';

// test/run.mjs is what every suite of `npm test` runs through: a test that fails, or tests a hook kept from running,
// must fail the suite's process (and so the run) the first time; nothing runs a second time.
const run = (file: string) => spawnSync(process.execPath, ['test/run.mjs', 'test/fixtures/runner', `^${file}\\.test\\.mjs$`], { cwd: root, encoding: 'utf8' });

test('a suite whose tests pass exits 0', () => {
  const { status, stdout } = run('passes');
  assert.is(status, 0, stdout);
});

test('one failing test fails the suite, and the test ran once', () => {
  const { status, stdout } = run('fails');
  assert.is(status, 1, stdout);
  assert.match(stdout, /Total:\s+2\b/);
  assert.match(stdout, /Passed:\s+1\b/);
});

test('a before hook that throws fails the suite though uvu counts no failed test', () => {
  const { status, stdout } = run('hook-throws');
  assert.is(status, 1, stdout);
  assert.match(stdout, /1 of 1 tests in hook-throws\.test\.mjs never ran/);
});

test.run();
