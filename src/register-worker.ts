import { language } from './i18n/i18n.js';

/**
 * Registers the service worker (sw.js beside the page) once the page has loaded, so its own downloads never
 * compete with the first visit's, and says whether it will. Only for our own page: a partner's page (uptick.js) is
 * not ours to control. The worker brings the areas ahead of a tap, packed (sw/service-worker.js); the page names
 * its language to it at once (to the installing worker on a first visit), for their strings. Where it cannot
 * register, `fallback` brings them instead.
 * A visit the worker already serves then checks for a new build itself: Chromium's own check after a navigation
 * the worker's static route answered did not always come (the service-worker test waited 40 s for one in some runs).
 */
export function registerWorker(fallback: () => void): boolean {
  const workers = navigator.serviceWorker;
  if (!workers) return false;
  addEventListener('load', () =>
    workers.register('sw.js').then((r) => {
      (r.installing || r.waiting || r.active)?.postMessage(language.peek());
      if (r.active) r.update();
    }, fallback),
  );
  return true;
}
