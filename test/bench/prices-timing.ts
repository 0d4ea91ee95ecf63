import type { Page } from 'puppeteer-core';

/**
 * Times prices in the page by when the browser painted them: each price element with a digit is marked for
 * Element Timing (`elementtiming`) as it comes into the document, and the first of them reported painted gives
 * the time, as first-contentful-paint's is given. Stamping the time from the page's own tasks instead (a task
 * posted from the frame's requestAnimationFrame) ran late: on a traced first visit the prices were painted at
 * 3.12 s, but the posted task waited behind the effects Preact runs after that frame (197 ms at 4×) and the next
 * frame, and stamped 3.47 s. `priceElements` is an expression evaluated in the page that lists the elements
 * showing a price; Chromium reports an element's text once, so an element painted before it showed a digit ("—")
 * would never be reported (the benched screens render their prices with their first frame). Call before the page
 * is opened; the answer waits for the paint.
 */
export async function timePricesInPage(page: Page, priceElements: string): Promise<() => Promise<number>> {
  // Once stamped, both observers stop: the page measured carries no more of the bench's work than it must.
  await page.evaluateOnNewDocument(`(() => {
    const marker = new MutationObserver(() => {
      for (const e of ${priceElements}) if (!e.hasAttribute('elementtiming')) e.setAttribute('elementtiming', 'prices');
    });
    const painted = new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.identifier === 'prices');
      if (!entry) return;
      window.pricesAt = entry.renderTime || entry.loadTime;
      painted.disconnect();
      marker.disconnect();
    });
    painted.observe({ type: 'element', buffered: true });
    marker.observe(document, { subtree: true, childList: true, characterData: true });
  })()`);
  return async () => {
    const stamped = await page.waitForFunction('window.pricesAt !== undefined && { at: window.pricesAt }', { timeout: 120_000 });
    return ((await stamped.jsonValue()) as { at: number }).at;
  };
}
