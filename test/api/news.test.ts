import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { admin } from '../helpers/admin.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { languages } from '../../src/core/languages.js';

// News: operators publish, translate and withdraw with the CLI; anyone reads it per language, zh-TW the fallback.
const test = suite(`news (${testDb})`);
let t: TestApp;
let dir: string;

/** Writes `body` to a file and runs `news <action>` with it; the item's id is the output of a publish. */
async function news(action: 'publish' | 'translate', options: { id?: string; lang: string; title: string; summary?: string; body?: string }) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.md`);
  fs.writeFileSync(file, options.body ?? `${options.title}: the body.`);
  const args = ['news', action, ...(options.id ? [options.id] : []), '--lang', options.lang, '--title', options.title];
  return admin(t, ...args, '--summary', options.summary ?? `${options.title} in short`, '--body-file', file, '--reason', 'test');
}

async function publish(title: string, body?: string): Promise<string> {
  const done = await news('publish', { lang: 'zh-TW', title, body });
  assert.is(done.code, 0, done.stdout);
  return JSON.parse(done.stdout).id as string;
}

test.before(async () => {
  t = await startTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-news-'));
});

test.after(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('no news yet is an empty first page, not an error', async () => {
  const res = await call(t.url, 'GET', '/api/news?lang=en');
  assert.is(res.status, 200);
  assert.equal(res.body, { items: [], nextCursor: null });
});

test('an item published in zh-TW and translated to en: en readers get en, ja readers get zh-TW and are told so', async () => {
  const id = await publish('平台維護公告', '週六凌晨維護。\n\n- 交易暫停\n- 提領照常');
  const translated = await news('translate', { id, lang: 'en', title: 'Maintenance notice', summary: 'Saturday night', body: 'Maintenance on Saturday.' });
  assert.is(translated.code, 0, translated.stdout);
  const en = await call(t.url, 'GET', '/api/news?lang=en');
  const item = en.body.items.find((i: { id: string }) => i.id === id);
  assert.equal(Object.keys(item).sort(), ['id', 'lang', 'publishedAt', 'summary', 'title'], 'list items carry no body');
  assert.equal([item.title, item.summary, item.lang], ['Maintenance notice', 'Saturday night', 'en']);
  assert.match(item.publishedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.is(en.headers.get('cache-control'), 'public, max-age=60');
  for (const query of ['?lang=ja', '', '?lang=xx', '?lang=EN']) {
    const other = (await call(t.url, 'GET', `/api/news${query}`)).body.items.find((i: { id: string }) => i.id === id);
    assert.equal([other.title, other.lang], ['平台維護公告', 'zh-TW'], query);
  }
  const detail = await call(t.url, 'GET', `/api/news/${id}?lang=ja`);
  assert.is(detail.status, 200);
  assert.equal(detail.body, { id, title: '平台維護公告', summary: '平台維護公告 in short', publishedAt: item.publishedAt, lang: 'zh-TW', body: '週六凌晨維護。\n\n- 交易暫停\n- 提領照常' });
  assert.is((await call(t.url, 'GET', `/api/news/${id}?lang=en`)).body.body, 'Maintenance on Saturday.');
});

test('the list pages newest first with an opaque cursor, to a last page with nextCursor null', async () => {
  const ids: string[] = [];
  for (let i = 1; i <= 5; i++) ids.push(await publish(`Paging ${i}`));
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { body: { items: { id: string }[]; nextCursor: string | null } } = await call(t.url, 'GET', `/api/news?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    assert.ok(res.body.items.length <= 2);
    seen.push(...res.body.items.map((i) => i.id));
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  assert.equal(seen.slice(0, 5), [...ids].reverse(), 'newest first');
  assert.is(new Set(seen).size, seen.length, 'no item twice');
  assert.is((await call(t.url, 'GET', '/api/news?cursor=bm9wZQ')).status, 422, 'a cursor we did not make');
  assert.is((await call(t.url, 'GET', '/api/news?limit=0')).status, 422);
});

test('a withdrawn item is gone from the list and its page at once; withdrawing it again is refused', async () => {
  const id = await publish('Withdraw me');
  assert.ok((await call(t.url, 'GET', '/api/news?limit=100')).body.items.some((i: { id: string }) => i.id === id));
  const done = await admin(t, 'news', 'withdraw', id, '--reason', 'published by mistake');
  assert.is(done.code, 0, done.stdout);
  assert.not.ok((await call(t.url, 'GET', '/api/news?limit=100')).body.items.some((i: { id: string }) => i.id === id));
  const detail = await call(t.url, 'GET', `/api/news/${id}`);
  assert.is(detail.status, 404);
  assert.is(detail.body.error.code, 'not_found');
  assert.is(detail.headers.get('cache-control'), null, 'a refusal is not cached');
  assert.is((await admin(t, 'news', 'withdraw', id, '--reason', 'again')).code, 1);
  const listed = await admin(t, 'news', 'list');
  assert.match(listed.stdout, new RegExp(`${id}.*withdrawn`));
});

