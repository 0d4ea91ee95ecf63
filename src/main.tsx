import { createRoot } from 'react-dom/client';
import { effect } from '@preact/signals';
import { bestLanguage, defaultLanguage, isLanguage, languageNames } from './core/languages.js';
import { addStrings, hasStrings, language, setStringsSource, switchIfLoaded, t } from './i18n/i18n.js';
import { App } from './app.js';
import { createServices } from './state/services.js';
import { browserStore } from './state/storage.js';
import { mirrorLanguage } from './state/language-cookie.js';
import { takePageData } from './state/page-data.js';
import { changeLanguage } from './state/change-language.js';
import { hashSource, memorySource } from './routing/location-provider.js';
import { relayToHost } from './routing/host-relay.js';
import { prefetchAreas, setAssetBase } from './areas/areas.js';
import { fetchStrings } from './areas/fetch-chunk.js';
import { showToast } from './components/toast.js';
import { styleTarget } from './styles/area-styles.js';
import { registerWorker } from './register-worker.js';
import { inSlices } from './start-in-slices.js';
import { partnerTheme } from './state/partner-theme.js';
import type { PartnerTheme, ThemeChoice } from './core/theme.js';
import type { Services } from './state/services.js';

export { addStyles } from './styles/area-styles.js';
// uptick.js ends by handing the core its default strings (build.mjs).
export { addStrings } from './i18n/i18n.js';

/**
 * Where this script came from: `uptick.js` on a partner's page fetches our areas from our origin, not the
 * page's. Read while the script runs; the standalone page's inline script has no `src`.
 */
const loadedFrom = typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

/** How long a first visit in another language than the page's waits for its strings before showing the page's. */
const languageWaitMs = 3000;

// build.mjs puts the minified stylesheet here, so one script carries everything (page and inline mounts alike).
declare const __UPTICK_CSS__: string | undefined;

export interface MountOptions {
  /** The API root; defaults to this origin's `/api`. */
  apiBase?: string;
  /** Where `assets/` (areas and strings) is served; defaults to where uptick.js came from, else this origin. */
  assetBase?: string;
  /**
   * Forces a language; otherwise the stored choice, else the device's best match we speak, else zh-TW. The
   * standalone page takes this and `tabBar` from its address (`?lang=en&tabBar=0`, what embed.js sets).
   */
  language?: string;
  /** `hash` for the standalone page; `memory` inside a host page, whose address we must not change. */
  routing?: 'hash' | 'memory';
  /** First screen in memory routing. */
  initialPath?: string;
  /** The spec's configuration without the tab bar. */
  tabBar?: boolean;
  /**
   * A partner's theme: `light` or `dark` fixes it (Settings then offers no choice), `auto` or none leaves it to the
   * user's choice and the device. The standalone page takes it and `accent` from its address (`?theme=dark`).
   */
  theme?: ThemeChoice;
  /** A partner's colour for buttons, links and the chart's line (`#rrggbb`), moved where needed to read at WCAG AA. */
  accent?: string;
}

/** The apps mounted now, for `setTheme`. */
const mounted = new Set<Services>();

/** Changes the theme and accent of every app mounted in this page, live (`Uptick.setTheme({ theme: 'dark' })`). */
export function setTheme(options: PartnerTheme): void {
  const valid = partnerTheme(options, 'Uptick.setTheme');
  for (const services of mounted) services.theme.setPartner(valid);
}

