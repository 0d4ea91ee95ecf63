import type { Page } from 'puppeteer-core';

/**
 * Times prices in the page, at the frame that paints them: asking from DevTools would add its own lag, which the
 * slowed CPU stretches to a few hundred milliseconds. Call before the page is opened; the answer waits for them.
 */
export async function timePricesInPage(page: Page, pricesShown: string): Promise<() => Promise<number>> {
  await page.evaluateOnNewDocument(`new MutationObserver(() => {
    if (window.pricesAt === undefined && (${pricesShown})) requestAnimationFrame(() => (window.pricesAt ??= performance.now()));
  }).observe(document, { subtree: true, childList: true, characterData: true })`);
  return async () => (await (await page.waitForFunction('window.pricesAt', { timeout: 120_000 })).jsonValue()) as number;
}
