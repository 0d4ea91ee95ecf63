// Writes dist/sw.js from sw/service-worker.js with what this build caches (docs/decisions.md, Service worker).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';

/** `html` is the page, `areas` this build's chunk files (under assets/), `shell` the other files kept offline. */
export async function writeServiceWorker({ root, dist, html, areas, shell, target }) {
  const id = createHash('sha256').update(html).update(areas.join()).digest('base64url').slice(0, 10);
  const result = await esbuild({
    entryPoints: [path.join(root, 'sw/service-worker.js')],
    bundle: true,
    minify: true,
    write: false,
    target,
    format: 'iife',
    logLevel: 'error',
    define: { BUILD: JSON.stringify(id), SHELL: JSON.stringify(shell), AREAS: JSON.stringify(areas.map((file) => `assets/${file}`)) },
  });
  const js = result.outputFiles[0].text;
  await fs.writeFile(path.join(dist, 'sw.js'), js);
  return { id, js };
}
