// Builds the widget into dist/ (docs/design.md, Client): the page with the core inline (JS, CSS), the same core
// as uptick.js for inline mounting, one content-hashed chunk per area, and each part's strings per language,
// content-hashed too, all under dist/assets/. The core carries no strings: the server puts the core strings of
// the visitor's language in the page as data (build-meta.json names their files), and uptick.js fetches them.
//
// How areas share the core without a second copy and without a shared chunk (which the inline core would have
// to import by URL: a second round trip on the first visit): an area is built with every module the core
// already holds mapped to the core's registry (`Uptick.m`), which carries exactly the exports areas use.
// esbuild's own splitting cannot do this (it extracts shared code into a chunk of its own), nor can a plain
// `external` (an IIFE has no imports). Four esbuild passes, each a few tens of milliseconds:
//   1. the core alone, to learn its modules;
//   2. each area, with each export of a core module a module of its own, free of side effects: the metafile
//      lists those the area uses, and which modules two areas share (those join the core, then 1–2 run again);
//   3. the core with the registry of those exports;
//   4. each area, minified, reading the core's modules from the registry.
import { build as esbuild } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { precompress, staticTextFiles } from './build-precompress.mjs';
import { writeServiceWorker } from './build-sw.mjs';
import { inlineScripts, scriptHash } from './build-csp.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// Old Android WebViews and iOS 14.5 Safari are still common on the cheap phones we serve.
const target = ['es2020', 'chrome80', 'safari14.1', 'firefox80'];
// The language whose dictionary has every key: it decides which part carries which namespace.
const defaultLanguage = 'zh-TW';

export const jsOptions = {
  bundle: true,
  write: false,
  metafile: true,
  absWorkingDir: root,
  target,
  legalComments: 'none',
  // `?.` as written, though Chrome 80–90 mishandle one form of it: scripts/chrome80-lint.mjs refuses that one.
  supported: { 'optional-chain': true },
  // dlv (rosetta's) names its UMD build for browsers: CommonJS, which drags esbuild's interop helpers into the core.
  alias: { dlv: 'dlv/dist/dlv.es.js' },
  // Assigned, not defined, class fields: the targets' define semantics would need esbuild's __publicField helper.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  logLevel: 'error',
};

// The app's chunks (the core and the areas) compile JSX to createElement(type, props, ...children), shorter in
// each of them than the automatic runtime's jsx(type, { ...props, children: [...] }) (docs/performance.md).
// Each imports the factory through this module, which the build counts in no chunk's modules (it holds no
// code of its own). Only these builds inject it: it imports the React API, which would pull Preact in.
const jsxFactoryModule = 'src/jsx-factory.ts';
export const appOptions = { ...jsOptions, jsx: 'transform', jsxFactory: 'createElement', jsxFragment: 'Fragment', inject: [path.join(root, jsxFactoryModule)] };
const ownInputs = (result, namespace) => Object.keys(result.metafile.inputs).filter((i) => !i.startsWith(namespace) && i !== jsxFactoryModule);

const contentHash = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 10);

