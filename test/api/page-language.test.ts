import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { languages } from '../../src/core/languages.js';

// The first HTML comes in the visitor's language, with that language's core strings as data (#up-strings), so
// no language waits a round trip before its first paint: the stored choice (cookie) first, then
// Accept-Language by quality, then zh-TW.

let t: TestApp;
let dist: string;
const stringsFile = (lang: string) => path.join(dist, 'assets', `core.${lang}.h4sh.json`);
const writeStrings = (lang: string, name: string) => fs.writeFileSync(stringsFile(lang), JSON.stringify({ app: { name } }));

test.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-page-lang-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-TW"><body><div id="app"></div><script>start()</script></body></html>');
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const lang of languages) writeStrings(lang, `Uptick ${lang}`);
  const coreStrings = Object.fromEntries(languages.map((lang) => [lang, path.basename(stringsFile(lang))]));
  fs.writeFileSync(path.join(dist, 'build-meta.json'), JSON.stringify({ scriptHashes: ['sha256-abc='], coreStrings }));
  t = await startTestApp({ distDir: dist });
});

test.after(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface Page {
  lang: string;
  strings: { language: string; strings: { app: { name: string } } };
  headers: Headers;
  text: string;
}

async function page(headers: Record<string, string> = {}, query = ''): Promise<Page> {
  const response = await fetch(`${t.url}/${query}`, { headers });
  assert.is(response.status, 200);
  const text = await response.text();
  const lang = /<html lang="([^"]+)"/.exec(text)?.[1] ?? '';
  const block = /<script type="application\/json" id="up-strings">(.*?)<\/script>/s.exec(text);
  assert.ok(block, 'the page carries #up-strings');
  return { lang, strings: JSON.parse(block[1]), headers: response.headers, text };
}

test('Accept-Language picks the page language, its core strings ride in it, and caches are told what it varies by', async () => {
  const de = await page({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
  assert.is(de.lang, 'de');
  assert.equal(de.strings, { language: 'de', strings: { app: { name: 'Uptick de' } } });
  const vary = (de.headers.get('vary') ?? '').toLowerCase();
  assert.ok(vary.includes('accept-language') && vary.includes('cookie'), vary);
  assert.ok(de.headers.get('content-security-policy')?.includes("script-src 'self' 'sha256-abc='"), 'data blocks need no script hash');
  // The strings come before the app's script, which reads them as it starts.
  assert.ok(de.text.indexOf('id="up-strings"') < de.text.indexOf('<script>start()'), 'strings before the script');
});

test('quality values order the languages; a refused one (q=0) is never picked', async () => {
  assert.is((await page({ 'accept-language': 'en;q=0.5, ja;q=0.9, fr;q=0.7' })).lang, 'ja');
  assert.is((await page({ 'accept-language': 'fr;q=0, pt-BR, de;q=0.1' })).lang, 'de');
  assert.is((await page({ 'accept-language': 'vi;q=0.8, th;q=0.8' })).lang, 'vi', 'a tie keeps the header order');
  // Chinese by script or region, as the client's bestLanguage decides.
  assert.is((await page({ 'accept-language': 'zh-Hans-CN,zh;q=0.9' })).lang, 'zh-CN');
  assert.is((await page({ 'accept-language': 'zh-HK,en;q=0.5' })).lang, 'zh-TW');
});

test('the stored choice (cookie) beats Accept-Language; a cookie that names no language of ours does not', async () => {
  assert.is((await page({ cookie: 'theme=dark; lang=ko', 'accept-language': 'en-US,en' })).lang, 'ko');
  assert.is((await page({ cookie: 'lang=xx', 'accept-language': 'en-US,en' })).lang, 'en');
  assert.is((await page({ cookie: 'mylang=ko', 'accept-language': 'th' })).lang, 'th');
});

test("the address's ?lang= (embed.js's frame) beats the cookie and Accept-Language; one not ours is ignored", async () => {
  assert.is((await page({ cookie: 'lang=ko', 'accept-language': 'de' }, '?embed=https%3A%2F%2Fpartner.example&lang=th')).lang, 'th');
  assert.is((await page({ cookie: 'lang=ko' }, '?lang=xx')).lang, 'ko');
  assert.is((await page({ 'accept-language': 'de' }, '?lang=en&lang=fr')).lang, 'de', 'a repeated parameter is no language');
});

test('no language of ours, or none asked for: zh-TW', async () => {
  const unknown = await page({ 'accept-language': 'pt-BR, es;q=0.5, *;q=0.1' });
  assert.is(unknown.lang, 'zh-TW');
  assert.is(unknown.strings.language, 'zh-TW');
  assert.is((await page()).lang, 'zh-TW');
});

test('each language is assembled once and kept in memory; another is made on first request', async () => {
  assert.is((await page({ 'accept-language': 'id' })).strings.strings.app.name, 'Uptick id');
  writeStrings('id', 'changed id');
  writeStrings('fr', 'changed fr');
  assert.is((await page({ 'accept-language': 'id' })).strings.strings.app.name, 'Uptick id', 'the kept page, not the file again');
  assert.is((await page({ 'accept-language': 'fr' })).strings.strings.app.name, 'changed fr', 'French read on its first request');
});

test.run();