/** Renders Uptick into `element`. Inline mounts (memory routing) get a shadow root so host styles can't leak in. */
export function mount(element: HTMLElement, options: MountOptions = {}): { unmount: () => void; setTheme: (options: PartnerTheme) => void } {
  const routing = options.routing ?? 'hash';
  const store = routing === 'hash' ? mirrorLanguage(browserStore()) : browserStore();
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const assetBase = options.assetBase ?? (loadedFrom ? new URL('./', loadedFrom).href : `${origin}/`);
  const query = new URLSearchParams(routing === 'hash' ? location.search : '');
  const look = { theme: options.theme ?? query.get('theme') ?? undefined, accent: options.accent ?? query.get('accent') ?? undefined };
  const services = createServices({ store, apiBase: options.apiBase ?? `${origin}/api`, assetBase, partnerTheme: partnerTheme(look, 'mount') });
  mounted.add(services);
  setAssetBase(assetBase);
  setStringsSource((lang, part) => fetchStrings(assetBase, lang, part));
  const root: HTMLElement | ShadowRoot = routing === 'memory' ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' })) : element;
  const styles = root instanceof ShadowRoot ? root : document.head;
  let stopStyles = () => {};
  const addStyles = () => {
    if (typeof __UPTICK_CSS__ === 'string') {
      const style = document.createElement('style');
      style.textContent = __UPTICK_CSS__;
      styles.appendChild(style);
    }
    stopStyles = styleTarget(styles);
  };
  // In a shadow root the stylesheets go in after the first render (start), which takes out what was there before.
  if (styles === document.head) addStyles();
  const source = routing === 'memory' ? memorySource(options.initialPath ?? '/') : hashSource();
  const asked = options.language ?? query.get('lang') ?? store.get<string>('language') ?? bestLanguage(navigator.languages ?? []) ?? defaultLanguage;
  const wanted = isLanguage(asked) ? asked : defaultLanguage;
  const worker = routing === 'hash' && !loadedFrom && registerWorker(wanted, prefetchAreas);
  const host = query.get('embed');
  if (host && parent !== window) relayToHost(host, source, services.session, (theme) => services.theme.setPartner(partnerTheme(theme, 'Uptick.setTheme')));
  // Our own page carries the core strings of the language the server picked for it (server/routes/web.ts):
  // the same as `wanted` unless the device's choice and the cookie disagree.
  const given = routing === 'hash' ? takePageData<{ language: string; strings: Record<string, object> }>('up-strings') : undefined;
  if (given && isLanguage(given.language)) {
    addStrings('core', given.language, given.strings);
    switchIfLoaded(given.language);
  }
  // The page's language is ours only on our own page; inline, the host's <html lang> is the host's, so the
  // language goes on the element we were given.
  const stopLang = effect(() => {
    (routing === 'hash' ? document.documentElement : element).lang = language.value;
  });
  // Our own page's <html> follows the app's theme, as the first-paint script set it (the body's background).
  const stopTheme = effect(() => {
    if (routing === 'hash') document.documentElement.setAttribute('data-theme', services.theme.theme.value);
  });
  let started = false;
  let app: ReturnType<typeof createRoot> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    // The app draws its screen off the page, in tasks short enough not to hold up a tap, then takes the place of the
    // server's first screen (server/web/first-screen.ts) in one go: every paint until then shows that screen.
    const box = document.createElement('div');
    const made = createRoot(box);
    app = made;
    inSlices(() => app === made && made.render(<App services={services} source={source} tabBar={options.tabBar ?? query.get('tabBar') !== '0'} />), () => {
      // Unmounted meanwhile: the element is the host's again.
      if (app !== made) return;
      root.textContent = '';
      root.append(box);
      if (styles === root) addStyles();
      if (!worker) prefetchAreas();
    });
  };
  // A language whose strings are here (the page's) shows at once. Another is fetched first so the first screen
  // is already right, but a slow or failed fetch must not leave the page blank: past a few seconds the page's
  // language shows, and the wanted one takes over when it arrives, or a toast says it could not load. The
  // device's language is remembered as the choice (changeLanguage); the default needs no remembering.
  const ready = switchIfLoaded(wanted);
  if (ready) start();
  if (!hasStrings(wanted) || wanted !== defaultLanguage) {
    // uptick.js has no strings of its own: it waits for its language's (they stall out after a while).
    if (!ready && hasStrings(language.peek(), 'core')) timer = setTimeout(start, languageWaitMs);
    changeLanguage(services, wanted).then(start, () => {
      start();
      showToast(t('app.languageFailed', { name: languageNames[wanted] }), 6000);
    });
  }
  return {
    setTheme: (theme) => services.theme.setPartner(partnerTheme(theme, 'setTheme')),
    unmount: () => {
      // A language still on its way must not render into an element the host has taken back.
      started = true;
      clearTimeout(timer);
      stopLang();
      stopTheme();
      stopStyles();
      mounted.delete(services);
      app?.unmount();
      app = undefined;
      services.dispose();
    },
  };
}
