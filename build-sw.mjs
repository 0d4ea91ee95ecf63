// Writes dist/sw.js from sw/service-worker.js with what this build caches (docs/decisions.md, Service worker).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';

/**
 * `html` is the page, `packs` this build's packed areas (under assets/: every chunk in `js`, each language's strings
 * in `strings` with `{lang}` for the language), `shell` the other files kept offline.
 */
export async function writeServiceWorker({ root, dist, html, packs, shell, target }) {
  const id = createHash('sha256').update(html).update(packs.js).update(packs.strings).digest('base64url').slice(0, 10);
  const result = await esbuild({
    entryPoints: [path.join(root, 'sw/service-worker.js')],
    bundle: true,
    minify: true,
    write: false,
    target,
    format: 'iife',
    logLevel: 'error',
    define: {
      BUILD: JSON.stringify(id),
      SHELL: JSON.stringify(shell),
      PACK: JSON.stringify(`assets/${packs.js}`),
      STRINGS_PACK: JSON.stringify(`assets/${packs.strings}`),
      LANGUAGES: JSON.stringify(packs.languages),
    },
  });
  const js = result.outputFiles[0].text;
  await fs.writeFile(path.join(dist, 'sw.js'), js);
  return { id, js };
}
