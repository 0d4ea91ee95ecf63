// Screenshots of screens at 375×812 in several languages, for looking at what we build as a user would.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <lang,lang> <path> [path…]  (signs in as the demo user
// first when SIGN_IN=1; with OFFLINE=1 each screen is shot after its network went, as a phone that lost it shows it;
// PICK=<file input selector>=<file> picks that file on each screen over a slow uplink and takes the shot while it uploads;
// THEME=dark or THEME=light sets the device's prefers-color-scheme, as a phone set that way does, and names the shots so).
import fs from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { launchOptions } from '../test/browser/launch-options.mjs';

const [baseUrl, outDir, langs, ...paths] = process.argv.slice(2);
await fs.mkdir(outDir, { recursive: true });
const browser = await puppeteer.launch(launchOptions());
try {
  for (const lang of langs.split(',')) {
    // A context per language: its own storage, so one language's loads can't overwrite another's choice.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 1 });
    if (process.env.THEME) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: process.env.THEME }]);
    await page.goto(`${baseUrl}#/pages/index/index`);
    await page.evaluate((l) => localStorage.setItem('uptick.language', JSON.stringify(l)), lang);
    if (process.env.SIGN_IN === '1') {
      const res = await page.evaluate(async () => {
        const r = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo001', password: 'demo1234' }) });
        return r.json();
      });
      await page.evaluate((r) => {
        localStorage.setItem('uptick.token', JSON.stringify(r.token));
        localStorage.setItem('uptick.userInfo', JSON.stringify(r.user));
      }, res);
    }
    for (const path of paths) {
      // A fresh load per screen, so the app starts with what storage now holds.
      await page.goto('about:blank');
      // networkidle2: the live price stream never goes idle.
      await page.goto(`${baseUrl}#${path}`, { waitUntil: 'networkidle2' });
      await new Promise((r) => setTimeout(r, 400));
      if (process.env.PICK) {
        const [selector, file] = process.env.PICK.split('=');
        await page.emulateNetworkConditions({ upload: 20 * 1024, download: 4 * 1024 * 1024, latency: 20 });
        await (await page.waitForSelector(selector)).uploadFile(file);
        await page.waitForSelector('[role=progressbar]');
        await new Promise((r) => setTimeout(r, 1500));
      }
      if (process.env.OFFLINE === '1') {
        await page.setOfflineMode(true);
        // Chromium's offline keeps connections already open: a screen without prices closes the price stream,
        // and coming back opens one that fails, as a phone's would.
        await page.evaluate(() => (location.hash = '#/offline'));
        await new Promise((r) => setTimeout(r, 300));
        await page.evaluate((back) => (location.hash = `#${back}`), path);
        await new Promise((r) => setTimeout(r, 1500));
      }
      const name = `${lang}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}${process.env.THEME ? `-${process.env.THEME}` : ''}${process.env.OFFLINE === '1' ? '-offline' : ''}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === '1' });
      await page.setOfflineMode(false);
      console.log(`${outDir}/${name}`);
      if (process.env.PICK) await page.emulateNetworkConditions(null);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
