// A walk through the app in Chromium: one phone-sized page that a browser test drives step by step, each step a
// uvu test of one suite, with a screenshot folder and a record of every error the page raised on the way. Starting
// the server and the steps themselves stay in the test; this holds what each walk does the same way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import puppeteer, { type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'puppeteer-core';
import { launchOptions } from '../launch-options.mjs';
import { build } from '../../../build.mjs';
import type { TestApp } from '../../helpers/test-app.js';

/** The repository root, where dist/, locales/ and .tmp/ are. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where the walks' build goes: dist/, or with TEST_OWN_BUILD=1 a folder of this process's own (`npm test` runs the fit
 * walk in a process beside the other walks, and a build rewrites the files the other process's server is serving).
 */
export const distDir = process.env.TEST_OWN_BUILD ? fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-dist-')) : path.join(root, 'dist');
if (process.env.TEST_OWN_BUILD) process.once('exit', () => fs.rmSync(distDir, { recursive: true, force: true }));

let built: ReturnType<typeof build> | undefined;

/** Builds the widget into `distDir` once per run (~2 s a build): every walk serves the same files. */
export function buildOnce(): ReturnType<typeof build> {
  built ??= build({ outDir: distDir });
  return built;
}

let browser: Promise<Browser> | undefined;
let usersLeft = 0;

/**
 * One Chromium for every browser file of a run, each in browser contexts of its own (storage, caches and service
 * workers that end with the context): a launch costs ~1.3 s of CPU, a context ~0.3 s. A file takes its share as it
 * loads (test/run.mjs loads every file before the first test runs) and releases it in its `after`; the last
 * release closes the browser, so no process is left holding it.
 */
export function sharedBrowser() {
  usersLeft++;
  let released = false;
  return {
    get: (): Promise<Browser> => (browser ??= puppeteer.launch(launchOptions())),
    async release() {
      if (released) return;
      released = true;
      if (--usersLeft > 0 || !browser) return;
      const closing = browser;
      browser = undefined;
      await closing.then((b) => b.close(), () => undefined);
    },
  };
}

/** A locale file of the app: section → key → text. */
export type Locale = Record<string, Record<string, string>>;

