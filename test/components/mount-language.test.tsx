// mount() picks the first-visit language and puts `lang` where it belongs (src/main.tsx): on our own page the
// <html> element, inline the element we were given, never the host page's <html>. On our own page, the core
// strings the page carries (#up-strings, server/routes/web.ts) show on the first render, with no fetch; and the
// server's first screen stays up, whole, until the app, drawn in short tasks, takes its place in one step (a paint
// between two tasks shows the server's screen, never a blank page or the splash).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { mount } from '../../src/main.js';
import { language } from '../../src/i18n/i18n.js';
import { readLocale, registerDom, repoRoot, unregisterDom, waitFor } from './helpers/dom.js';

const de = readLocale('de');
const zhTW = readLocale('zh-TW');
const ja = readLocale('ja');
const test = suite<{ server: TestApp; assets: string }>('mount and the first language', {} as never);

test.before(async (context) => {
  // The locale files as the build serves them, without a build (the server serves files beside a page).
  context.assets = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-assets-'));
  fs.cpSync(path.join(repoRoot, 'locales'), path.join(context.assets, 'locales'), { recursive: true });
  fs.writeFileSync(path.join(context.assets, 'index.html'), '<!doctype html>');
  context.server = await startTestApp({ distDir: context.assets });
  registerDom(context.server.url);
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
  fs.rmSync(context.assets, { recursive: true, force: true });
});

test.after.each(() => {
  localStorage.clear();
  language.value = 'zh-TW';
});

test('a first visit from a German device is in German, and <html lang> says so', async () => {
  Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'en-US'], configurable: true });
  const element = document.createElement('div');
  document.body.appendChild(element);
  const mounted = mount(element);
  try {
    await waitFor(() => element.textContent?.includes(de.home.recommendations), 5_000, 'the German home');
    assert.is(document.documentElement.lang, 'de');
    assert.is(JSON.parse(localStorage.getItem('uptick.language') ?? 'null'), 'de', 'remembered as the choice');
  } finally {
    mounted.unmount();
    element.remove();
  }
});

test("our page in Japanese renders Japanese from the page's strings on the first render, before any fetch could land, and mirrors the choice in a cookie", async () => {
  // Japanese: no other component test loads it, and the strings a process has loaded stay loaded.
  Object.defineProperty(navigator, 'languages', { value: ['ja-JP'], configurable: true });
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'up-strings';
  block.textContent = JSON.stringify({ language: 'ja', strings: ja });
  document.body.appendChild(block);
  location.hash = '#/pages/index/index';
  const element = document.createElement('div');
  document.body.appendChild(element);
  // The app draws itself in tasks after mount()'s (src/start-in-slices.tsx) and puts itself in at once: what
  // #app holds at its first change is the first render.
  const firstTexts: string[] = [];
  new MutationObserver(() => firstTexts.push(element.textContent ?? '')).observe(element, { childList: true, subtree: true });
  const mounted = mount(element);
  try {
    // Synchronously after mount(): nothing fetched could have arrived yet, and the language is already Japanese.
    assert.is(document.documentElement.lang, 'ja');
    assert.is(document.getElementById('up-strings'), null, 'the block is taken');
    await waitFor(() => firstTexts.length > 0, 5_000, 'the first render');
    assert.ok(firstTexts[0].includes(ja.home.recommendations), 'Japanese on the first render');
    await waitFor(() => document.cookie.includes('lang=ja'), 2_000, 'the choice mirrored in the cookie the server reads');
  } finally {
    mounted.unmount();
    element.remove();
    document.cookie = 'lang=;path=/;max-age=0';
    location.hash = '';
  }
});

test("mounted inline, the language goes on the host's element, never on the host page's <html>", async () => {
  document.documentElement.lang = 'fr';
  const element = document.createElement('div');
  document.body.appendChild(element);
  const mounted = mount(element, { routing: 'memory', language: 'de', initialPath: '/pages/index/index' });
  try {
    await waitFor(() => element.shadowRoot?.textContent?.includes(de.home.recommendations) ?? false, 5_000, 'the German home in the shadow root');
    assert.is(element.lang, 'de');
    assert.is(document.documentElement.lang, 'fr', "the host's <html lang> is the host's");
  } finally {
    mounted.unmount();
    element.remove();
  }
});

test('a language whose strings cannot load falls back to the default, visibly, never a blank page', async () => {
  // Vietnamese: no other component test loads it, and the strings a process has loaded stay loaded.
  Object.defineProperty(navigator, 'languages', { value: ['vi-VN'], configurable: true });
  const element = document.createElement('div');
  document.body.appendChild(element);
  // An asset folder without locales: Vietnamese answers 404.
  const mounted = mount(element, { assetBase: `${location.origin}/nowhere/` });
  try {
    await waitFor(() => element.textContent?.includes(zhTW.home.recommendations), 5_000, 'the zh-TW home');
    await waitFor(() => document.body.textContent?.includes(zhTW.app.languageFailed.replace('{{name}}', 'Tiếng Việt')), 2_000, 'a toast naming Vietnamese');
    assert.is(document.documentElement.lang, 'zh-TW');
    assert.is(localStorage.getItem('uptick.language'), null, 'a language that never showed is not remembered');
  } finally {
    mounted.unmount();
    element.remove();
  }
});

test("mount() keeps the server's first screen up while the app starts, and the app takes its place whole, in one step", async () => {
  location.hash = '#/pages/index/index';
  const element = document.createElement('div');
  element.innerHTML = '<div class="up-root up-first on"><ul class="up-list"><li>BTC</li></ul></div>';
  document.body.appendChild(element);
  // What #app holds after each change: the first screen, the app, or nothing.
  const seen: string[] = [];
  new MutationObserver(() => {
    const first = element.querySelector('.up-first');
    const app = element.querySelector('.up-root:not(.up-first)');
    seen.push(first && app ? 'both' : first ? 'first screen' : app ? `app${app.querySelector('.up-tabs a span') ? ' with its tab bar' : ''}` : 'nothing');
  }).observe(element, { childList: true, subtree: true });
  const mounted = mount(element, { language: 'zh-TW' });
  try {
    assert.ok(element.querySelector('.up-first'), 'the first screen is up when mount() returns');
    assert.not.ok(element.querySelector('.up-root:not(.up-first)'), 'the app is not drawn in the same task');
    await waitFor(() => element.textContent?.includes(zhTW.home.recommendations), 5_000, 'the app');
    assert.is(seen[0], 'app with its tab bar', 'the first change to #app puts the whole app, down to its tab bar, in place of the first screen');
  } finally {
    mounted.unmount();
    element.remove();
    location.hash = '';
  }
});

test.run();
