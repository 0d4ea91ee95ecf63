import type { Page } from 'puppeteer-core';

/**
 * Times prices in the page, once the frame that draws them has been rendered: asking from DevTools would add its
 * own lag, which the slowed CPU stretches to a few hundred milliseconds. A requestAnimationFrame callback runs at
 * the start of that frame, before its style, layout and paint (184 ms of a traced repeat visit at 4×, after which
 * first-contentful-paint was stamped): the time is taken in a task posted from it, which runs after them. Call
 * before the page is opened; the answer waits for them.
 */
export async function timePricesInPage(page: Page, pricesShown: string): Promise<() => Promise<number>> {
  await page.evaluateOnNewDocument(`new MutationObserver(() => {
    if (window.pricesAt !== undefined || window.pricesAsked || !(${pricesShown})) return;
    window.pricesAsked = true;
    requestAnimationFrame(() => {
      const after = new MessageChannel();
      after.port1.onmessage = () => (window.pricesAt = performance.now());
      after.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true })`);
  return async () => (await (await page.waitForFunction('window.pricesAt', { timeout: 120_000 })).jsonValue()) as number;
}