/** Reads locales/<lang>.json; `undefined` when that language has no file (yet), so a test can do without it. */
export const locale = (lang: string): Locale | undefined => {
  const file = path.join(root, 'locales', `${lang}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Locale) : undefined;
};

/** What a walk keeps in the suite's context, next to what the test keeps there itself. */
export interface WalkContext {
  /** The app the walk goes through, started (and closed) by the test. */
  server: TestApp;
  /** The run's Chromium (sharedBrowser), for a second device in a context of its own. */
  browser: Browser;
  /** The walk's own browser context, the phone's: nothing in it outlives the walk. */
  visit: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors of the page, each with the step it happened in. */
  problems: string[];
  /** The step running now, so that each problem says where it happened. */
  step: string;
  /** The first step that failed: the later ones depend on the screen it should have left, so they do not run. */
  failed?: string;
}

export interface OpenOptions {
  /** A console error the app is meant to log (the browser logs every 4xx it sees), not to count as a problem. */
  expectedError?: (message: ConsoleMessage) => boolean;
  /** Lets the page's service worker answer its requests: what it keeps is what a tap finds offline (the areas walk). */
  worker?: boolean;
}

/**
 * A walk: the suite `title`, with its screenshots in the folder `shots`. `open` the phone in `test.before`, then
 * write the walk as `step`s, with a `shot` where a person would want to see the screen.
 */
export function walk<C extends WalkContext = WalkContext>(title: string, shots: string) {
  // The context is filled in by test.before (the test's server, then `open`).
  const test = suite<C>(title, {} as C);
  const chromium = sharedBrowser();
  return {
    test,

    /** Makes `shots` (dropping the failed.png of an earlier run) and opens a 375×812 phone page that records problems. */
    async open(context: C, { expectedError, worker }: OpenOptions = {}) {
      fs.mkdirSync(shots, { recursive: true });
      fs.rmSync(path.join(shots, 'failed.png'), { force: true });
      context.problems = [];
      context.step = 'start';
      context.browser = await chromium.get();
      context.visit = await context.browser.createBrowserContext();
      context.page = await context.visit.newPage();
      // The page registers a service worker, which would answer requests a walk holds or fails by interception
      // (test/browser/service-worker.test.ts is the worker's own suite).
      await context.page.setBypassServiceWorker(!worker);
      context.page.setDefaultTimeout(15_000);
      await context.page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      context.page.on('pageerror', (error) => context.problems.push(`[${context.step}] uncaught: ${String(error)}`));
      context.page.on('console', (message) => {
        if (message.type() === 'error' && !expectedError?.(message)) {
          context.problems.push(`[${context.step}] console.error: ${message.text()}`);
        }
      });
    },

    /** Ends the walk's browser context, and the browser with the run's last file; call it in `test.after`. */
    async close(context: C) {
      await context.visit?.close();
      await chromium.release();
    },

    /** A step of the walk: skipped with a pointer to the first failure once one step has failed; a failure leaves failed.png. */
    step(name: string, run: (context: C) => Promise<void>) {
      test(name, async (context) => {
        if (context.failed) throw new Error(`not run: the earlier step "${context.failed}" failed`);
        context.step = name;
        try {
          await run(context);
        } catch (error) {
          context.failed = name;
          await context.page.screenshot({ path: path.join(shots, 'failed.png') }).catch(() => {});
          throw error;
        }
      });
    },

    /**
     * A full-page screenshot, `shots`/<name>.png, when WALK_SHOTS=1 asks for it: it is for a person to look at and no
     * test reads it, and each costs Chromium ~0.17 s (≈ 50 a run). A failed step's failed.png is always taken.
     */
    shot: async (page: Page, name: string) => {
      if (process.env.WALK_SHOTS === '1') await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
    },
  };
}

export const hash = (page: Page) => page.evaluate(() => location.hash);

/** The trimmed text of `selector`; throws when nothing matches. */
export const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');

/** Like `text`, but "(not on screen)" when nothing matches, so that an assertion's message can say so. */
export const shownText = (page: Page, selector: string) => text(page, selector).catch(() => '(not on screen)');

export async function waitForHash(page: Page, expected: string, message: string) {
  try {
    await page.waitForFunction((want) => location.hash === want, {}, expected);
  } catch {
    // What the screen said instead: a refusal shows as an alert (a field's error, a form's, a failed load).
    const alerts = await page.$$eval('[role=alert]', (els) => els.map((el) => el.textContent?.trim()).filter(Boolean));
    assert.unreachable(`${message}: expected location.hash ${expected}, is ${await hash(page)}; on screen: ${alerts.length ? alerts.join(' | ') : 'no alert'}`);
  }
}

/** Waits until the trimmed text of `selector` is exactly `expected`. */
export async function waitForText(page: Page, selector: string, expected: string, message: string) {
  try {
    await page.waitForFunction(
      (sel, want) => document.querySelector(sel)?.textContent?.trim() === want,
      {},
      selector,
      expected,
    );
  } catch {
    assert.unreachable(`${message}: expected ${selector} to read "${expected}", reads "${await shownText(page, selector)}"`);
  }
}

/** Waits until `selector` exists and its text contains every one of `parts`. */
export async function waitForTextIn(page: Page, selector: string, parts: string[], message: string) {
  try {
    await page.waitForFunction(
      (sel, want) => {
        const found = document.querySelector(sel)?.textContent ?? '';
        return want.every((part) => found.includes(part));
      },
      {},
      selector,
      parts,
    );
  } catch {
    assert.unreachable(`${message}: expected ${selector} to contain ${JSON.stringify(parts)}, reads "${await shownText(page, selector)}"`);
  }
}

/** Presses the confirming (not the secondary) button of the open confirmation dialog. */
export const confirmDialog = (page: Page) => page.click('[role=alertdialog] .up-actions button:not(.secondary)');