/** The areas, as src/areas/area-names.ts exports them: esbuild compiles the module and Node runs it. */
/** Runs a module of the client that imports nothing (a list the build needs) and hands back its exports. */
async function runModule(file) {
  const result = await esbuild({ ...jsOptions, metafile: false, entryPoints: [file], format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

async function buildCss(file = 'src/styles/index.css') {
  const result = await esbuild({
    entryPoints: [path.join(root, file)],
    bundle: true,
    minify: true,
    write: false,
    target,
    logLevel: 'error',
  });
  return result.outputFiles[0].text.trim();
}

/** The core build's plugins: the built chunk fetcher, the registry, and no bundled strings. */
function corePlugin({ registrySource }) {
  return {
    name: 'uptick-core',
    setup(b) {
      b.onResolve({ filter: /^uptick:/ }, (args) => ({ path: args.path, namespace: 'uptick' }));
      // `Uptick` set by hand: esbuild's globalName would wrap the exports in its CommonJS interop helpers.
      b.onLoad({ filter: /^uptick:core$/, namespace: 'uptick' }, () => ({
        contents: `import * as main from ${JSON.stringify(path.join(root, 'src/main.tsx'))}; import m from 'uptick:registry'; globalThis.Uptick = { ...main, m };`,
        resolveDir: root,
        loader: 'js',
      }));
      b.onLoad({ filter: /^uptick:registry$/, namespace: 'uptick' }, () => ({ contents: registrySource, resolveDir: root, loader: 'js' }));
      b.onResolve({ filter: /\/fetch-chunk\.js$/ }, () => ({ path: path.join(root, 'src/areas/fetch-chunk.built.ts') }));
    },
  };
}

async function buildCore({ registrySource, define, minify }) {
  const result = await esbuild({
    ...appOptions,
    entryPoints: ['uptick:core'],
    minify,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    plugins: [corePlugin({ registrySource })],
  });
  return { js: result.outputFiles[0].text.trim(), inputs: ownInputs(result, 'uptick:') };
}

/** Resolves as esbuild would and says whether the module is the core's (by its path relative to the root). */
function coreModuleOf(b, args, coreInputs) {
  if (args.kind === 'entry-point' || args.pluginData?.inner) return undefined;
  return b
    .resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { inner: true } })
    .then((resolved) => {
      if (resolved.errors.length) return { errors: resolved.errors };
      const key = path.relative(root, resolved.path);
      return coreInputs.has(key) ? key : undefined;
    });
}

/** The names a module exports, from esbuild's metafile of the module bundled on its own. */
function moduleExports() {
  const known = new Map();
  return (key) => {
    if (!known.has(key)) {
      const bundled = esbuild({ ...jsOptions, jsx: appOptions.jsx, jsxFactory: appOptions.jsxFactory, jsxFragment: appOptions.jsxFragment, entryPoints: [key], format: 'esm' });
      known.set(key, bundled.then((result) => Object.values(result.metafile.outputs)[0].exports));
    }
    return known.get(key);
  };
}

/**
 * Pass 2: an area with each export of each core module it imports a module of its own (namespace `core-name`),
 * free of side effects, so that the bundle keeps only those the area uses and the metafile lists them.
 */
async function discoverArea(name, coreInputs, exportsOf) {
  const result = await esbuild({
    ...appOptions,
    entryPoints: [`src/areas/${name}.ts`],
    format: 'esm',
    plugins: [
      {
        name: 'core-names',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.namespace === 'core') return { path: args.path, namespace: 'core-name', sideEffects: false };
            const key = await coreModuleOf(b, args, coreInputs);
            return typeof key === 'string' ? { path: key, namespace: 'core' } : key;
          });
          b.onLoad({ filter: /.*/, namespace: 'core' }, async (args) => ({
            contents: (await exportsOf(args.path)).map((n) => `export { ${n} } from ${JSON.stringify(`${args.path}#${n}`)};`).join('\n'),
            loader: 'js',
          }));
          b.onLoad({ filter: /.*/, namespace: 'core-name' }, (args) => {
            const exported = args.path.slice(args.path.lastIndexOf('#') + 1);
            return { contents: `${exported === 'default' ? 'export default' : `export const ${exported} =`} globalThis.Uptick;`, loader: 'js' };
          });
        },
      },
    ],
  });
  const { inputs, imports } = Object.values(result.metafile.outputs)[0];
  // A dynamic import or require of a core module would slip past the registry (its module would be empty).
  const late = Object.values(result.metafile.inputs).flatMap((input) => input.imports).find((i) => i.kind === 'dynamic-import' || (i.kind === 'require-call' && i.path.startsWith('core')));
  if (late || imports.some((i) => i.kind === 'dynamic-import')) throw new Error(`build: area ${name} imports ${late?.path ?? 'a module'} dynamically; areas import the core statically`);
  const uses = new Map();
  for (const input of Object.keys(inputs).filter((i) => i.startsWith('core-name:'))) {
    const at = input.lastIndexOf('#');
    const key = input.slice('core-name:'.length, at);
    uses.set(key, (uses.get(key) ?? new Set()).add(input.slice(at + 1)));
  }
  return { uses, inputs: ownInputs(result, 'core') };
}

