import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { launchOptions } from '../browser/launch-options.mjs';

/** A device by its language list, best first (navigator.languages and Accept-Language alike). */
export type DeviceLanguages = readonly [string, ...string[]];

/**
 * A fresh browser profile set to the device's languages, a 375×812 phone page in it, and the page's DevTools
 * session that holds the language override (an override ends with its session: keep it attached).
 */
export async function launchDevice(languages: DeviceLanguages): Promise<{ browser: Browser; page: Page; cdp: CDPSession }> {
  const browser = await puppeteer.launch(launchOptions(`--lang=${languages[0]}`, `--accept-lang=${languages.join(',')}`));
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: await browser.userAgent(), acceptLanguage: languages.join(',') });
  return { browser, page, cdp };
}
