import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './helpers/import-graph.js';

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : testFiles(rel);
    return /\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

// uvu runs nothing unless the file calls run(): a test file without it passes with 0 tests.
test('every test file runs its tests', () => {
  const silent = testFiles('test').filter((file) => !/\.run\(\)/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  assert.equal(silent, []);
});

test.run();
