import type { Language } from './core/languages.js';

/**
 * Registers the service worker (sw.js beside the page) and says whether it will. The page mounts in a task after
 * its script's (build.mjs), when the whole page is in: the worker's own downloads compete with none of the first
 * visit's. Only for our own page: a partner's page (uptick.js) is not ours to control. The worker brings the areas
 * ahead of a tap, packed (sw/service-worker.js); the page names `lang`, the language it shows or is switching to,
 * to the worker at once (to the installing one on a first visit), for their strings. Where it cannot register,
 * `fallback` brings them instead; a first install that fails leaves them to a tap, and the next visit installs
 * again (watching the install for it cost 43 B of the first HTML).
 * A visit the worker already serves then checks for a new build itself: Chromium's own check after a navigation
 * the worker's static route answered did not always come (the service-worker test waited 40 s for one in some runs).
 */
export function registerWorker(lang: Language, fallback: () => void): boolean {
  const workers = navigator.serviceWorker;
  if (!workers) return false;
  workers
    .register('sw.js')
    .then((r) => {
      (r.installing || r.waiting || r.active)?.postMessage(lang);
      return r.active && r.update();
    }, fallback)
    // Offline, the update check fails; the worker in charge goes on.
    .catch(() => {});
  return true;
}
