// Account security in real Chromium: the built page (dist/) served by the real server in demo mode. The demo user
// opens the screen from the personal center, turns two-step sign-in on from the QR code's key (the recovery codes
// shown once), signs in on a new device (another browser context: no device token) with a code, withdraws there
// with a code, and from the first device signs that one out. The server's clock is the test's, moved a time step
// on before each new code (each code works once). Screenshots of each step go to .tmp/account-security/.
import path from 'node:path';
import * as assert from 'uvu/assert';
import { generate } from 'otplib';
import type { Page } from 'puppeteer-core';
import { call, startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { validAccount } from '../helpers/funds.js';
import { demoAccount } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { buildOnce, distDir, confirmDialog, locale, root, waitForHash, waitForTextIn, walk, type WalkContext } from './helpers/walk.js';

const zhTW = locale('zh-TW')!;
const security = zhTW.security as unknown as Record<string, string>;

interface Context extends WalkContext {
  /** The server's clock runs this far ahead of the machine's: a step on for each new code. */
  aheadMs: number;
  secret: string;
  /** The second device: a browser context of its own, so it holds no device token of the account. */
  other: Page;
}

const { test, open, step, shot, close } = walk<Context>('account security: two-step sign-in, a new device, a withdrawal, a sign-out', path.join(root, '.tmp/account-security'));

test.before(async (context) => {
  await buildOnce();
  context.aheadMs = 0;
  context.server = await startTestApp({ distDir: distDir, demoMode: true }, undefined, () => Date.now() + context.aheadMs);
  await seedDemoInto(context.server);
  // The withdrawal account, bound before two-step sign-in is on (the walk withdraws to it).
  const signedIn = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  const bound = await call(context.server.url, 'POST', '/api/withdrawal-accounts', { token: signedIn.body.token, body: { ...validAccount, tradePassword: demoAccount.tradePassword } });
  assert.is(bound.status, 201, JSON.stringify(bound.body));
  assert.is((await call(context.server.url, 'POST', '/api/auth/logout', { token: signedIn.body.token })).status, 204);
  await open(context, {
    // The browser logs every 4xx it sees: the sign-in that asks for a code answers 401 otp_required, as it should.
    expectedError: (message) => /status of 401/.test(message.text()) && !!message.location().url?.endsWith('/api/auth/login'),
  });
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

/** A code of the app for a time step no code was taken for yet. */
async function nextCode(context: Context): Promise<string> {
  context.aheadMs += 30_000;
  return generate({ secret: context.secret, epoch: Math.floor((Date.now() + context.aheadMs) / 1000) });
}

const buttonByText = (page: Page, label: string) =>
  page.evaluateHandle((wanted) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === wanted) ?? null, label);

async function clickButton(page: Page, label: string): Promise<void> {
  await page.waitForFunction((wanted) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === wanted), {}, label);
  const handle = await buttonByText(page, label);
  await (handle.asElement() as Awaited<ReturnType<Page['$']>>)!.click();
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#${paths.login}`, { waitUntil: 'load' });
  await page.waitForSelector('#password');
  await page.type('#account', demoAccount.account);
  await page.type('#password', demoAccount.password);
  await page.click('button[type=submit]');
}

step('the personal center links to account security: this device, its sign-in, two-step sign-in off', async ({ page, server }) => {
  await signIn(page, server.url);
  await waitForHash(page, `#${paths.user}`, 'signed in, the personal center');
  // The hash changes before the personal center's area has drawn its links.
  await page.waitForSelector(`a[href="#${paths.security}"]`);
  await page.$eval(`a[href="#${paths.security}"]`, (el) => el.scrollIntoView({ block: 'center' }));
  await page.click(`a[href="#${paths.security}"]`);
  await waitForHash(page, `#${paths.security}`, 'the security screen');
  await waitForTextIn(page, '.up-body', [security.twoStep, security.off, security.sessions, security.thisDevice, security.signIns], 'the screen');
  await shot(page, '01-security');
});

step('two-step sign-in: the QR code and key, on with a code and the transaction password, ten recovery codes', async (context) => {
  const { page } = context;
  await clickButton(page, security.setUp);
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img.up-qr');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  context.secret = await page.$eval('.up-secret code', (el) => (el.textContent ?? '').replace(/\s/g, ''));
  assert.match(context.secret, /^[A-Z2-7]{32}$/);
  await shot(page, '02-setup');
  await page.type('#code', await nextCode(context));
  await page.type('#tradePassword', demoAccount.tradePassword);
  await page.click('.up-card button[type=submit]');
  await page.waitForFunction(() => document.querySelectorAll('.up-codes li').length === 10);
  await shot(page, '03-recovery-codes');
  await clickButton(page, security.saved);
  await waitForTextIn(page, '.up-card', [security.turnOff], 'on');
});

step('a new device signs in with the code it is asked for', async (context) => {
  const other = await context.browser.createBrowserContext();
  context.other = await other.newPage();
  await context.other.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await signIn(context.other, context.server.url);
  await context.other.waitForSelector('#otp');
  await waitForTextIn(context.other, '.up-form-error', [zhTW.errors.otp_required], 'asked for a code');
  await shot(context.other, '04-new-device-code');
  await context.other.type('#otp', await nextCode(context));
  await context.other.click('button[type=submit]');
  await waitForHash(context.other, `#${paths.user}`, 'signed in on the new device');
});

step('the new device withdraws with a code', async (context) => {
  const page = context.other;
  await page.goto(`${context.server.url}/#${paths.withdraw}`, { waitUntil: 'load' });
  await page.waitForSelector('#amount');
  await page.type('#amount', '100');
  await page.type('#tradePassword', demoAccount.tradePassword);
  await page.click('button[type=submit]');
  await confirmDialog(page);
  await page.waitForSelector('#otp');
  await waitForTextIn(page, '.up-form-error', [zhTW.errors.otp_required], 'asked for a code');
  await page.type('#otp', await nextCode(context));
  await page.click('button[type=submit]');
  await confirmDialog(page);
  await waitForHash(page, `#${paths.withdrawalList}`, 'the withdrawal is under review');
  await waitForTextIn(page, '.up-recs li', ['100.00'], 'the withdrawal row');
  await shot(page, '05-withdrawn');
});

step('the first device signs the new one out; the new one is sent to sign in', async (context) => {
  const { page } = context;
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelectorAll('.up-list')[0]?.querySelectorAll('li').length === 2);
  await shot(page, '06-two-devices');
  await page.click('.up-list button.up-out');
  await page.waitForFunction(() => document.querySelectorAll('.up-list')[0]?.querySelectorAll('li').length === 1);
  await context.other.goto(`${context.server.url}/#${paths.user}`, { waitUntil: 'load' });
  await context.other.waitForFunction((login) => location.hash.startsWith(login), {}, `#${paths.login}`);
  await shot(page, '07-signed-out');
});

test.run();
