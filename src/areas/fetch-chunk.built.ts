import type { AreaName } from './areas.js';
import { ApiError } from '../api/api-error.js';
import type { Dictionary } from '../i18n/i18n.js';
import type { Language } from '../core/languages.js';

/** Written by build.mjs: each area's chunk file and each strings part's content hash. */
declare const __UPTICK_CHUNKS__: { js: Record<AreaName, string>; strings: Record<string, string> };

/** The limit for a chunk that stalls: after this the area shows its retry state. */
const stallMs = 60_000;

/** Runs an area's chunk by a script element: no CORS for inline mounts, and a retry is simply a new element. */
export function fetchArea(base: string, name: AreaName): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const done = (error?: ApiError) => {
      clearTimeout(timer);
      script.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new ApiError(0, 'timeout', `area ${name}: stalled`)), stallMs);
    script.onload = () => done();
    script.onerror = () => done(new ApiError(0, 'network', `area ${name}: failed to load`));
    script.src = `${base}assets/${__UPTICK_CHUNKS__.js[name]}`;
    document.head.append(script);
  });
}

export async function fetchStrings(base: string, lang: Language, part: string): Promise<Partial<Dictionary>> {
  const response = await fetch(`${base}assets/${part}.${lang}.${__UPTICK_CHUNKS__.strings[part]}.json`);
  if (!response.ok) throw new Error(`strings ${part}.${lang}: HTTP ${response.status}`);
  return (await response.json()) as Partial<Dictionary>;
}
