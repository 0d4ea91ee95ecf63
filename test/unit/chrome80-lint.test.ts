// The build keeps `?.` for Chrome 80–90, which throw on a call with a spread argument inside an optional chain:
// the lint rule that refuses that form must see it in minified code, and nothing else (test/unit/bundle-split
// runs it over the built files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chrome80Breakers } from '../helpers/chrome80-lint.js';

const found = ['a?.b(...c,1)', 'f?.(...c,1)', 'a?.b.c(...d,1)', 'a?.[k](...d)', 'a?.b(x).c(y,...z)', 'x=a?.b(`${c}`,...d);', 'a?.b(")",...c)'];
const leftAlone = ['a.b(...c,1)', 'a?.b(c,{...d})', 'a?.b(c,[...d])', 'a?.b;f(...c,1)', 'x=a?.5:f(...b,1)', 'a?.b("...",c)', 's="why?.("', 'a(...b)?.c', 'a?.b(f(...c))'];

test('a call with a spread argument after `?.` is found; spreads outside the chain, in literals, and conditionals are left alone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chrome80-'));
  try {
    const files = [...found, ...leftAlone].map((js, i) => {
      const file = path.join(dir, `${i}.js`);
      fs.writeFileSync(file, js);
      return file;
    });
    const flagged = new Set(await chrome80Breakers(files));
    files.forEach((file, i) => assert.is(flagged.has(file), i < found.length, [...found, ...leftAlone][i]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
