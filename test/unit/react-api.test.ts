import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, root, sources } from './helpers/import-graph.js';

// The client is written against React's API and built as Preact: `react` and `react-dom` are npm aliases of
// preact/compat (package.json), so esbuild, tsx and tsc all load the same module. Preact is named only where a
// Preact-only API is the point.
const preactAllowed: Record<string, string> = {
  'preact-iso/router': 'the router: hash and memory routing through LocationProvider.ctx (src/routing)',
  'preact-iso/lazy': 'lazy routes for the areas, resolved through the same router',
  '@preact/signals': 'state: the models are signals, shared with Preact through compat',
};

// src/types/react.d.ts is the alias's own type seam: it names preact/compat so that nothing else has to.
const client = sources('src').filter((file) => !file.startsWith('src/core/') && file !== 'src/types/react.d.ts');

test('client files import React, not Preact, except the router and signals', () => {
  const found = client.flatMap((file) =>
    importsOf(file)
      .filter((imported) => /^(preact|@preact\/|preact-)/.test(imported) && !(imported in preactAllowed))
      .map((imported) => `${file} → ${imported}`),
  );
  assert.equal(found, [], 'import hooks, context, Fragment and types from `react`, render from `react-dom`');
});

test('JSX uses React attribute names: className, htmlFor, onChange', () => {
  const found = client
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) =>
      fs.readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((line, i) =>
        /\sclass=|<label[^>]*\sfor=|\sonInput=|\sstroke-[a-z]+=|\sstyle="/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      ),
    );
  assert.equal(found, []);
});

test('react and react-dom resolve to preact/compat for every tool, through one npm alias', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.match(pkg.dependencies.react, /^npm:@preact\/compat@/);
  assert.equal(pkg.dependencies['react-dom'], pkg.dependencies.react);
  const tsconfig = fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8');
  assert.not.match(tsconfig, /"paths"/, 'a tsconfig path for react makes tsx load a .d.ts as an empty module');
});

test('the allow-list names only packages the client really imports', () => {
  const used = new Set(client.flatMap(importsOf));
  assert.equal(Object.keys(preactAllowed).filter((name) => !used.has(name)), []);
});
test('lint exceptions are one rule on one line, each with its reason', () => {
  const files = [...sources('src'), ...sources('server'), ...sources('test')];
  const found = files.flatMap((file) =>
    fs.readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((line, i) => {
      const at = line.search(/(eslint|oxlint)-disable/);
      if (at < 0) return [];
      const ok = /(eslint|oxlint)-disable-next-line [\w/-]+ -- \S/.test(line.slice(at));
      return ok ? [] : [`${file}:${i + 1}: ${line.trim()}`];
    }),
  );
  assert.equal(found, []);
});

// State: the models (src/state) keep theirs in signals; a component's own state is React's (`useState`,
// `useReducer`), hooks return plain values, and components read models through `useServices()`
// (src/hooks/use-services.ts says why). Every hook lives in src/hooks, in a file named for it.
const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const lines = (file: string, pattern: RegExp) =>
  text(file).split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
const hooks = client.filter((file) => file.startsWith('src/hooks/'));

test('components keep their own state in React hooks: no useSignal or useComputed outside src/hooks', () => {
  const found = client
    .filter((file) => !hooks.includes(file))
    .flatMap((file) => lines(file, /\b(useSignal|useComputed|useSignalEffect)\b/));
  assert.equal(found, [], 'useState or useReducer from react; a model offers a narrower signal where a part of one is shown');
});

test('no signal of a signal: hooks return plain values, so `.value.value` is written nowhere', () => {
  assert.equal(client.flatMap((file) => lines(file, /\.value\.value\b/)), []);
});

test('every hook lives in src/hooks, one a file, named for it', () => {
  const defined = (file: string) => [...text(file).matchAll(/(?:^|\s)(?:function\s*\*?\s*|const\s+|let\s+)(use[A-Z]\w*)/g)].map((m) => m[1]);
  assert.equal(client.filter((file) => !hooks.includes(file) && defined(file).length > 0).map((file) => `${file}: ${defined(file)}`), []);
  const named = (file: string) => path.basename(file).replace(/\.tsx?$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const exported = (file: string) => [...text(file).matchAll(/export\s+(?:function\s*|const\s+)(use[A-Z]\w*)/g)].map((m) => m[1]);
  assert.equal(hooks.filter((file) => exported(file).join() !== named(file)).map((file) => `${file}: ${exported(file)}`), []);
});

test.run();
