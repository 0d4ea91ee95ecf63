import type { ComponentType } from 'react';
import { signal } from '@preact/signals';
import { language, loadStrings } from '../i18n/i18n.js';
import { fetchArea } from './fetch-chunk.js';
import { areaNames, type AreaName } from './area-names.js';
import type { AreaScreensOf } from './area-screens.js';

export type AreaScreens = Record<string, ComponentType<any>>;

const defined: Partial<Record<AreaName, AreaScreens>> = {};
const loading: Partial<Record<AreaName, Promise<AreaScreens>>> = {};
/** The areas whose screens and strings are in, for screens to render from. */
export const loadedAreas = signal<Partial<Record<AreaName, AreaScreens>>>({});
let assetBase = '';

/** Where chunks and string files are served from; `mount()` says. */
export function setAssetBase(base: string): void {
  assetBase = base;
}

/** Run by an area's own file: its screens, by name, as it exports them. */
export function defineArea<A extends AreaName>(name: A, screens: AreaScreensOf[A]): void {
  defined[name] = screens;
}

/**
 * An area's screens with its strings in the current language. A failed load is forgotten, so the next call
 * (Retry) asks the network again instead of repeating the failure.
 */
export function loadArea(name: AreaName): Promise<AreaScreens> {
  return (loading[name] ??= Promise.all([
    defined[name] ?? fetchArea(assetBase, name).then(() => defined[name] ?? Promise.reject(new Error(`area ${name}: nothing defined`))),
    loadStrings(name, language.value),
    loadStrings('refusals', language.value),
  ]).then(
    ([screens]) => {
      loadedAreas.value = { ...loadedAreas.value, [name]: screens };
      return screens;
    },
    (error: unknown) => {
      delete loading[name];
      throw error;
    },
  ));
}

/** Fetches every area, one after another, while the browser has nothing else to do after the first paint. */
export function prefetchAreas(): void {
  const idle = (next: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(next) : setTimeout(next, 200));
  const fetchFrom = (index: number) => {
    if (index < areaNames.length) idle(() => void loadArea(areaNames[index]).finally(() => fetchFrom(index + 1)).catch(() => {}));
  };
  idle(() => void loadStrings('refusals', language.value).catch(() => {}));
  fetchFrom(0);
}
