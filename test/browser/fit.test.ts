// Every label fits at 375 px in every language (docs/wording.md). The main screens, in each of the ten languages on a
// 375×812 phone, fail on any element whose text is wider or taller than its box (unless it is meant to be cut with
// an ellipsis or to scroll), on any word a line break splits, and on any button, tile or tab whose label takes more
// than two lines. Chinese, Japanese, Korean and Thai break lines between characters by design: there only the Latin
// words and numbers inside the text must not split. test/browser/helpers/fit-measure.js measures, in Debian's CJK
// and Thai fonts (scripts/ensure-chromium.mjs installs them). One browser, one page: each language is one load per
// user, its screens reached by hash as a tap would: 70–140 s for ten languages × 45 screens in `npm test`.
// Screenshots go to .tmp/fit/: each language's home screen, and every screen with a finding, the finding outlined
// (FIT_SHOTS=all: every screen). A new screen is one more row in `screens`. The trade screen's rows also check that
// its chart and both buttons are on screen together without scrolling.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { call, startTestApp } from '../helpers/test-app.js';
import { admin } from '../helpers/admin.js';
import { registerAndLogin } from '../helpers/users.js';
import { seedDemo, demoAccount, demoInviteCode } from '../../server/cli/seed-demo.js';
import { startSimulatedPrices } from './helpers/simulated-prices.js';
import { languages, type Language } from '../../src/core/languages.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { buildOnce, distDir, root, walk, type WalkContext } from './helpers/walk.js';
import { waitFor } from '../helpers/wait-for.js';

/** Who is signed in: `trader` has money, a bank account, a withdrawal and an order; `newcomer` has money and has not accepted the risk notice. */
type Who = 'trader' | 'newcomer';

interface Screen {
  name: string;
  /** The hash route it opens at. */
  route: string;
  /** An element that is there once the screen shows its content (matched only in the screen just opened). */
  ready: string;
  who?: Who;
  /** What a person does on it before it is measured (opening a dialog). */
  act?: (page: Page) => Promise<void>;
  /** What must be on screen together without scrolling, and not under the pinned dock unless part of it. */
  inView?: string[];
}

const btc = withQuery(paths.detail, { symbol: 'BTCUSDT' });

/** On the trade panel: a stake of 10, a tap on Rise, and the dialog it opens (`dialog` is in it once it is drawn). */
async function tapRise(page: Page, dialog: string) {
  await page.type('#amount', '10');
  await page.click('.up-actions .up-rise');
  await page.waitForSelector(dialog);
}

