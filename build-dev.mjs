// Builds the widget for `npm run dev` (scripts/dev.mjs), fast, into a folder of its own (docs/decisions.md,
// "A dev loop"): the app as the tests run it from source — one unminified script, uptick.js, with every area a
// lazy module inside it (src/areas/fetch-chunk.ts), the default language's strings bundled and every other
// language's whole file under locales/, every stylesheet up front — each part
// through an esbuild context kept between rebuilds, so a rebuild re-reads only what changed. The page loads
// uptick.js by its address, not inline: the server reads the page once at start, and a change to the app is then
// a new uptick.js alone. Nothing here is precompressed, split, packed or minified, and no service worker is
// built; the production build (build.mjs) checks and measures all of that (`npm run build`, `npm run size`).
import { context } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appOptions, jsOptions } from './build.mjs';
import { inlineScripts, scriptHash } from './build-csp.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

// An earlier `npm start` on the same address left its worker, which answers the page from its cache: the page
// it serves asks for sw.js again, and this one retires it and reloads the tabs into the dev build.
const retiringWorker = `// npm run dev: no service worker (build-dev.mjs); this one retires an earlier build's.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const key of await caches.keys()) await caches.delete(key);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
})()));
`;

/** The page's own script after uptick.js: the page mounts as the production page's inline core does. */
const mountScript = "Uptick.mount(document.getElementById('app'));";

/** Every stylesheet, the core's first: what production adds when each area comes in, here from the start. */
async function stylesEntry() {
  const areas = (await fs.readdir(path.join(root, 'src/styles/areas'))).filter((f) => f.endsWith('.css')).sort();
  return ['src/styles/index.css', ...areas.map((f) => `src/styles/areas/${f}`)].map((f) => `@import ${JSON.stringify(`./${f}`)};`).join('\n');
}

/** A plugin that answers `uptick:<name>` from `modules`, asked again on each rebuild. */
function virtualModules(modules) {
  return {
    name: 'uptick-dev',
    setup(b) {
      b.onResolve({ filter: /^uptick:/ }, (args) => ({ path: args.path, namespace: 'uptick-dev' }));
      b.onLoad({ filter: /.*/, namespace: 'uptick-dev' }, async (args) => ({ ...(await modules[args.path]()), resolveDir: root }));
    },
  };
}

/**
 * Starts the contexts; `rebuild()` then builds everything into `outDir` and writes only the files that differ from
 * the last build's. It says which it wrote, whether the page or its CSP hashes changed (the server reads them at
 * start, so scripts/dev.mjs restarts it then), and the sources the build read (paths relative to the repository).
 */
export async function createDevBuild({ outDir }) {
  let cssText = Promise.resolve('');
  const css = await context({
    entryPoints: ['uptick:styles'],
    bundle: true,
    write: false,
    metafile: true,
    absWorkingDir: root,
    target: jsOptions.target,
    logLevel: 'silent',
    plugins: [virtualModules({ 'uptick:styles': async () => ({ contents: await stylesEntry(), loader: 'css' }) })],
  });
  const app = await context({
    ...appOptions,
    entryPoints: ['uptick:dev'],
    format: 'iife',
    // Developers read the mistakes spelt out (src/areas/area-screen.tsx).
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
    plugins: [
      virtualModules({
        // `Uptick` as the production core sets it (build.mjs), without the registry areas read there, and with the
        // default language's strings, as production's uptick.js carries them (every part's, here).
        'uptick:dev': async () => ({
          contents: `import * as main from './src/main.tsx'; import css from 'uptick:css'; import zhTW from './locales/zh-TW.json'; import formats from './src/i18n/locale-formats.json';
main.addStyles(css); main.addStrings('core', 'zh-TW', { ...zhTW, formats: formats['zh-TW'] }); globalThis.Uptick = { ...main };`,
          loader: 'js',
        }),
        'uptick:css': async () => ({ contents: `export default ${JSON.stringify(await cssText)};`, loader: 'js' }),
      }),
    ],
  });
  const script = (entry) => context({ ...jsOptions, entryPoints: [entry], format: 'iife', logLevel: 'silent' });
  const theme = await script('src/first-paint-theme.ts');
  const embed = await script('embed/embed.ts');
  const contexts = [css, app, theme, embed];
  const written = new Map();

  /** Writes `file` (relative to outDir) unless the last build wrote the same; says whether it wrote. */
  async function put(file, content) {
    const bytes = Buffer.from(content);
    if (written.get(file)?.equals(bytes)) return false;
    await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await fs.writeFile(path.join(outDir, file), bytes);
    written.set(file, bytes);
    return true;
  }

  async function rebuild() {
    // The server serves assets/ (production's chunks and strings), which must exist; nothing goes there.
    await fs.mkdir(path.join(outDir, 'assets'), { recursive: true });
    const cssBuilt = css.rebuild();
    cssText = cssBuilt.then((r) => r.outputFiles[0].text, () => '');
    const [cssResult, appResult, themeResult, embedResult] = await Promise.all([cssBuilt, app.rebuild(), theme.rebuild(), embed.rebuild()]);
    const template = await fs.readFile(path.join(root, 'public/index.html'), 'utf8');
    // The stylesheet comes with uptick.js here, and the server's first screen stays hidden until the app replaces it.
    const html = template
      .replace('<!--UPTICK_CSS-->', '')
      .replace('<!--UPTICK_FIRST_SCREEN-->', '')
      .replace('<!--UPTICK_THEME-->', () => `<script>${themeResult.outputFiles[0].text.trim()}</script>`)
      .replace('<!--UPTICK_SCRIPT-->', () => `<script src="uptick.js"></script><script>${mountScript}</script>`);
    const meta = { dev: true, scriptHashes: inlineScripts(html).map(scriptHash) };
    const files = {
      'uptick.js': appResult.outputFiles[0].text,
      'embed.js': embedResult.outputFiles[0].text,
      'sw.js': retiringWorker,
      'index.html': html,
      'build-meta.json': JSON.stringify(meta, null, 1),
    };
    for (const file of (await fs.readdir(path.join(root, 'locales'))).filter((f) => f.endsWith('.json'))) {
      files[`locales/${file}`] = await fs.readFile(path.join(root, 'locales', file), 'utf8');
    }
    for (const file of (await fs.readdir(path.join(root, 'public'))).filter((f) => f !== 'index.html')) {
      files[file] = await fs.readFile(path.join(root, 'public', file));
    }
    const changed = [];
    for (const [file, text] of Object.entries(files)) if (await put(file, text)) changed.push(file);
    const inputs = new Set([cssResult, appResult, themeResult, embedResult].flatMap((r) => Object.keys(r.metafile.inputs)).filter((i) => !i.startsWith('uptick')));
    return { written: changed, page: changed.includes('index.html') || changed.includes('build-meta.json'), inputs };
  }

  return { outDir, rebuild, dispose: () => Promise.all(contexts.map((c) => c.dispose())) };
}
