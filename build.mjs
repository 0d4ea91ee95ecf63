// Builds the widget into dist/: one page with the whole app inline (JS, CSS, default locale), the same
// bundle as uptick.js for inline mounting, the other locales for on-demand loading, and CSP hashes.
import { build as esbuild } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
// Old Android WebViews and iOS 14.5 Safari are still common on the cheap phones we serve.
const target = ['es2020', 'chrome80', 'safari14.1', 'firefox80'];

async function buildCss() {
  const result = await esbuild({
    entryPoints: [path.join(root, 'src/styles/index.css')],
    bundle: true,
    minify: true,
    write: false,
    target,
    logLevel: 'error',
  });
  return result.outputFiles[0].text.trim();
}

async function buildJs(css) {
  const result = await esbuild({
    entryPoints: [path.join(root, 'src/main.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'Uptick',
    write: false,
    target,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
    define: { __UPTICK_CSS__: JSON.stringify(css), 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
  });
  return result.outputFiles[0].text.trim();
}

export async function build() {
  const css = await buildCss();
  const js = await buildJs(css);
  // The page mounts in the same inline script, so CSP needs exactly one hash.
  const inline = `${js}\nUptick.mount(document.getElementById('app'));`.replace(/<\/script/gi, '<\\/script');
  const scriptHash = `sha256-${createHash('sha256').update(inline).digest('base64')}`;
  const template = await fs.readFile(path.join(root, 'public/index.html'), 'utf8');
  // A replacer function: the bundle contains `$'`-like sequences that a replacement string would expand.
  const html = template.replace('<!--UPTICK_SCRIPT-->', () => `<script>${inline}</script>`);

  // Compiles the script exactly as the page carries it: a broken splice fails the build, not the phone.
  const carried = html.slice(html.indexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'));
  new vm.Script(carried, { filename: 'dist/index.html (inline script)' });
  if (carried !== inline) throw new Error('build: the page does not carry the bundle byte for byte');

  await fs.rm(dist, { recursive: true, force: true });
  await fs.mkdir(path.join(dist, 'locales'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), html);
  await fs.writeFile(path.join(dist, 'uptick.js'), js);
  await fs.writeFile(path.join(dist, 'build-meta.json'), JSON.stringify({ scriptHashes: [scriptHash] }));
  for (const file of await fs.readdir(path.join(root, 'public'))) {
    if (file !== 'index.html') await fs.copyFile(path.join(root, 'public', file), path.join(dist, file));
  }
  for (const file of await fs.readdir(path.join(root, 'locales'))) {
    const dictionary = JSON.parse(await fs.readFile(path.join(root, 'locales', file), 'utf8'));
    await fs.writeFile(path.join(dist, 'locales', file), JSON.stringify(dictionary));
  }
  return { js, css, html };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { js, html } = await build();
  console.log(`built dist/: bundle ${js.length} bytes, page ${html.length} bytes (before gzip; npm run size measures gzip)`);
}
