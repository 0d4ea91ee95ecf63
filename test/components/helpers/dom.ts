// A browser-like world for component tests: happy-dom registered globally at the real test server's origin
// (so the app's `fetch` to `/api` is same-origin), an in-memory device store, and small interaction helpers.
// The app is rendered with `render` into a plain <div> (not `mount()`, whose memory routing uses a shadow root).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { createElement as h, type ReactElement } from 'react';
import { render } from 'react-dom';
// React's `act` is react-dom/test-utils'; on preact/compat it is preact's own.
import { act } from 'preact/test-utils';
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { addStrings, language } from '../../../src/i18n/i18n.js';
import { loadArea } from '../../../src/areas/areas.js';
import { areaNames } from '../../../src/areas/area-names.js';
import { App } from '../../../src/app.js';
import { loadAppInfo } from '../../../src/state/app-info.js';
import { createServices, ServicesContext, type Services } from '../../../src/state/services.js';
import type { KeyValueStore, StorageKey } from '../../../src/state/storage.js';
import { memorySource, UrlLocationProvider, type UrlSource } from '../../../src/routing/location-provider.js';
import type { Dictionary } from '../../../src/i18n/i18n.js';
import type { CheckedPartnerTheme } from '../../../src/core/theme.js';
import localeFormats from '../../../src/i18n/locale-formats.json';
import { waitFor as waitForCondition } from '../../helpers/wait-for.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Registers happy-dom as the global window at `url` (the test server's origin). Start the server first:
 * registering replaces Node's globals (fetch, timers, events) with happy-dom's.
 */
export function registerDom(url: string): void {
  GlobalRegistrator.register({ url: `${url}/`, width: 375, height: 812 });
}

/** Closes the happy-dom window and gives Node its globals back. */
export async function unregisterDom(): Promise<void> {
  if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister();
}

