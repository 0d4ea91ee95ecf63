import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

// The documents stay short enough to read: docs/ within 150 KB in all and the README within 12,000 characters.
// Past either, cut what a reader doesn't need (history, repetition, long explanations) rather than raise the limit.

const root = path.resolve(import.meta.dirname, '../..');
const docsBytesMax = 150 * 1024;
const readmeCharsMax = 12_000;

test('docs/*.md total at most 150 KB', () => {
  const sizes = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, bytes: fs.statSync(path.join(root, 'docs', name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const totalBytes = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const table = sizes.map(({ name, bytes }) => `  ${String(bytes).padStart(7)} B  docs/${name}`).join('\n');
  assert.ok(totalBytes <= docsBytesMax, `docs/ is ${totalBytes} B, over ${docsBytesMax} B (150 KB):\n${table}`);
});

test('README.md at most 12,000 characters', () => {
  const chars = [...fs.readFileSync(path.join(root, 'README.md'), 'utf8')].length;
  assert.ok(chars <= readmeCharsMax, `README.md has ${chars} characters, over ${readmeCharsMax}`);
});

test.run();
