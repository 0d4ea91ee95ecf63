// The split of docs/design.md's Client part, proved on the built output: one copy of each library and module,
// whichever chunk asks for it. The browser tests then open every area in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../build.mjs';
import { coreRefusals } from '../../src/i18n/core-refusals.js';
import { chrome80Breakers } from '../helpers/chrome80-lint.js';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-build-'));
const out = await build({ outDir, precompressed: false });
test.after(() => fs.rmSync(outDir, { recursive: true, force: true }));

test('no module is in two chunks, and no library is in an area', () => {
  const owners = new Map<string, string[]>();
  const chunks = { core: out.meta.core.inputs, ...Object.fromEntries(Object.entries(out.chunks).map(([name, c]) => [name, c.inputs])) };
  for (const [name, inputs] of Object.entries(chunks)) for (const input of inputs) owners.set(input, [...(owners.get(input) ?? []), name]);
  const twice = [...owners].filter(([, names]) => names.length > 1).map(([input, names]) => `${input} in ${names.join(' and ')}`);
  assert.equal(twice, [], 'each module in exactly one chunk');
  for (const [name, chunk] of Object.entries(out.chunks)) {
    assert.equal(chunk.inputs.filter((i) => i.includes('node_modules')), [], `area ${name} carries no library`);
    assert.ok(chunk.inputs.includes(`src/areas/${name}.ts`), `area ${name} is built from src/areas/${name}.ts`);
  }
  for (const library of ['preact/dist', 'preact/hooks', '@preact/signals', 'preact-iso/src/router', 'rosetta']) {
    assert.ok(out.meta.core.inputs.some((i) => i.includes(library)), `the core carries ${library}`);
  }
});

test("each area runs against the core's registry, reading only exports the core has", () => {
  // Node's own URL classes stand in for the browser's; nothing else of a page runs at load time.
  const context = vm.createContext({ URL, URLSearchParams, Intl });
  vm.runInContext(`${out.js}\nthis.Uptick = Uptick;`, context);
  const registry = context.Uptick.m as Record<string, Record<string, unknown>>;
  assert.ok(Object.keys(registry).length > 5, 'the core carries a registry of modules');
  const read: string[] = [];
  // A registry that refuses what the core does not export: a chunk built against stale names fails here.
  context.Uptick = { addStyles: context.Uptick.addStyles, m: new Proxy(registry, {
    get: (modules, id: string) => {
      assert.ok(id in modules, `the registry has module ${id}`);
      return new Proxy(modules[id], {
        get: (exports, name: string) => {
          assert.ok(name in exports, `module ${id} exports ${name}`);
          read.push(`${id}.${name}`);
          return exports[name];
        },
      });
    },
  }) };
  for (const [name, chunk] of Object.entries(out.chunks)) {
    const before = read.length;
    vm.runInContext(chunk.js, context, { filename: chunk.file });
    assert.ok(read.length > before, `area ${name} reads the core (at least defineArea)`);
  }
});

test("an area's own stylesheet travels in its chunk and is added before its screens; the core's CSS leaves it out", () => {
  const added: string[] = [];
  for (const name of fs.readdirSync('src/styles/areas').filter((file) => file.endsWith('.css')).map((file) => file.replace(/\.css$/, ''))) {
    const chunk = out.chunks[name];
    assert.ok(chunk, `src/styles/areas/${name}.css belongs to an area`);
    const call = /^Uptick\.addStyles\(("(?:[^"\\]|\\.)*")\);/.exec(chunk.js);
    assert.ok(call, `area ${name} adds its stylesheet first`);
    added.push(JSON.parse(call[1]) as string);
  }
  assert.ok(added.some((css) => css.includes('.up-chart-bar')), "the charts area carries the chart's rules");
  assert.not.ok(out.css.includes('.up-chart-bar{'), "the core's stylesheet does not");
  assert.not.ok(out.css.includes('.up-sheet{'), "nor the result sheet's (the orders area's)");
});

test('chunk and string files are named by their content', () => {
  for (const chunk of Object.values(out.chunks)) {
    assert.match(chunk.file, /^[\w-]+\.[\w-]{10}\.js$/);
    assert.is(fs.readFileSync(path.join(outDir, 'assets', chunk.file), 'utf8'), chunk.js);
  }
  const hashes = new Set(Object.keys(out.stringFiles).map((file) => file.split('.').at(-2)));
  assert.ok(hashes.size >= 2, 'parts have hashes of their own');
});

test("the worker's packs carry every chunk, and each language's strings but the core's, byte for byte", () => {
  const packed = (file: string) => JSON.parse(fs.readFileSync(path.join(outDir, 'assets', file), 'utf8')) as Record<string, string>;
  assert.equal(packed(out.packs.js), Object.fromEntries(Object.values(out.chunks).map((chunk) => [chunk.file, chunk.js])), 'every chunk, under its own name');
  assert.equal([...out.packs.languages].sort(), fs.readdirSync('locales').map((file) => file.replace(/\.json$/, '')).sort(), 'a pack per language');
  for (const lang of out.packs.languages) {
    const files = Object.entries(out.stringFiles).filter(([, f]) => f.lang === lang && f.part !== 'core');
    assert.ok(files.length >= 10, `${lang}: the areas' and the refusals' strings (${files.length} files)`);
    assert.equal(packed(out.packs.strings.replace('{lang}', lang)), Object.fromEntries(files.map(([file, f]) => [file, f.text])), `${lang}: its strings, and no other language's`);
  }
  const worker = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  assert.ok(worker.includes(JSON.stringify(`assets/${out.packs.js}`)) && worker.includes(JSON.stringify(`assets/${out.packs.strings}`)), 'sw.js names both');
  assert.equal(out.meta.packs, { js: out.packs.js, strings: out.packs.strings, languages: out.packs.languages }, 'build-meta names them, for the next build of the tests');
});

