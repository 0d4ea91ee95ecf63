import type { ComponentType } from 'react';
import { signal, type Signal } from '@preact/signals';
import { language, loadStrings } from '../i18n/i18n.js';
import { fetchArea, fileUrls } from './fetch-chunk.js';
import { areaNames, type AreaName } from './area-names.js';
import type { AreaScreensOf } from './area-screens.js';

export type AreaScreens = Record<string, ComponentType<any>>;

const defined: Partial<Record<AreaName, AreaScreens>> = {};
const loading: Partial<Record<AreaName, Promise<AreaScreens>>> = {};
const arrived: Partial<Record<AreaName, Signal<AreaScreens | undefined>>> = {};
/**
 * An area's screens once they and its strings are in, for screens to render from: a signal per area, so a component
 * reading one redraws when its own area arrives, not when any other does.
 */
export const loadedArea = (name: AreaName) => (arrived[name] ??= signal<AreaScreens>());
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
      loadedArea(name).value = screens;
      return screens;
    },
    (error: unknown) => {
      delete loading[name];
      throw error;
    },
  ));
}

/**
 * Brings every area's chunk and strings into the browser's cache, at its lowest priority, once the page has loaded
 * and while it has nothing else to do, and runs none of them: a screen opened later (or offline) needs no round
 * trip, and only its own area runs (running every area ahead made long tasks on a 4× slower phone,
 * docs/performance.md).
 */
export function prefetchAreas(): void {
  prefetchFiles(fileUrls(assetBase, areaNames, [...areaNames, 'refusals'], language.peek()));
}

/**
 * Files asked for per idle moment. Each request costs the browser work on the same few cores as the page; an idle
 * moment can last 50 ms, and filling it with requests made tasks that a phone four times slower counts as long.
 */
export const prefetchPerIdle = 3;

/**
 * Asks for `urls` a few at a time, one idle moment after another, starting after the page's load event, or after
 * `latestMs` if that has not come: a partner's page may load late, or never while one of its requests hangs.
 */
export function prefetchFiles(urls: string[], latestMs = 5_000): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(ask) : setTimeout(ask, 200));
  const ask = () => {
    for (const href of urls.splice(0, prefetchPerIdle)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      // A partner's page keeps no trace of ours once the file is in.
      link.onload = link.onerror = () => link.remove();
      document.head.append(link);
    }
    if (urls.length) idle();
  };
  if (!urls.length) return;
  if (document.readyState === 'complete') return void idle();
  const begin = () => {
    clearTimeout(late);
    window.removeEventListener('load', begin);
    idle();
  };
  const late = setTimeout(begin, latestMs);
  window.addEventListener('load', begin);
}
