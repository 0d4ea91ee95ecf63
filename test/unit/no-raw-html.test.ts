import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root, sources } from './helpers/import-graph.js';

// Texts from the database (news, content pages) and from users reach the DOM as text: no client file sets HTML
// (docs/security.md, "Texts operators and migrations write"). The widget's own markup is JSX, which React escapes.
test('no client file sets HTML from a string', () => {
  const found = sources('src').filter((file) => /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  assert.equal(found, []);
});

test.run();