/** A short property name for the n-th export of a module: a, b, …, Z, aa, ab, … */
function shortName(n) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return (n >= letters.length ? shortName(Math.floor(n / letters.length) - 1) : '') + letters[n % letters.length];
}

/**
 * The registry module of the core: each module areas use, by a short id, with the exports they use, each under
 * a short name too (`names`), since every area spells out each name it reads.
 */
function registryOf(uses) {
  const keys = [...uses.keys()].sort();
  const ids = new Map(keys.map((key, i) => [key, i.toString(36)]));
  const names = new Map();
  const imports = [];
  const entries = [];
  keys.forEach((key, i) => {
    const file = JSON.stringify(path.resolve(root, key));
    const used = [...uses.get(key)].sort();
    names.set(key, new Map(used.map((n, j) => [n, shortName(j)])));
    imports.push(`import { ${used.map((n) => `${n} as m${i}_${n}`).join(', ')} } from ${file};`);
    entries.push(`${JSON.stringify(ids.get(key))}: { ${used.map((n, j) => `${shortName(j)}: m${i}_${n}`).join(', ')} }`);
  });
  return { ids, names, source: `${imports.join('\n')}\nexport default { ${entries.join(', ')} };` };
}

/** Pass 4: an area, minified, its core modules read from `Uptick.m` (the registry the core carries). */
async function buildArea(name, coreInputs, { ids, names: shortNames }, uses) {
  const result = await esbuild({
    ...appOptions,
    entryPoints: [`src/areas/${name}.ts`],
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'core-registry',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            const key = await coreModuleOf(b, args, coreInputs);
            return typeof key === 'string' ? { path: key, namespace: 'core' } : key;
          });
          b.onLoad({ filter: /.*/, namespace: 'core' }, (args) => {
            const from = `Uptick.m[${JSON.stringify(ids.get(args.path))}]`;
            const names = [...(uses.get(args.path) ?? [])];
            const short = shortNames.get(args.path);
            const lines = names.map((n) => `${n === 'default' ? 'export default' : `export const ${n} =`} ${from}.${short.get(n)};`);
            return { contents: lines.join('\n'), loader: 'js' };
          });
        },
      },
    ],
  });
  return { js: result.outputFiles[0].text.trim(), inputs: ownInputs(result, 'core:') };
}

/**
 * Which parts carry each top-level namespace of the strings: the core if the core names it (or nobody does,
 * so a key is never missing where it is shown); otherwise every area that names it. Strings, unlike code,
 * may travel twice: two areas sharing a namespace each carry it rather than load it with the core. An area
 * carries only the keys its sources name (`'ns.key'`), unless it builds a key of the namespace
 * (`` `ns.${…}` `` or `'ns.' + …`): then all of them. `keys[ns][part]` lists them; no entry means all.
 */
async function splitStrings(dictionary, partInputs) {
  const owner = {};
  const keys = {};
  const sources = {};
  for (const [part, inputs] of Object.entries(partInputs)) {
    sources[part] = (await Promise.all(inputs.filter((i) => i.startsWith('src/')).map((i) => fs.readFile(path.join(root, i), 'utf8')))).join('\n');
  }
  for (const [ns, texts] of Object.entries(dictionary)) {
    const pattern = new RegExp(`['"\`]${ns}\\.`);
    const users = Object.keys(sources).filter((part) => pattern.test(sources[part]));
    owner[ns] = users.length === 0 || users.includes('core') ? ['core'] : users;
    if (owner[ns].includes('core')) continue;
    const built = new RegExp(`\`${ns}\\.[\\w.]*\\$\\{|['"]${ns}\\.[\\w.]*['"]\\s*\\+`);
    keys[ns] = {};
    for (const part of users) {
      if (built.test(sources[part])) continue;
      keys[ns][part] = Object.keys(texts).filter((key) => new RegExp(`['"\`]${ns}\\.${key}(?![\\w])`).test(sources[part]));
    }
  }
  return { owner, keys };
}

