import type { AreaName } from './area-names.js';
import { ApiError } from '../api/api-error.js';
import type { Dictionary } from '../i18n/i18n.js';
import type { Language } from '../core/languages.js';

/** Written by build.mjs: each area's chunk file, and each strings part's content hash (none: no strings). */
declare const __UPTICK_CHUNKS__: { js: Record<AreaName, string>; strings: Record<string, string | undefined> };

/** The spec's chunk load timeout: a chunk still not run after this shows its area's retry state. */
const stallMs = 120_000;
/** Scripts on their way; a stalled one is waited for again on Retry, since it may still arrive and run. */
const running: Partial<Record<AreaName, Promise<void>>> = {};

/** Runs an area's chunk by a script element: no CORS for inline mounts, and a failed one is simply added again. */
function run(base: string, name: AreaName): Promise<void> {
  return (running[name] ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.onload = () => resolve();
    script.onerror = () => {
      delete running[name];
      script.remove();
      reject(new ApiError(0, 'network', `area ${name}: failed to load`));
    };
    script.src = `${base}assets/${__UPTICK_CHUNKS__.js[name]}`;
    document.head.append(script);
  }));
}

export function fetchArea(base: string, name: AreaName): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ApiError(0, 'timeout', `area ${name}: stalled`)), stallMs);
    run(base, name)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** A strings part's file in `lang`; none when the part has no strings. */
function stringsFile(part: string, lang: Language): string | undefined {
  const hash = __UPTICK_CHUNKS__.strings[part];
  return hash && `${part}.${lang}.${hash}.json`;
}

export async function fetchStrings(base: string, lang: Language, part: string): Promise<Partial<Dictionary>> {
  const file = stringsFile(part, lang);
  if (!file) return {};
  const response = await fetch(`${base}assets/${file}`);
  if (!response.ok) throw new Error(`strings ${part}.${lang}: HTTP ${response.status}`);
  return (await response.json()) as Partial<Dictionary>;
}

/** Where each chunk of `areas` and each strings part of `parts` in `lang` is, to fetch ahead. */
export function fileUrls(base: string, areas: readonly AreaName[], parts: readonly string[], lang: Language): string[] {
  const files = [...areas.map((name) => __UPTICK_CHUNKS__.js[name]), ...parts.map((part) => stringsFile(part, lang))];
  return files.flatMap((file) => (file ? [`${base}assets/${file}`] : []));
}
