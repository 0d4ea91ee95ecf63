// Themes in real Chromium: the page's first paint in the theme it will keep (the device's, or the choice kept on the
// device), frame by frame from the splash on, so there is no flash of the other; the choice made in Settings kept
// across a reload; and a partner's theme and accent: embed.js's data-theme and data-accent (checked, each refusal
// said on the console with what is allowed), passed to the frame as to an inline mount(), and Uptick.setTheme()
// changing both live.
import http from 'node:http';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Frame, Page } from 'puppeteer-core';
import { startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { paths } from '../../src/routing/paths.js';
import { accentPalette } from '../../src/core/accent.js';
import { buildOnce, distDir, root, walk, type WalkContext } from './helpers/walk.js';

interface HostServer {
  origin: string;
  pages: Record<string, string>;
  server: http.Server;
}

interface Context extends WalkContext {
  host: HostServer;
}

/** What one frame showed: the backgrounds of <html>, <body> and the app's root (once there), and whether the core ran yet. */
interface Painted {
  html: string;
  body: string | null;
  app: string | null;
  core: boolean;
}

const dark = 'rgb(15, 18, 24)';
const light = 'rgb(243, 245, 249)';

async function hostServer(): Promise<HostServer> {
  const pages: Record<string, string> = {};
  const server = http.createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('host server has no TCP address');
  return { origin: `http://127.0.0.1:${address.port}`, pages, server };
}

const hostPage = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><h1>Partner</h1>${body}</body></html>`;

/**
 * Records every frame of the next document from its first (a requestAnimationFrame callback runs before each paint,
 * and this one is set before any of the page's scripts), until the app has painted a few.
 */
async function recordFrames(page: Page): Promise<void> {
  // A string, not a function: tsx names the functions it compiles with a helper the page doesn't have.
  await page.evaluateOnNewDocument(`{
    const frames = (window.painted = []);
    const background = (el) => (el ? getComputedStyle(el).backgroundColor : null);
    const sample = () => {
      const app = document.querySelector('#app .up-root');
      frames.push({ html: background(document.documentElement), body: background(document.body), app: background(app), core: 'Uptick' in window });
      if (frames.filter((f) => f.app).length < 5 && frames.length < 2000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }`);
}

/** Loads `url` slowly enough that the splash paints before the core runs, and hands back what each frame showed. */
async function firstFrames(page: Page, url: string): Promise<Painted[]> {
  // From elsewhere: a new address that differs only in its hash would not load the page again.
  await page.goto('about:blank');
  await page.emulateNetworkConditions({ download: 60_000, upload: 60_000, latency: 150 });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { painted: Painted[] }).painted.filter((f) => f.app).length >= 5, { timeout: 30_000 });
  await page.emulateNetworkConditions(null);
  return page.evaluate(() => (window as unknown as { painted: Painted[] }).painted);
}

/** Every frame that had anything to paint showed `colour` behind it, and at least one did so before the core ran. */
function assertNoFlash(frames: Painted[], colour: string, what: string) {
  const drawn = frames.filter((f) => f.body !== null);
  assert.ok(drawn.some((f) => !f.core), `${what}: a frame painted before the core ran (the splash): ${JSON.stringify(frames.slice(0, 3))}`);
  const wrong = drawn.filter((f) => f.html !== colour || f.body !== colour || (f.app !== null && f.app !== colour));
  assert.equal(wrong, [], `${what}: ${wrong.length} of ${drawn.length} frames showed another background than ${colour}`);
}

const themeOf = (target: Page | Frame) => target.evaluate(() => document.documentElement.dataset.theme);

const { test, open, step, close } = walk<Context>('themes: first paint, the kept choice, a partner’s theme and accent', path.join(root, '.tmp/theme'));

test.before(async (context) => {
  await buildOnce();
  context.host = await hostServer();
  context.server = await startTestApp({ distDir: distDir, demoMode: true, partnerOrigins: [context.host.origin] });
  await seedDemoInto(context.server);
  const app = context.server.url;
  context.host.pages['/attributes'] = hostPage(
    `<div id="framed"></div><script src="${app}/embed.js" data-target="#framed" data-lang="en" data-theme="dark" data-accent="#0f766e" data-route="${paths.settings}"></script>`,
  );
  context.host.pages['/refused'] = hostPage(`<div id="framed"></div><script src="${app}/embed.js" data-target="#framed" data-theme="blue" data-accent="teal"></script>`);
  context.host.pages['/both'] = hostPage(`<div id="inline"></div><div id="framed"></div>
<script src="${app}/uptick.js"></script>
<script>Uptick.mount(document.getElementById('inline'), { routing: 'memory', apiBase: '${app}/api', language: 'en', initialPath: '${paths.home}', theme: 'dark', accent: '#ffc400' });</script>
<script src="${app}/embed.js" data-target="#framed" data-lang="en" data-theme="auto"></script>`);
  // The refusals and the partner's own messages are what some steps test.
  await open(context, { expectedError: (message) => message.text().startsWith('Uptick embed: data-') });
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
  context.host?.server.close();
});

step('a device set to dark: the splash and every frame after it paint dark, none light', async ({ page, server }) => {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  await recordFrames(page);
  assertNoFlash(await firstFrames(page, `${server.url}/#${paths.home}`), dark, 'dark device');
  assert.is(await themeOf(page), 'dark');
});

step('a device set to light: every frame paints light', async ({ page, server }) => {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  assertNoFlash(await firstFrames(page, `${server.url}/#${paths.products}`), light, 'light device');
});

step('a choice kept on the device wins from the first frame: light on a dark device', async ({ page, server }) => {
  await page.evaluate(() => localStorage.setItem('uptick.theme', JSON.stringify('light')));
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  assertNoFlash(await firstFrames(page, `${server.url}/#${paths.home}`), light, 'kept light');
});

step('dark picked in Settings is kept: the reload paints dark from its first frame, and the device going light changes nothing', async ({ page, server }) => {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.goto(`${server.url}/#${paths.settings}`);
  await (await page.waitForSelector('input[name=theme][value=dark]'))!.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark' && document.querySelector('.up-root')?.getAttribute('data-theme') === 'dark');
  assert.is(await page.evaluate(() => localStorage.getItem('uptick.theme')), '"dark"');
  assertNoFlash(await firstFrames(page, `${server.url}/#${paths.settings}`), dark, 'kept dark');
  // The reload's first frames are read before Settings, an area, has come: its radio is waited for.
  const kept = await page.waitForSelector('input[name=theme][value=dark]');
  assert.ok(await kept!.evaluate((el) => (el as HTMLInputElement).checked), 'Settings shows the choice');
});

step('"as the device" hands the theme back to the device, live as it changes', async ({ page }) => {
  await (await page.waitForSelector('input[name=theme][value=auto]'))!.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark' && document.querySelector('.up-root')?.getAttribute('data-theme') === 'dark');
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('.up-root')!).backgroundColor), dark);
  await page.evaluate(() => localStorage.clear());
});

