/**
 * Registers the service worker (sw.js beside the page) once the page has loaded, so its own downloads never
 * compete with the first visit's. Only for our own page: a partner's page (uptick.js) is not ours to control.
 */
export function registerWorker(): void {
  if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('sw.js').then((r) => r.active?.postMessage('page')).catch(() => {}));
}