/** Each language's words, with its number and date patterns as the namespace `formats` (src/i18n/locale-formats.ts). */
async function readLocales() {
  const locales = {};
  const formats = JSON.parse(await fs.readFile(path.join(root, 'src/i18n/locale-formats.json'), 'utf8'));
  for (const file of (await fs.readdir(path.join(root, 'locales'))).sort()) {
    const lang = file.replace(/\.json$/, '');
    locales[lang] = { ...JSON.parse(await fs.readFile(path.join(root, 'locales', file), 'utf8')), formats: formats[lang] };
  }
  return locales;
}

/** The partner's loader (embed/): a script of its own, sharing nothing with the app it frames. */
async function buildEmbed() {
  const result = await esbuild({ ...jsOptions, entryPoints: ['embed/embed.ts'], format: 'iife', minify: true });
  return result.outputFiles[0].text.trim();
}

/**
 * One of the page's small scripts that run before the core has arrived: src/first-paint-theme.ts, for its <head>
 * (the theme, set before the first paint), and src/first-screen.ts, after the server's first screen in #app.
 */
async function buildPageScript(file) {
  const result = await esbuild({ ...jsOptions, entryPoints: [file], format: 'iife', minify: true });
  return result.outputFiles[0].text.trim();
}

/**
 * Builds into `outDir` (dist/ by default; tests build elsewhere so a running server keeps its files). A build that
 * is read, not served (the size check, the split's tests), passes `precompressed: false`: brotli at quality 11
 * is about 3 s of a build's CPU (half of its own).
 */
