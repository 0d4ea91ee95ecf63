import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorStatus } from '../../src/core/errors.js';

const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');

test("the partner guide's error code table lists every code of src/core/errors.ts with its status, and no other", () => {
  const section = guide.split('### Error codes')[1]?.split(/\n## /)[0] ?? '';
  const rows = [...section.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| (.+) \|$/gm)];
  assert.ok(rows.every(([, , , meaning]) => meaning.trim().length > 0), 'every code says what it means');
  const listed = rows.map(([, code, status]) => `${code} ${status}`).sort();
  assert.equal(listed, Object.entries(errorStatus).map(([code, status]) => `${code} ${status}`).sort());
});

test.run();