step("embed.js's data-theme and data-accent reach the frame: dark, the accent readable on it, no choice in Settings", async ({ page, host }) => {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.goto(`${host.origin}/attributes`);
  const frame = (await (await page.waitForSelector('#framed iframe'))!.contentFrame())!;
  assert.match(frame.url(), /[?&]theme=dark&accent=%230f766e#/);
  await frame.waitForSelector('input[name=rise]');
  assert.is(await themeOf(frame), 'dark', 'dark on a light device: the partner decides');
  assert.is(await frame.$('input[name=theme]'), null, 'Settings offers no theme where the partner set one');
  const primary = await frame.$eval('.up-root', (el) => (el as HTMLElement).style.getPropertyValue('--c-primary'));
  assert.is(primary, accentPalette('#0f766e', 'dark')!.primary, 'the accent, lightened to read on dark');
  const rise = await frame.$eval('.up-root', (el) => getComputedStyle(el).getPropertyValue('--c-rise').trim());
  assert.is.not(rise, primary, 'the rise colour is not the accent');
});

step('Uptick.setTheme() changes the frame live: light, then a new accent', async ({ page }) => {
  const frame = (await (await page.$('#framed iframe'))!.contentFrame())!;
  await page.evaluate(() => (window as unknown as { Uptick: { setTheme(o: object): void } }).Uptick.setTheme({ theme: 'light' }));
  await frame.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.evaluate(() => (window as unknown as { Uptick: { setTheme(o: object): void } }).Uptick.setTheme({ accent: '#b91c1c' }));
  const want = accentPalette('#b91c1c', 'light')!.primary;
  await frame.waitForFunction((colour) => (document.querySelector('.up-root') as HTMLElement).style.getPropertyValue('--c-primary') === colour, {}, want);
  assert.is(await themeOf(frame), 'light', 'the theme it was given stays');
});

step('a refused data-theme and data-accent are said on the console with what is allowed, and the frame gets neither', async ({ page, host }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${host.origin}/refused`);
  const frame = (await (await page.waitForSelector('#framed iframe'))!.contentFrame())!;
  assert.ok(errors.includes('Uptick embed: data-theme="blue" is not a theme: use light, dark or auto.'), errors.join('\n'));
  assert.ok(errors.includes('Uptick embed: data-accent="teal" is not a colour: use a hex colour, #rrggbb or #rgb (e.g. #2f5bea).'), errors.join('\n'));
  assert.not.match(frame.url(), /theme=|accent=/);
});

step('an inline mount takes theme and accent as the frame does, and Uptick.setTheme() changes it and the frame beside it', async ({ page, host }) => {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  await page.goto(`${host.origin}/both`);
  const inline = () => page.evaluate(() => {
    const el = document.getElementById('inline')!.shadowRoot!.querySelector('.up-root') as HTMLElement | null;
    return el && { theme: el.dataset.theme, primary: el.style.getPropertyValue('--c-primary'), background: getComputedStyle(el).backgroundColor };
  });
  await page.waitForFunction(() => !!document.getElementById('inline')?.shadowRoot?.querySelector('.up-root'));
  assert.equal(await inline(), { theme: 'dark', primary: accentPalette('#ffc400', 'dark')!.primary, background: dark });
  const frame = (await (await page.waitForSelector('#framed iframe'))!.contentFrame())!;
  await frame.waitForSelector('.up-root');
  assert.is(await themeOf(frame), 'dark', "auto: the device's dark, in a frame too");
  await frame.waitForFunction(() => document.title !== '' && !!document.querySelector('.up-root'));
  await page.waitForFunction(() => (window as unknown as { Uptick: { widgets: { ready: boolean }[] } }).Uptick.widgets[0]?.ready);
  await page.evaluate(() => (window as unknown as { Uptick: { setTheme(o: object): void } }).Uptick.setTheme({ theme: 'light', accent: '#2f5bea' }));
  await page.waitForFunction(() => (document.getElementById('inline')!.shadowRoot!.querySelector('.up-root') as HTMLElement).dataset.theme === 'light');
  assert.equal(await inline(), { theme: 'light', primary: '#2f5bea', background: light });
  await frame.waitForFunction(() => (document.querySelector('.up-root') as HTMLElement).style.getPropertyValue('--c-primary') === '#2f5bea');
});

step('the pages raised no uncaught errors and logged no console errors beyond the refusals', async ({ problems }) => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
