// Smoke test in real Chromium: the built page (dist/) served by the real server, one new user from
// registration to sign-out on a 375×812 phone screen. Screenshots of each major step go to .tmp/smoke/.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import * as assert from 'uvu/assert';
import { call, startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { demoInviteCode } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { buildOnce, distDir, confirmDialog, hash, locale, root, text, waitForHash, waitForText, waitForTextIn, walk, type Locale, type WalkContext } from './helpers/walk.js';

const zhTW = locale('zh-TW')!;
const en = locale('en')!;

interface Context extends WalkContext {
  user: { account: string; national: string; password: string; tradePassword: string };
  /** Read once (after the language switch) so the later steps can look for Japanese text. */
  ja?: Locale;
  token?: string;
  hashAfterSignOut?: string;
}

const { test, open, step, shot, close } = walk<Context>('smoke: register, sign in, switch language, sign out', path.join(root, '.tmp/smoke'));

test.before(async (context) => {
  await buildOnce();
  assert.ok(fs.existsSync(path.join(distDir, 'index.html')), 'the build wrote dist/index.html');
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  await seedDemoInto(context.server);
  context.user = {
    account: `sm${randomBytes(4).toString('hex')}`,
    // A Taiwanese mobile as typed after the +886 picker: 9 digits, 90–98 first. 99… are personal numbers, not
    // mobiles, which registration rightly refuses: drawn from all of 9…, one run in ten failed its first step.
    national: `9${randomInt(0, 9)}${String(randomInt(0, 1e7)).padStart(7, '0')}`,
    password: 'smoke1234',
    tradePassword: '135790',
  };
  await open(context);
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

step('step 1 of registration accepts a new account, a +886 mobile and the demo code', async ({ page, server, user }) => {
  await page.goto(`${server.url}/#${paths.registerCheck}`, { waitUntil: 'load' });
  await waitForText(page, 'h1', zhTW.registerCheck.title, 'the registration page shows in zh-TW');
  // The page's first screen comes before the data and the core (server/web/first-screen.ts); this route is none of
  // its screens, so it shows nothing of it, and the app takes its place.
  const html = await (await fetch(`${server.url}/`)).text();
  assert.ok(html.indexOf(' up-first"') >= 0 && html.indexOf(' up-first"') < html.indexOf('id="up-products"'), 'the first screen comes before the data');
  assert.is(await page.$('.up-first'), null, 'the app replaced the first screen');
  assert.is(await page.$eval('select', (el) => (el as HTMLSelectElement).value), '+886', 'the dial code defaults to +886');
  await page.type('#account', user.account);
  await page.type('#phone', user.national);
  await page.type('#inviteCode', demoInviteCode);
  await shot(page, '01-register-check');
  await page.click('button[type=submit]');
  await waitForHash(page, `#${paths.register}`, 'step 1 moves on to step 2');
  await page.waitForSelector('#tradePasswordConfirm');
  assert.ok((await text(page, '.up-body > p.up-muted')).endsWith(user.account), 'step 2 names the new account');
});

step('step 2 sets both passwords, accepts the terms and lands on login with the account prefilled', async ({ page, user }) => {
  await page.type('#password', user.password);
  await page.type('#passwordConfirm', user.password);
  await page.type('#tradePassword', user.tradePassword);
  await page.type('#tradePasswordConfirm', user.tradePassword);
  await page.click('#acceptTerms');
  await shot(page, '02-register-passwords');
  await page.click('button[type=submit]');
  await waitForHash(page, `#${paths.login}?account=${user.account}`, 'registration ends on login with ?account=');
  await waitForText(page, 'h1', zhTW.login.title, 'the login page shows');
  assert.is(await page.$eval('#account', (el) => (el as HTMLInputElement).value), user.account, 'the account field is prefilled');
  assert.is(await page.$eval('#password', (el) => (el as HTMLInputElement).value), '', 'the password field is empty');
  // Broke before: "Registration successful" sat on "Forgot password?" for two seconds.
  await waitForText(page, '.up-toast', zhTW.register.success, 'the registration toast');
  const covered = await page.evaluate(() => {
    const toast = document.querySelector('.up-toast')!.getBoundingClientRect();
    return [...document.querySelectorAll('.up-body a, .up-body button, .up-body input')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom;
      })
      .map((el) => el.textContent || el.id);
  });
  assert.equal(covered, [], 'the toast covers no control');
  await shot(page, '03-login-prefilled');
});

step('signing in shows the personal center with the account and an 8-character invite code', async (context) => {
  const { page, user } = context;
  await page.type('#password', user.password);
  await page.click('button[type=submit]');
  await waitForHash(page, `#${paths.user}`, 'sign-in goes to the personal center');
  await waitForText(page, 'h1', zhTW.user.title, 'the personal center title');
  await waitForText(page, '#up-account', user.account, 'the personal center shows the account');
  await page.waitForFunction(() => /^[A-Z0-9]{8}$/.test(document.querySelector('[data-testid=invite-code]')?.textContent ?? ''));
  const invite = await text(page, '[data-testid=invite-code]');
  assert.match(invite, /^[A-HJ-NP-Z2-9]{8}$/, 'an 8-character invite code from the unambiguous alphabet');
  context.token = await page.evaluate(() => JSON.parse(localStorage.getItem('uptick.token') ?? 'null'));
  assert.type(context.token, 'string', 'the token is kept in localStorage');
  await shot(page, '04-personal-center');
});

step('settings switches the interface to English', async ({ page }) => {
  await page.click(`a[href="#${paths.settings}"]`);
  await waitForHash(page, `#${paths.settings}`, 'the settings link opens settings');
  await waitForText(page, 'h1', zhTW.set.title, 'settings shows in zh-TW first');
  await page.click('input[name=language][value=en]');
  await waitForText(page, 'h1', en.set.title, 'the settings title becomes English');
  await waitForText(page, 'legend', en.set.language, 'the language legend becomes English');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'en', '<html lang> becomes en');
  assert.ok(await page.$eval('input[name=language][value=en]', (el) => (el as HTMLInputElement).checked), 'English is checked');
  await shot(page, '05-settings-en');
});

step('settings switches the interface to Japanese', async (context) => {
  const { page } = context;
  await page.click('input[name=language][value=ja]');
  context.ja = locale('ja');
  if (context.ja) {
    await waitForText(page, 'h1', context.ja.set.title, 'the settings title becomes Japanese');
    await waitForText(page, 'legend', context.ja.set.language, 'the language legend becomes Japanese');
    assert.is(await page.evaluate(() => document.documentElement.lang), 'ja', '<html lang> becomes ja');
  } else {
    try {
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
    } catch {
      assert.unreachable(`<html lang> never became ja (is ${await page.evaluate(() => document.documentElement.lang)}); locales/ja.json is missing`);
    }
    assert.not.equal(await text(page, 'h1'), en.set.title, 'the settings title is no longer English');
  }
  assert.is(await page.evaluate(() => JSON.parse(localStorage.getItem('uptick.language') ?? 'null')), 'ja', 'the choice is remembered');
  await shot(page, '06-settings-ja');
});

step('the back button returns to the personal center, now in Japanese', async ({ page, user, ja }) => {
  await page.click('header.up-bar button.up-icon-btn');
  await waitForHash(page, `#${paths.user}`, 'back from settings goes to the personal center');
  await waitForText(page, '#up-account', user.account, 'the account is still shown');
  if (ja) await waitForText(page, 'h1', ja.user.title, 'the personal center title is Japanese');
  await shot(page, '07-personal-center-ja');
});

step('signing out through the confirmation dialog ends on the login page', async (context) => {
  const { page, server, token, ja } = context;
  // At the foot of the page, where the fixed tab bar covers it until scrolled up, as a person would before tapping
  // (a click is sent to a point: it hit the tab bar, unless a full-page screenshot had moved the scroll before).
  await page.$eval('button.up-btn.danger', (button) => button.scrollIntoView({ block: 'center' }));
  await page.click('button.up-btn.danger');
  const dialog = await page.waitForSelector('[role=alertdialog]');
  assert.ok(dialog, 'a confirmation dialog opens');
  if (ja) await waitForText(page, '#up-confirm-text', ja.user.logoutConfirm, 'the dialog asks in Japanese');
  await shot(page, '08-logout-confirm');
  await confirmDialog(page);
  try {
    await page.waitForFunction((want) => location.hash.split('?')[0] === want, {}, `#${paths.login}`);
  } catch {
    assert.unreachable(`sign-out ends on the login page: location.hash is ${await hash(page)}`);
  }
  await page.waitForSelector('#account');
  // Let any late navigation (an auth-guard effect) land before the address is recorded.
  await new Promise((resolve) => setTimeout(resolve, 500));
  context.hashAfterSignOut = await hash(page);
  if (ja) await waitForText(page, 'h1', ja.login.title, 'the login title is Japanese');
  assert.is(await page.$('[role=alertdialog]'), null, 'the dialog is gone');
  assert.is(await page.evaluate(() => localStorage.getItem('uptick.token')), null, 'the token is dropped from the device');
  const me = await call(server.url, 'GET', '/api/me', { token });
  assert.is(me.status, 401, 'the server no longer accepts the old token');
  await shot(page, '09-signed-out');
});

step('a first visit from a German phone is in German, and <html lang> says so', async ({ browser, server }) => {
  const de = locale('de')!;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // As text: tsx would wrap a function's inner arrow in its __name helper, which the page doesn't have.
    await page.evaluateOnNewDocument("Object.defineProperty(navigator, 'languages', { get: function () { return ['de-DE', 'en-US']; } })");
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await waitForTextIn(page, '#up-reco', [de.home.recommendations], 'the home page speaks German');
    assert.is(await page.evaluate(() => document.documentElement.lang), 'de');
  } finally {
    await context.close();
  }
});