/** The device store, in memory; `data` is exposed so tests can look at exactly what the app kept. */
export function memoryStore(initial: Partial<Record<StorageKey, unknown>> = {}): KeyValueStore & { data: Map<StorageKey, string> } {
  // Values are kept as JSON, like localStorage, so a test can't pass by sharing an object with the app.
  const data = new Map<StorageKey, string>(Object.entries(initial).map(([k, v]) => [k as StorageKey, JSON.stringify(v)]));
  return {
    data,
    get<T>(key: StorageKey) {
      const raw = data.get(key);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
    set(key, value) {
      data.set(key, JSON.stringify(value));
    },
    remove(key) {
      data.delete(key);
    },
  };
}

export interface RenderedApp {
  container: HTMLDivElement;
  /** The memory router's URL source: `source.read()` is the current route. */
  source: UrlSource;
  services: Services;
  store: ReturnType<typeof memoryStore>;
  unmount(): Promise<void>;
}

/** Renders `<App>` at `path` into a fresh <div> in the document, with its own services and store. */
export async function renderApp(
  initialPath: string,
  options: { apiBase?: string; assetBase?: string; store?: ReturnType<typeof memoryStore>; tabBar?: boolean; partnerTheme?: CheckedPartnerTheme } = {},
): Promise<RenderedApp> {
  const rendered = await renderWith(initialPath, options, (services, source) => h(App, { services, source, tabBar: options.tabBar ?? true }));
  // The app asks for its info as it mounts (the same promise here, no second request): one still on its way
  // when a test ends would land in the next test's list of requests.
  const info = loadAppInfo(rendered.services).catch(() => {});
  // Unreferenced: the 3 s it may wait for keeps no process alive once the suite has ended. (Were the last test's
  // `info` to hang with nothing else pending, Node would end the run with exit 13, an unsettled await: loud, not hidden.)
  return { ...rendered, unmount: async () => (await Promise.race([info, sleep(3_000, undefined, { ref: false })]), rendered.unmount()) };
}

/** Renders one component as the app would hold it (its services and a memory router at `/`), without the app around it. */
export async function renderComponent(node: ReactElement, options: { store?: ReturnType<typeof memoryStore> } = {}): Promise<RenderedApp> {
  return renderWith('/', options, (services, source) =>
    h(ServicesContext.Provider, { value: services }, h(UrlLocationProvider, { source, children: node })),
  );
}

async function renderWith(
  initialPath: string,
  options: { apiBase?: string; assetBase?: string; store?: ReturnType<typeof memoryStore>; partnerTheme?: CheckedPartnerTheme },
  tree: (services: Services, source: UrlSource) => ReactElement<any>,
): Promise<RenderedApp> {
  const store = options.store ?? memoryStore();
  const services = createServices({
    store,
    apiBase: options.apiBase ?? `${location.origin}/api`,
    assetBase: options.assetBase ?? `${location.origin}/`,
    partnerTheme: options.partnerTheme,
  });
  const source = memorySource(initialPath);
  const container = document.createElement('div');
  document.body.appendChild(container);
  // Screens outside the core come in lazily (from source here); loaded first, a test starts on its screen.
  await Promise.all(areaNames.map(loadArea));
  await act(async () => {
    render(tree(services, source), container);
    // preact-iso's lazy resolves a tick after its first render, even for an area already in.
    await sleep(0);
  });
  return {
    container,
    source,
    services,
    store,
    async unmount() {
      await act(() => {
        render(null, container);
      });
      services.dispose();
      container.remove();
    },
  };
}

/** The element with `id` inside `root`, or a clear failure naming what was missing. */
export function byId<T extends Element = HTMLElement>(root: ParentNode, id: string): T {
  const element = root.querySelector(`[id="${id}"]`);
  if (!element) throw new Error(`no element #${id} on screen`);
  return element as unknown as T;
}

/** Types `value` into the input `#id` the way a browser reports it: set the value, then an `input` event. */
export async function typeInto(root: ParentNode, id: string, value: string): Promise<void> {
  const input = byId<HTMLInputElement>(root, id);
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits `form` as the Enter key or the submit button would (a cancelable `submit` event). */
export async function submitForm(form: HTMLFormElement): Promise<void> {
  await act(() => {
    form.requestSubmit();
  });
}

/** The first <form> inside `root`. */
export function formIn(root: ParentNode): HTMLFormElement {
  const form = root.querySelector('form');
  if (!form) throw new Error('no <form> on screen');
  return form as HTMLFormElement;
}

/** Waits until `predicate` holds (one that throws is not on screen yet); fails with `message` after `timeoutMs`. */
export const waitFor = (predicate: () => unknown, timeoutMs = 5000, message = 'condition'): Promise<void> => waitForCondition(predicate, { timeoutMs, what: message });

/** A locale file from disk, as the app's `locales/<lang>.json`. */
export function readLocale(lang: string): Dictionary {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales', `${lang}.json`), 'utf8')) as Dictionary;
}

// What the page carries in production (its language's core strings) and uptick.js from source (build-dev.mjs):
// here the default language's whole file, so every part's screens have their words.
addStrings('core', 'zh-TW', await diskDictionary('zh-TW'));

/** A strings source for `setLanguage` that reads `locales/` from disk instead of the network, with the language's patterns as the app's strings carry them. */
export async function diskDictionary(lang: string): Promise<Dictionary> {
  return { ...readLocale(lang), formats: localeFormats[lang as keyof typeof localeFormats] } as Dictionary;
}

/** What the shared hooks of a component suite touch in its context. */
export interface ComponentContext {
  server: { close(): Promise<void> };
  rendered?: RenderedApp;
  /** A request a test parked on the server to look at the in-flight state; released after the test. */
  hold?: Promise<void>;
  release?: () => void;
}

/**
 * The hooks every component suite needs: each test starts in zh-TW; after each, the screen is unmounted and a
 * parked request released (a failed test must not leave one waiting: close() would wait for it); at the end
 * the DOM and the server go.
 */
export function componentHooks<C extends ComponentContext>(test: Test<C>): void {
  test.before.each(() => {
    assert.is(language.value, 'zh-TW', 'component tests start in zh-TW');
  });
  test.after.each(async (context) => {
    await context.rendered?.unmount();
    context.rendered = undefined;
    context.release?.();
    context.hold = context.release = undefined;
  });
  test.after(async (context) => {
    await unregisterDom();
    await context.server.close();
  });
}