/** Replaces what a field holds (step 1 keeps what was typed in it before) with `text`, as a person retyping it. */
async function retype(page: Page, selector: string, text: string) {
  await page.focus(selector);
  await page.$eval(selector, (input) => (input as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** Registration step 1 sent (it only checks: the same account does in every language), so step 2 and its consent show. */
async function registerStepTwo(page: Page) {
  await retype(page, '#account', 'fitvisitor');
  // A Taiwanese mobile in every language: the dial code starts from the language's country, so it is chosen.
  await page.select('.up-input-row select', '+886');
  await retype(page, '#phone', '912000111');
  await retype(page, '#inviteCode', demoInviteCode);
  await page.click('form button[type=submit]');
  await page.waitForSelector('#acceptTerms');
}

/** Forgot password, step 1 sent for an account of its own each time (an account may ask 3 codes an hour): the code step shows. */
let forgotCount = 0;
async function askResetCode(page: Page) {
  await page.type('#account', `fitreset${++forgotCount}`);
  await page.select('.up-input-row select', '+886');
  await page.type('#phone', '912000111');
  await page.click('form button[type=submit]');
  await page.waitForSelector('[data-testid=demo-code]');
}

/** The newest demo news item, known once the server has seeded it. */
let newsItemRoute: string = paths.newsList;

/** The trader's system message, known once an operator has sent it. */
let messageRoute: string = paths.messages;
/** The trader's withdrawal account, once added (the details screen needs its id). */
let accountRoute: string = paths.withdrawalAccount;

/** The trade screen's chart and both buttons, in view together (docs/decisions.md, "The trade screen"). */
const chartAndButtons = ['.up-chart svg.up-plot', '.up-dock .up-rise', '.up-dock .up-fall'];

/** The main screens, in the order walked; the newcomer's come first (their load is the language's first). */
const screens: Screen[] = [
  { name: 'trade screen, no position', route: btc, who: 'newcomer', ready: '.up-chart svg.up-plot', inView: chartAndButtons },
  {
    name: 'risk notice',
    route: btc,
    who: 'newcomer',
    ready: '.up-periods button',
    act: async (page) => {
      await tapRise(page, '[role=alertdialog] .up-prose p');
      // Broke before: the en notice's lines ran to the edge the (overlaid) scrollbar is drawn on.
      const gap = await page.$eval('.up-dialog-text', (box) => {
        const right = Math.max(...[...box.querySelectorAll('p')].map((p) => p.getBoundingClientRect().right));
        return box.getBoundingClientRect().right - right;
      });
      if (gap < 6) throw new Error(`the risk notice's text runs ${gap.toFixed(1)} px from its scroll edge, under the scrollbar`);
    },
  },
  // Broke before: in en the hero and the shortcuts filled the screen, and "Simulated prices" took a line of its own.
  { name: 'home, signed out', route: paths.home, who: 'newcomer', ready: '.up-list li .up-num', inView: ['#up-reco', '.up-list li .up-grow > strong'] },
  { name: 'welcome → home', route: paths.welcome, ready: '.up-grid a' },
  { name: 'products', route: paths.products, ready: '.up-list li .up-num' },
  { name: 'trade screen with an open position', route: btc, ready: '.up-positions li', inView: chartAndButtons },
  {
    name: 'order confirmation',
    route: btc,
    ready: '.up-periods button',
    act: (page) => tapRise(page, '[role=alertdialog]'),
  },
  { name: 'login', route: paths.login, ready: '#password' },
  { name: 'register step 1', route: paths.registerCheck, ready: '#inviteCode' },
  { name: 'forgot password', route: paths.forgotPassword, ready: '#phone' },
  { name: 'forgot password: the code', route: paths.forgotPassword, ready: '#phone', act: askResetCode },
  { name: 'savings', route: paths.money, ready: '.up-hero' },
  { name: 'savings: transfer in', route: paths.savingsIn, ready: '[data-testid=remaining]' },
  { name: 'savings: transfer out', route: paths.savingsOut, ready: '[data-testid=remaining]' },
  { name: 'savings history', route: paths.savingsRecords, ready: '.up-recs li' },
  { name: 'savings rules', route: paths.savingsRules, ready: '[data-testid=savings-rules]' },
  { name: 'my account', route: paths.user, ready: '[data-testid=invite-code]' },
  // The account screen has loaded the user: home now shows their total instead of the sign-in buttons.
  { name: 'home, signed in', route: paths.home, ready: '.up-hero .up-big' },
  { name: 'settings', route: paths.settings, ready: '.up-langs' },
  { name: 'deposit', route: paths.deposit, ready: '.up-chips' },
  { name: 'withdraw', route: paths.withdraw, ready: '.up-all' },
  { name: 'withdrawal accounts', route: paths.withdrawalAccount, ready: '[data-testid=accounts] li' },
  {
    name: 'withdrawal account: details',
    get route() {
      return accountRoute;
    },
    ready: '#label',
  },
  { name: 'real-name verification', route: paths.verify, ready: '.up-photos' },
  { name: 'withdrawal account: add another', route: paths.withdrawalAccountDetail, ready: '#tradePassword' },
  { name: 'deposit history', route: paths.depositList, ready: '.up-recs li' },
  { name: 'withdrawal history', route: paths.withdrawalList, ready: '.up-recs li' },
  { name: 'change password', route: withQuery(paths.password, { kind: 'trade' }), ready: '.up-form' },
  { name: 'transaction history', route: paths.moneyRecord, ready: '.up-list li' },
  { name: 'transaction history: export', route: paths.moneyRecord, ready: '[data-testid=export] summary', act: (page) => page.click('[data-testid=export] summary') },
  { name: 'orders', route: paths.orders, ready: '.up-recs li' },
  { name: 'help', route: paths.help, ready: '.up-card' },
  {
    name: 'home: highlights and news',
    route: paths.home,
    ready: '[data-testid=latest-news] li',
    act: (page) => page.waitForSelector('[data-testid=highlights] li').then(() => undefined),
  },
  { name: 'news', route: paths.newsList, ready: '.up-body .up-list li' },
  {
    name: 'news item',
    get route() {
      return newsItemRoute;
    },
    ready: '.up-body .up-prose',
  },
  { name: 'system messages', route: paths.messages, ready: '.up-body .up-list li' },
  {
    name: 'system message',
    get route() {
      return messageRoute;
    },
    ready: '.up-msg-body',
  },
  { name: 'customer service', route: paths.support, ready: '.up-composer' },
  { name: 'about us', route: paths.about, ready: '[data-page=about] .up-prose p' },
  { name: 'privacy policy', route: paths.privacy, ready: '[data-page=privacy] .up-prose p' },
  { name: 'information', route: paths.info, ready: '[data-page=info] .up-prose p' },
  { name: 'terms', route: paths.terms, ready: '[data-page=terms] .up-prose p' },
  { name: 'balances (wallet)', route: paths.wallet, ready: '[data-testid=balance-rows] li' },
  { name: 'register step 2 with consent', route: paths.registerCheck, ready: '#inviteCode', act: registerStepTwo },
  {
    name: 'terms over the registration form',
    route: paths.registerCheck,
    ready: '#inviteCode',
    act: async (page) => {
      await registerStepTwo(page);
      await page.click('[data-testid=consent-documents] button');
      await page.waitForSelector('[role=dialog] .up-prose p');
    },
  },
];

interface Context extends WalkContext {
  tokens: Record<Who, string>;
  startedMs: number;
}

const shots = path.join(root, '.tmp/fit');
const { test, open, close } = walk<Context>('fit: every label fits at 375 px in every language', shots);

test.before(async (context) => {
  context.startedMs = Date.now();
  await buildOnce();
  // A customer-service link, so that its home tile shows (it is there only when configured).
  // Registration step 1 is sent twice a language: more than the default limit a minute from one address.
  context.server = await startTestApp({ distDir: distDir, demoMode: true, customerServiceUrl: 'https://support.example/', authRateLimitPerMinute: 1000 });
  const { app, url } = context.server;
  await seedDemo(app.conn, Date.now());
  await startSimulatedPrices(context.server);
  const login = await call(url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  assert.is(login.status, 200, JSON.stringify(login.body));
  const trader = login.body.token as string;
  const newcomer = (await registerAndLogin(url, demoInviteCode)).token;
  const ok = async (what: string, status: number, want: number, body: unknown) => assert.is(status, want, `${what}: ${JSON.stringify(body)}`);
  for (const [token, key] of [[trader, 'fit-trader'], [newcomer, 'fit-newcomer']]) {
    const r = await call(url, 'POST', '/api/deposits', { token, headers: { 'idempotency-key': key }, body: { amount: '1000.00', method: 'bank_transfer' } });
    await ok('demo deposit', r.status, 201, r.body);
  }
  // The trader's rows fill the lists that are checked: savings moved in (a pending share and a record), a bound
  // account, a withdrawal under review, an open order.
  const moved = await call(url, 'POST', '/api/savings/transfer-in', { token: trader, headers: { 'idempotency-key': 'fit-savings' }, body: { amount: '123.45' } });
  await ok('savings transfer in', moved.status, 201, moved.body);
  let r = await call(url, 'POST', '/api/withdrawal-accounts', {
    token: trader,
    body: { type: 'bank_card', accountName: 'Chen Mei', nationality: 'TW', bankName: 'Bank of Taiwan', cardNumber: '4000123456789010', bankAddress: 'Taipei Main Branch', tradePassword: demoAccount.tradePassword },
  });
  await ok('bind an account', r.status, 201, r.body);
  accountRoute = withQuery(paths.withdrawalAccountDetail, { id: r.body.id });
  r = await call(url, 'POST', '/api/withdrawals', { token: trader, headers: { 'idempotency-key': 'fit-withdrawal' }, body: { amount: '100.00', tradePassword: demoAccount.tradePassword } });
  await ok('withdraw', r.status, 201, r.body);
  r = await call(url, 'POST', '/api/me/risk-acknowledgement', { token: trader });
  await ok('accept the risk notice', r.status, 204, r.body);
  // An hour's period, so that the position is still open when a slow walk reaches the last language.
  const period = await admin(context.server, 'products', 'rate', 'BTCUSDT', '--period', '3600', '--rate', '90.00', '--reason', 'fit walk');
  assert.is(period.code, 0, period.stdout);
  // The feed's first tick may be a moment away, and the server's catalogue a moment behind the operator.
  let tries = 0;
  const placed = async () => {
    r = await call(url, 'POST', '/api/orders', { token: trader, headers: { 'idempotency-key': `fit-order-${tries++}` }, body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 3600 } });
    return r.status === 201;
  };
  await waitFor(placed, { timeoutMs: 10_000, everyMs: 200 }).catch(() => undefined);
  await ok('place an order', r.status, 201, r.body);
  newsItemRoute = withQuery(paths.newsDetail, { id: (await call(url, 'GET', '/api/news?limit=1')).body.items[0].id });
  const sent = await admin(context.server, 'messages', 'send', demoAccount.account, '--title', '系統維護通知', '--body', '今晚 23:00 至 23:30 系統維護，期間暫停交易。\n造成不便，敬請見諒。', '--reason', 'fit');
  await ok('an operator message', sent.code, 0, sent.stdout);
  const inbox = await call(url, 'GET', '/api/messages?limit=1', { token: trader });
  messageRoute = withQuery(paths.messages, { id: inbox.body.items[0].id });
  context.tokens = { trader, newcomer };
  fs.rmSync(shots, { recursive: true, force: true });
  await open(context);
  await context.page.evaluateOnNewDocument(fs.readFileSync(path.join(root, 'test/browser/helpers/fit-measure.js'), 'utf8'));
  await context.page.goto(`${url}/#${paths.welcome}`, { waitUntil: 'load' });
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

test('Chinese, Japanese, Korean and Thai have fonts, so their text is measured as users see it', () => {
  for (const lang of ['zh-tw', 'zh-cn', 'ja', 'ko', 'th']) {
    const families = execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim();
    assert.ok(families, `no font for ${lang}: run \`node scripts/ensure-chromium.mjs\` (npm test's pretest), or apt-get install fonts-noto-cjk fonts-thai-tlwg`);
  }
});

/** Loads the app afresh at `route` in `lang`, signed in as `who` (the app reads both from storage as it starts). */
async function load(page: Page, lang: Language, token: string, route: string) {
  await page.evaluate(
    (l, t, to) => {
      localStorage.clear();
      localStorage.setItem('uptick.language', JSON.stringify(l));
      localStorage.setItem('uptick.token', JSON.stringify(t));
      location.hash = to;
    },
    lang,
    token,
    `#${route}`,
  );
  await page.reload({ waitUntil: 'load' });
  // Measuring the default language ten times would pass too: make sure the page speaks `lang`.
  await page.waitForFunction((l) => document.documentElement.lang === l, { timeout: 8000 }, lang);
}

/**
 * Opens `screen` and waits until it shows its content and nothing is loading. The screen left behind is marked
 * first, so that `ready` can't match it; not so right after a load (`loaded`), which may have drawn it already,
 * nor when the screen is the one showing (a dialog opened on it).
 */
async function show(page: Page, screen: Screen, loaded: boolean) {
  if (!loaded) {
    await page.evaluate((to) => {
      if (location.hash === to) return;
      for (const el of document.querySelectorAll('.up-page, .up-welcome')) el.setAttribute('data-fit-left', '');
      location.hash = to;
    }, `#${screen.route}`);
  }
  await page.waitForFunction(
    (ready) =>
      [...document.querySelectorAll(ready)].some((el) => !el.closest('[data-fit-left]')) &&
      !document.querySelector('.up-skeleton, .up-loading, .up-route-loading'),
    { timeout: 8000 },
    screen.ready,
  );
  await screen.act?.(page);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
}

const said = { overflow: 'overflows its box', break: 'breaks inside a word', lines: 'takes too many lines' };

interface Finding {
  kind: 'overflow' | 'break' | 'lines';
  selector: string;
  text: string;
  measure: string;
}

// Plain tests, not the walk's steps: every language is measured even when one before it failed.
for (const lang of languages) {
  test(`${lang}: the main screens fit at 375 px`, async (context) => {
    const { page, tokens } = context;
    const failures: string[] = [];
    const started = Date.now();
    let signedIn: Who | undefined;
    for (const screen of screens) {
      const who = screen.who ?? 'trader';
      const loaded = who !== signedIn;
      try {
        if (loaded) {
          await load(page, lang, tokens[who], screen.route);
          signedIn = who;
        }
        await show(page, screen, loaded);
      } catch (error) {
        failures.push(`${lang} · ${screen.name}: did not show (${String(error).split('\n')[0]}) at ${await page.evaluate(() => location.hash)}`);
        await page.screenshot({ path: path.join(shots, `${lang}-${screen.name.replace(/\W+/g, '-')}-failed.png`) });
        continue;
      }
      const found: Finding[] = await page.evaluate(() => (window as unknown as { upFitMeasure: () => Finding[] }).upFitMeasure());
      for (const f of found) {
        failures.push(`${lang} · ${screen.name} · ${f.selector} "${f.text}": ${said[f.kind]}, ${f.measure}`);
      }
      const hidden: string[] = await page.evaluate(
        (selectors) =>
          selectors.filter((selector) => {
            const element = document.querySelector(selector);
            const box = element?.getBoundingClientRect();
            const dockTop = document.querySelector('.up-dock')?.getBoundingClientRect().top ?? innerHeight;
            return !box || scrollY > 0 || box.top < 0 || box.bottom > (element!.closest('.up-dock') ? innerHeight : dockTop);
          }),
        screen.inView ?? [],
      );
      for (const selector of hidden) failures.push(`${lang} · ${screen.name} · ${selector}: not in view without scrolling`);
      const file = screen.route === paths.welcome ? `${lang}-home` : `${lang}-${screen.name.replace(/\W+/g, '-')}`;
      if (found.length || screen.route === paths.welcome || process.env.FIT_SHOTS === 'all') {
        await page.screenshot({ path: path.join(shots, `${file}.png`), fullPage: true });
      }
    }
    assert.equal(failures, [], `${failures.length} labels do not fit (${Date.now() - started} ms; screenshots in .tmp/fit/):\n${failures.join('\n')}`);
  });
}

test('the walk raised no uncaught errors and logged no console errors', async ({ problems, startedMs }) => {
  console.log(`  fit: ${languages.length} languages × ${screens.length} screens in ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