export async function build({ outDir = path.join(root, 'dist'), precompressed = true } = {}) {
  const dist = outDir;
  const css = await buildCss();
  const { areaNames } = await runModule('src/areas/area-names.ts');
  const { coreRefusals } = await runModule('src/i18n/core-refusals.ts');
  const placeholder = { __UPTICK_CHUNKS__: '{"js":{},"strings":{}}' };

  // Passes 1 and 2, until no module is in two areas (each round moves those into the core).
  const exportsOf = moduleExports();
  let promoted = [];
  let coreInputs;
  let discovered;
  for (;;) {
    const registrySource = `${promoted.map((key, i) => `import * as p${i} from ${JSON.stringify(path.resolve(root, key))};`).join('\n')}\nexport default [${promoted.map((_, i) => `p${i}`).join()}];`;
    coreInputs = new Set((await buildCore({ registrySource, define: placeholder, minify: false })).inputs);
    discovered = Object.fromEntries(await Promise.all(areaNames.map(async (name) => [name, await discoverArea(name, coreInputs, exportsOf)])));
    const seen = new Map();
    for (const { inputs } of Object.values(discovered)) for (const input of inputs) seen.set(input, (seen.get(input) ?? 0) + 1);
    const shared = [...seen].filter(([, count]) => count > 1).map(([input]) => input);
    if (!shared.length) break;
    promoted = [...new Set([...promoted, ...shared])];
  }

  // Areas read the core's exports once, when they run: a binding the core reassigns later would go stale there.
  for (const input of coreInputs) {
    if (input.startsWith('src/') && /^export let /m.test(await fs.readFile(path.join(root, input), 'utf8'))) {
      throw new Error(`build: ${input} exports a \`let\`; areas would keep its first value (export a signal or a getter)`);
    }
  }

  // The strings, per part and language in files: the core's (which the page carries), each area's, the refusals.
  const locales = await readLocales();
  const { owner, keys } = await splitStrings(locales[defaultLanguage], {
    core: [...coreInputs],
    ...Object.fromEntries(areaNames.map((name) => [name, discovered[name].inputs])),
  });
  const pick = (texts, only) => (only ? Object.fromEntries(only.map((key) => [key, texts[key]])) : texts);
  // The core carries the refusals its own screens meet, `refusals` all the others (the client's dictionary
  // merges the two, whichever lands first).
  for (const [ns, kept] of Object.entries(coreRefusals)) {
    owner[ns] = ['refusals'];
    keys[ns] = { refusals: Object.keys(locales[defaultLanguage][ns]).filter((key) => !kept.includes(key)) };
  }
  const partOf = (dictionary, part) =>
    Object.fromEntries(
      Object.entries(dictionary).flatMap(([ns, texts]) =>
        owner[ns].includes(part) ? [[ns, pick(texts, keys[ns]?.[part])]] : part === 'core' && coreRefusals[ns] ? [[ns, pick(texts, coreRefusals[ns])]] : [],
      ),
    );
  const stringFiles = {};
  const stringHashes = {};
  // A part without strings has no files and no hash, so the client asks for nothing.
  for (const part of ['core', 'refusals', ...areaNames].filter((p) => Object.values(owner).some((parts) => parts.includes(p)))) {
    const texts = Object.fromEntries(Object.entries(locales).map(([lang, dictionary]) => [lang, JSON.stringify(partOf(dictionary, part))]));
    stringHashes[part] = contentHash(JSON.stringify(texts));
    for (const [lang, text] of Object.entries(texts)) stringFiles[`${part}.${lang}.${stringHashes[part]}.json`] = { part, lang, text };
  }

  // Pass 4 before 3: the core names the chunk files, so it needs their hashes.
  const uses = new Map();
  for (const { uses: areaUses } of Object.values(discovered)) {
    for (const [key, names] of areaUses) uses.set(key, new Set([...(uses.get(key) ?? []), ...names]));
  }
  const registry = registryOf(uses);
  const chunks = {};
  for (const name of areaNames) {
    const area = await buildArea(name, coreInputs, registry, discovered[name].uses);
    // An area's own stylesheet rides in its chunk (src/styles/area-styles.ts), so the core's CSS carries only
    // what the first visit's screens use.
    const areaCss = path.join('src/styles/areas', `${name}.css`);
    const css = await fs.access(path.join(root, areaCss)).then(() => buildCss(areaCss), () => '');
    if (css) area.js = `Uptick.addStyles(${JSON.stringify(css)});${area.js}`;
    chunks[name] = { ...area, file: `${name}.${contentHash(area.js)}.js` };
  }
  const manifest = { js: Object.fromEntries(areaNames.map((name) => [name, chunks[name].file])), strings: stringHashes };
  const core = await buildCore({
    registrySource: registry.source,
    define: { __UPTICK_CHUNKS__: JSON.stringify(manifest) },
    minify: true,
  });
  const js = core.js;

  // The page mounts from the same inline script as the core, in a task of its own: running the script is a task
  // long enough already. Its stylesheet is in its <head>, so the server's first screen paints as the app does;
  // uptick.js carries it in the script (`__UPTICK_CSS__`, which the page lacks).
  const inline = `${js}\nsetTimeout(()=>Uptick.mount(document.getElementById('app')));`.replace(/<\/script/gi, '<\\/script');
  const template = await fs.readFile(path.join(root, 'public/index.html'), 'utf8');
  // A replacer function: the bundle contains `$'`-like sequences that a replacement string would expand.
  const theme = await buildPageScript('src/first-paint-theme.ts');
  const firstScreen = await buildPageScript('src/first-screen.ts');
  const html = template
    .replace('<!--UPTICK_CSS-->', () => css.replace(/<\/style/gi, '<\\/style'))
    .replace('<!--UPTICK_THEME-->', () => `<script>${theme}</script>`)
    .replace('<!--UPTICK_FIRST_SCREEN-->', () => `<script>${firstScreen}</script>`)
    .replace('<!--UPTICK_SCRIPT-->', () => `<script>${inline}</script>`);

  // Compiles each script exactly as the page carries it: a broken splice fails the build, not the phone.
  const scripts = inlineScripts(html);
  for (const [i, script] of scripts.entries()) new vm.Script(script, { filename: `dist/index.html (inline script ${i + 1})` });
  if (scripts.at(-1) !== inline) throw new Error('build: the page does not carry the bundle byte for byte');

  // Old chunks stay a while: a tab opened before this build, or uptick.js cached on a partner's page, still
  // asks for them by name. Files no build has written for a week go.
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const file of await fs.readdir(path.join(dist, 'assets'))) {
    const stat = await fs.stat(path.join(dist, 'assets', file));
    if (stat.mtimeMs < weekAgo) await fs.rm(path.join(dist, 'assets', file));
  }
  await fs.writeFile(path.join(dist, 'index.html'), html);
  // uptick.js on a partner's page has no page to carry its strings: it carries the default language's core
  // strings itself, so a mount whose language can't be fetched still shows words, as the page does.
  const defaultCore = Object.values(stringFiles).find((f) => f.part === 'core' && f.lang === defaultLanguage);
  await fs.writeFile(path.join(dist, 'uptick.js'), `(function(__UPTICK_CSS__){${js}\n})(${JSON.stringify(css)});Uptick.addStrings('core',${JSON.stringify(defaultLanguage)},${defaultCore.text});`);
  const embed = await buildEmbed();
  await fs.writeFile(path.join(dist, 'embed.js'), embed);
  for (const chunk of Object.values(chunks)) await fs.writeFile(path.join(dist, 'assets', chunk.file), chunk.js);
  for (const [file, { text }] of Object.entries(stringFiles)) await fs.writeFile(path.join(dist, 'assets', file), text);
  const meta = {
    scriptHashes: scripts.map(scriptHash),
    core: { inputs: core.inputs },
    chunks: Object.fromEntries(areaNames.map((name) => [name, { file: chunks[name].file, inputs: chunks[name].inputs }])),
    strings: owner,
    // The page's core strings by language, for the server to put in the page (server/routes/web.ts).
    coreStrings: Object.fromEntries(Object.entries(stringFiles).flatMap(([file, f]) => (f.part === 'core' ? [[f.lang, file]] : []))),
  };
  const shell = (await fs.readdir(path.join(root, 'public'))).filter((file) => file !== 'index.html');
  for (const file of shell) await fs.copyFile(path.join(root, 'public', file), path.join(dist, file));
  const packs = packFiles(chunks, stringFiles);
  for (const [file, text] of Object.entries(packs.files)) await fs.writeFile(path.join(dist, 'assets', file), text);
  const worker = await writeServiceWorker({ root, dist, html, packs, shell, target });
  // The server names the build on each page, so a worker keeps only its own build's (sw/service-worker.js).
  meta.build = worker.id;
  meta.packs = { js: packs.js, strings: packs.strings, languages: packs.languages };
  await fs.writeFile(path.join(dist, 'build-meta.json'), JSON.stringify(meta, null, 1));
  if (precompressed) await precompress(await staticTextFiles(dist));
  return { js, css, html, chunks, stringFiles, packs, meta, embed, worker };
}

