import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeServiceWorker } from '../../../build-sw.mjs';
import { inlineScripts, scriptHash } from '../../../build-csp.mjs';
import { root } from './walk.js';

/**
 * A copy of the build in `from`, as the next deploy would be: `area`'s chunk changed (a new content hash, so a
 * new name), the page's core, build-meta and the worker's pack naming it, the CSP hash and sw.js following.
 * Returns the chunk's old and new file names, and the new pack's.
 */
export async function nextBuild(from: string, to: string, area: string): Promise<{ oldFile: string; newFile: string; pack: string }> {
  fs.cpSync(from, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const oldFile = fs.readdirSync(assets).find((f) => new RegExp(`^${area}\\.[\\w-]{10}\\.js$`).test(f));
  if (!oldFile) throw new Error(`nextBuild: no chunk of ${area} in ${from}`);
  const js = `${fs.readFileSync(path.join(assets, oldFile), 'utf8')}\n/* next build */`;
  const newFile = `${area}.${createHash('sha256').update(js).digest('base64url').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(assets, newFile), js);
  const html = fs.readFileSync(path.join(to, 'index.html'), 'utf8').replaceAll(oldFile, newFile);
  fs.writeFileSync(path.join(to, 'index.html'), html);
  const meta = JSON.parse(fs.readFileSync(path.join(to, 'build-meta.json'), 'utf8'));
  meta.scriptHashes = inlineScripts(html).map(scriptHash);
  for (const chunk of Object.values(meta.chunks as Record<string, { file: string }>)) if (chunk.file === oldFile) chunk.file = newFile;
  // The worker's pack of chunks carries the new one in the old one's place, under a name of its own.
  const packed = JSON.parse(fs.readFileSync(path.join(assets, meta.packs.js), 'utf8')) as Record<string, string>;
  const pack = JSON.stringify(Object.fromEntries(Object.entries(packed).map(([file, text]) => (file === oldFile ? [newFile, js] : [file, text]))));
  meta.packs.js = `pack.${createHash('sha256').update(pack).digest('base64url').slice(0, 10)}.json`;
  fs.writeFileSync(path.join(assets, meta.packs.js), pack);
  meta.build = (await writeServiceWorker({ root, dist: to, html, packs: meta.packs, shell: ['icon.svg', 'manifest.webmanifest'], target: ['es2020'] })).id;
  fs.writeFileSync(path.join(to, 'build-meta.json'), JSON.stringify(meta));
  for (const ext of ['.br', '.gz']) fs.rmSync(path.join(to, 'sw.js' + ext));
  return { oldFile, newFile, pack: meta.packs.js };
}