test('every change is in the audit log with the operator, the reason and the text; the replaced text is kept', async () => {
  const id = await publish('Audited');
  await news('translate', { id, lang: 'de', title: 'Erste Fassung' });
  await news('translate', { id, lang: 'de', title: 'Zweite Fassung' });
  await admin(t, 'news', 'withdraw', id, '--reason', 'test');
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `news:${id}`).orderBy('id').execute();
  assert.equal(log.map((row) => row.action), ['news.publish', 'news.translate', 'news.translate', 'news.withdraw']);
  assert.ok(log.every((row) => row.actor === 'cli-test' && row.reason === 'test'));
  assert.is(JSON.parse(log[0].details).title, 'Audited');
  const second = JSON.parse(log[2].details);
  assert.equal([second.lang, second.from.title, second.to.title], ['de', 'Erste Fassung', 'Zweite Fassung']);
});

test('the CLI refuses what readers could not use: another language first, empty or long texts, control characters, no reason', async () => {
  const before = await t.app.db.selectFrom('news').select('id').execute();
  const refusals: [number, Parameters<typeof news>[1]][] = [
    [1, { lang: 'en', title: 'English first' }],
    [1, { lang: 'xx', title: 'Unknown language' }],
    [1, { lang: 'zh-TW', title: 'x'.repeat(121) }],
    [1, { lang: 'zh-TW', title: 'Empty body', body: '  \n ' }],
    [1, { lang: 'zh-TW', title: 'Two\nlines' }],
    [1, { lang: 'zh-TW', title: 'Bell', body: 'ring \u0007' }],
  ];
  for (const [code, options] of refusals) assert.is((await news('publish', options)).code, code, options.title);
  assert.is((await admin(t, 'news', 'publish', '--lang', 'zh-TW', '--title', 'x', '--summary', 'y', '--body-file', path.join(dir, 'none.md'))).code, 2, 'no --reason');
  assert.is((await admin(t, 'news', 'publish', '--lang', 'zh-TW', '--title', 'x', '--summary', 'y', '--body-file', path.join(dir, 'none.md'), '--reason', 'r')).code, 1, 'no such file');
  assert.is((await news('translate', { id: '0'.repeat(32), lang: 'en', title: 'No such item' })).code, 1);
  assert.equal(await t.app.db.selectFrom('news').select('id').execute(), before, 'nothing was published');
});

test('markup in an item is stored and served as written: JSON text, which clients show as text', async () => {
  const body = '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">';
  const id = await publish('<b>Bold?</b>', body);
  const res = await call(t.url, 'GET', `/api/news/${id}`);
  assert.is(res.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal([res.body.title, res.body.body], ['<b>Bold?</b>', body]);
});

test('ids, languages and parameters that name nothing are refused before any query', async () => {
  for (const url of ['/api/news/nope', `/api/news/${'g'.repeat(32)}`, `/api/news/${'0'.repeat(32)}`]) assert.is((await call(t.url, 'GET', url)).status, 404, url);
  const long = await call(t.url, 'GET', `/api/news?lang=${'x'.repeat(36)}`);
  assert.equal([long.status, long.body.error.fields.lang], [422, 'size']);
  const unknown = await call(t.url, 'GET', '/api/news?page=2');
  assert.equal([unknown.status, unknown.body.error.fields.page], [400, 'unknown_field']);
  assert.is((await call(t.url, 'GET', `/api/news/${'0'.repeat(32)}?lang=e%00n`)).status, 422);
});

test('demo mode seeds three items in all ten languages, days apart, once', async () => {
  const demo = await startTestApp({ demoMode: true });
  try {
    await seedDemo(demo.app.conn, Date.now());
    await seedDemo(demo.app.conn, Date.now());
    const titles = new Set<string>();
    for (const lang of languages) {
      const { items } = (await call(demo.url, 'GET', `/api/news?lang=${lang}`)).body;
      assert.is(items.length, 3, lang);
      assert.ok(items.every((item: { lang: string }) => item.lang === lang), `${lang} has its own texts`);
      titles.add(items[0].title);
    }
    assert.is(titles.size, languages.length, 'ten different titles');
    const dates = (await call(demo.url, 'GET', '/api/news')).body.items.map((item: { publishedAt: string }) => Date.parse(item.publishedAt));
    assert.ok(dates[0] > dates[1] && dates[1] > dates[2], 'newest first, days apart');
  } finally {
    await demo.close();
  }
});

test.run();