/**
 * The areas' files packed for the service worker, which unpacks them into its cache under their own names: every
 * chunk in one file, and each language's strings of every part but the core (which the page carries) in one
 * file per language. On HTTP/1.1 a slow network pays a round trip per file, and two files come in where the 27
 * of a page's prefetch took five (docs/decisions.md, "The areas ahead of a tap"). `{lang}` in `strings` stands
 * for the language; one hash names every language's pack, so the worker needs no list of them.
 */
function packFiles(chunks, stringFiles) {
  const pack = (entries) => JSON.stringify(Object.fromEntries(entries));
  const js = pack(Object.values(chunks).map((chunk) => [chunk.file, chunk.js]));
  const byLang = {};
  for (const [file, { part, lang, text }] of Object.entries(stringFiles)) if (part !== 'core') (byLang[lang] ??= []).push([file, text]);
  const texts = Object.fromEntries(Object.entries(byLang).map(([lang, entries]) => [lang, pack(entries)]));
  const jsFile = `pack.${contentHash(js)}.json`;
  const stringsHash = contentHash(JSON.stringify(texts));
  const files = { [jsFile]: js, ...Object.fromEntries(Object.entries(texts).map(([lang, text]) => [`pack.${lang}.${stringsHash}.json`, text])) };
  return { js: jsFile, strings: `pack.{lang}.${stringsHash}.json`, languages: Object.keys(texts), files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { js, html, chunks } = await build();
  const sizes = Object.entries(chunks).map(([name, c]) => `${name} ${c.js.length}`).join(', ');
  console.log(`built dist/: core ${js.length} bytes, page ${html.length} bytes, areas: ${sizes} (before gzip; npm run size measures gzip)`);
}