step("a German phone's first HTML is German (Accept-Language): German from the first render, no strings fetched, the choice in the cookie", async ({ browser, server }) => {
  const de = locale('de')!;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: await browser.userAgent(), acceptLanguage: 'de-DE,de;q=0.9' });
    const asked: string[] = [];
    page.on('request', (request) => void asked.push(request.url()));
    await page.goto(`${server.url}/#${paths.home}`, { waitUntil: 'domcontentloaded' });
    // The app starts in short tasks (src/start-in-slices.tsx): on a busy machine its home screen comes a task later;
    // whenever it comes, it is German, and no strings were fetched (below) to make it so.
    await page.waitForSelector('#up-reco');
    assert.ok((await text(page, '#up-reco')).includes(de.home.recommendations), 'German before anything else loads');
    assert.is(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(asked.filter((url) => /\/assets\/core\./.test(url)), [], 'no core strings fetched');
    const cookies = await page.cookies();
    assert.is(cookies.find((c) => c.name === 'lang')?.value, 'de', 'the choice mirrored for the next first HTML');
  } finally {
    await context.close();
  }
});

step('the page raised no uncaught errors and logged no console errors', async ({ problems }) => {
  assert.equal(problems, [], problems.join('\n'));
});

// user.tsx signs out with `route(paths.login, true)`; the auth guard must not turn that into a
// "you were stopped here" redirect back to the personal center.
step('a deliberate sign-out lands on plain login, without a guard redirect back', async ({ hashAfterSignOut }) => {
  assert.is(hashAfterSignOut, `#${paths.login}`, `the address after sign-out is ${hashAfterSignOut}`);
});

test.run();
