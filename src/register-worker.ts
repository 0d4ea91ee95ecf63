/**
 * Registers the service worker (sw.js beside the page) once the page has loaded, so its own downloads never
 * compete with the first visit's. Only for our own page: a partner's page (uptick.js) is not ours to control.
 * A visit the worker already serves then checks for a new build itself: Chromium's own check after a navigation
 * the worker's static route answered did not always come (the service-worker test waited 40 s for one in some runs).
 */
export function registerWorker(): void {
  if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('sw.js').then((r) => r.active && (r.active.postMessage('page'), r.update())).catch(() => {}));
}
