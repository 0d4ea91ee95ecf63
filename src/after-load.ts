/**
 * How long after the page's load the work nobody waits for starts (the service worker's install, the areas' prefetch).
 * On a first visit they made ~40 requests beside the page's own while it drew its first prices, and on two cores
 * the browser's work for them stretched the page's tasks (Lighthouse's blocking time: 663–1,336 ms at load,
 * 539–996 ms from 3 s after it; docs/performance.md). A visitor's first taps come in this time; one who leaves
 * sooner gets no worker, and comes back to a first visit's page.
 */
export const settleMs = 3_000;

/**
 * Runs `work` once the page has loaded and then `quietMs` have passed, or after `latestMs` if the load has not come
 * (a partner's page may load late, or never while one of its requests hangs).
 */
export function afterLoad(work: () => void, latestMs = 5_000, quietMs = settleMs): void {
  const settle = () => void setTimeout(work, quietMs);
  if (document.readyState === 'complete') return settle();
  const begin = () => {
    clearTimeout(late);
    window.removeEventListener('load', begin);
    settle();
  };
  const late = setTimeout(begin, latestMs);
  window.addEventListener('load', begin);
}