test("a namespace the core names is in the core only; any other travels with every area that names it", () => {
  const zhTW = JSON.parse(fs.readFileSync('locales/zh-TW.json', 'utf8')) as Record<string, unknown>;
  // Every namespace of the words, and the number and date patterns (src/i18n/locale-formats.json) the core formats with.
  assert.equal(Object.keys(out.meta.strings).sort(), [...Object.keys(zhTW), 'formats'].sort());
  assert.equal(out.meta.strings.formats, ['core']);
  for (const [ns, parts] of Object.entries(out.meta.strings)) {
    assert.ok(parts.length > 0 && (parts.length === 1 || !parts.includes('core')), `${ns}: ${parts.join(', ')}`);
  }
  const areaNamespaces = Object.entries(out.meta.strings).filter(([, parts]) => !parts.includes('core'));
  assert.ok(areaNamespaces.length > 0, 'some strings travel with their area');
  // Texts as esbuild prints them (non-ASCII escaped); the core's own must be found that way, or the check below proves nothing.
  const printed = (text: string) => text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  const coreTexts = Object.values(out.stringFiles).find((f) => f.part === 'core' && f.lang === 'zh-TW')!.text;
  const loading = (zhTW.app as Record<string, string>).loading;
  assert.ok(coreTexts.includes(loading), "the core's strings file carries its own strings");
  // The page carries them as data in its language (server/routes/web.ts), so the script carries none.
  assert.not.ok(out.js.includes(printed(loading)), 'the core script carries no strings');
  assert.is(out.meta.coreStrings['th'], Object.keys(out.stringFiles).find((file) => file.startsWith('core.th.')), 'the server finds each language by build-meta');
  // The server names the build on each page (uptick-build), and the worker keeps only pages that name its own.
  assert.ok(out.worker.id.length >= 10 && out.meta.build === out.worker.id, "build-meta carries the worker's build id");
  assert.ok(fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8').includes(JSON.stringify(out.worker.id)), 'sw.js compares pages against that id');
  let checked = 0;
  for (const [ns, parts] of areaNamespaces) {
    if (ns in coreRefusals) continue;
    for (const part of parts) {
      const file = Object.values(out.stringFiles).find((f) => f.part === part && f.lang === 'en')!;
      assert.ok(ns in JSON.parse(file.text), `${ns} is in ${part}'s English strings`);
    }
    checked++;
    assert.not.ok(ns in JSON.parse(coreTexts), `${ns} is not in the core's strings`);
  }
  assert.ok(checked >= 5, `enough namespaces have a text of their own to check (${checked})`);
});

test('an area carries the keys its sources name, not the whole namespace, unless it builds keys of it', () => {
  const zhTW = JSON.parse(fs.readFileSync('locales/zh-TW.json', 'utf8')) as Record<string, Record<string, unknown>>;
  let trimmed = 0;
  for (const [name, chunk] of Object.entries(out.chunks)) {
    const file = Object.values(out.stringFiles).find((f) => f.part === name && f.lang === 'en');
    if (!file) continue;
    const strings = JSON.parse(file.text) as Record<string, Record<string, unknown>>;
    const source = chunk.inputs.filter((i) => i.startsWith('src/')).map((i) => fs.readFileSync(i, 'utf8')).join('\n');
    for (const [ns, texts] of Object.entries(strings)) {
      for (const [, key] of source.matchAll(new RegExp(`['"\`]${ns}\\.(\\w+)`, 'g'))) {
        if (key in zhTW[ns]) assert.ok(key in texts, `${name} names ${ns}.${key} and carries it`);
      }
      if (Object.keys(texts).length < Object.keys(zhTW[ns]).length) trimmed++;
    }
  }
  assert.ok(trimmed >= 5, `areas leave out keys they do not name (${trimmed} namespaces trimmed)`);
});

test('the refusals the core lacks travel in a file of their own; the core carries the ones its screens meet', () => {
  const zhTW = JSON.parse(fs.readFileSync('locales/zh-TW.json', 'utf8')) as Record<string, Record<string, string>>;
  for (const [ns, kept] of Object.entries(coreRefusals) as [string, string[]][]) {
    assert.equal(out.meta.strings[ns], ['refusals'], `${ns} is owned by the refusals file`);
    for (const file of Object.values(out.stringFiles).filter((f) => f.part === 'refusals')) {
      const others = Object.keys(zhTW[ns]).filter((key) => !kept.includes(key));
      assert.equal(Object.keys(JSON.parse(file.text)[ns]).sort(), others.sort(), `every ${ns} key the core lacks, and no other, in ${file.lang}`);
    }
    const core = JSON.parse(Object.values(out.stringFiles).find((f) => f.part === 'core' && f.lang === 'en')!.text)[ns];
    assert.equal(Object.keys(core).sort(), [...kept].sort(), `the core's English ${ns} are the listed ones`);
    assert.ok(Object.keys(zhTW[ns]).length - kept.length > 5, `${ns}: most keys stay out of the core`);
  }
});

test('no built script calls with a spread argument after `?.`, which Chrome 80–90 throw on (libraries included)', async () => {
  const files = ['uptick.js', 'embed.js', ...Object.values(out.chunks).map((chunk) => path.join('assets', chunk.file))].map((file) => path.join(outDir, file));
  assert.equal(await chrome80Breakers(files), []);
});

test.run();
