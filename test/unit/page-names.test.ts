import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { paths } from '../../src/routing/paths.js';
import { root, sources } from './helpers/import-graph.js';

// Pages and components are named for what they show; the spec's uni-app route names (amount for the deposit
// screen, money for savings, set for settings, particulars for the savings records) live in src/routing/paths.ts
// only. Four route words also say what their screen shows, so a file may carry them. A name is compared whole:
// order-detail or money-error only share a word with a route.
const honest = new Set(['welcome', 'login', 'help', 'password']);

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Each route's folder and file names, and the two joined (`/pages/money/detail` gives money, detail, money-detail). */
const routeNames = new Set(
  Object.values(paths)
    .map((route) => route.split('/').slice(2).map(kebab))
    .flatMap((names) => [...names, names.join('-')])
    .filter((name) => !honest.has(name)),
);

const files = [...sources('src/pages'), ...sources('src/components')];

test("the spec's route names are read from src/routing/paths.ts", () => {
  for (const name of ['amount', 'money', 'set', 'particulars', 'register-check', 'money-detail']) assert.ok(routeNames.has(name), name);
});

test('no file in src/pages or src/components has a route name', () => {
  assert.equal(files.filter((file) => routeNames.has(path.basename(file).replace(/\.\w+$/, ''))), []);
});

test('no page or component they export has a route name', () => {
  const found = files.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/export (?:default )?(?:function|const) ([A-Z]\w*)/g)]
      .map((match) => match[1])
      .filter((name) => routeNames.has(kebab(name.replace(/Page$/, ''))))
      .map((name) => `${file}: ${name}`),
  );
  assert.equal(found, []);
});

test.run();
