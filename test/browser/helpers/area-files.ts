import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { waitFor } from '../../helpers/wait-for.js';

/**
 * The files a page in `lang` may ask for of the areas, as paths: each chunk, and each strings file but the core's
 * (which the page carries), as the build in `dist` names them (its build-meta and strings pack, not a listing of
 * dist/assets/, which keeps older builds' files a week).
 */
export function areaFiles(dist: string, lang: string): string[] {
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8')) as { chunks: Record<string, { file: string }>; packs: { strings: string } };
  const pack = JSON.parse(fs.readFileSync(path.join(dist, 'assets', meta.packs.strings.replace('{lang}', lang)), 'utf8')) as Record<string, string>;
  return [...Object.values(meta.chunks).map((chunk) => chunk.file), ...Object.keys(pack)].map((file) => `/assets/${file}`);
}

/** The paths the page's service worker keeps, in any of its builds' caches. */
export const keptFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('uptick-'));
    return (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat().map((request) => new URL(request.url).pathname);
  });

/** The files of `wanted` still missing from `have()` after polling it every 100 ms for up to 15 s: [] once all came. */
export async function missingAfterWaiting(wanted: string[], have: () => Iterable<string> | Promise<Iterable<string>>): Promise<string[]> {
  let missing = wanted;
  const allCame = async () => {
    const present = new Set(await have());
    missing = wanted.filter((file) => !present.has(file));
    return missing.length === 0;
  };
  await waitFor(allCame, { timeoutMs: 15_000, everyMs: 100 }).catch(() => undefined);
  return missing;
}
