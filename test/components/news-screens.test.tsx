// News in happy-dom against the real server: home's section (the latest three) and highlights, the list, and an
// item whose Markdown becomes elements while any markup in it (a <script>, an <img onerror>) shows as text.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import { startTestApp, call, type TestApp } from '../helpers/test-app.js';
import { publishNews, translateNews, withdrawNews } from '../../server/domain/news/news-admin.js';
import { language, setLanguage } from '../../src/i18n/i18n.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { componentHooks, diskDictionary, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const operator = { actor: 'test', reason: 'test' };

interface Context {
  server: TestApp;
  rendered?: RenderedApp;
  /** Published oldest first. */
  ids: string[];
  hostile: string;
  withdrawn: string;
}

const test = suite<Context>('news screens', { ids: [] } as unknown as Context);

const hostileBody = [
  '## 標題',
  '<script>window.hacked = 1</script>',
  '<img src=x onerror="window.hacked = 2">',
  '- **粗體** 與 *斜體*\n- [官方網站](https://example.com/a) 與 [壞連結](javascript:alert(1))',
].join('\n\n');

test.before(async (context) => {
  context.server = await startTestApp();
  const db = context.server.app.conn;
  const now = Date.now();
  for (let i = 1; i <= 4; i++) {
    const { id } = await publishNews(db, 'zh-TW', { title: `新聞 ${i}`, summary: `摘要 ${i}`, body: `內容 ${i}` }, operator, now - (5 - i) * 3_600_000);
    context.ids.push(id);
  }
  await translateNews(db, context.ids[3], 'en', { title: 'News 4', summary: 'Summary 4', body: 'Body 4' }, operator, now);
  context.hostile = (await publishNews(db, 'zh-TW', { title: '<b>不是粗體</b>', summary: '安全', body: hostileBody }, operator, now)).id;
  context.withdrawn = (await publishNews(db, 'zh-TW', { title: '已撤回', summary: '撤回', body: '撤回' }, operator, now)).id;
  await withdrawNews(db, context.withdrawn, operator, now);
  registerDom(context.server.url);
});
componentHooks(test);

const rows = (root: ParentNode, selector: string) => [...root.querySelectorAll(`${selector} li strong`)].map((s) => s.textContent);

test("home shows the platform's highlights and the three latest items, newest first, with the way to all news", async (context) => {
  context.rendered = await renderApp(paths.home);
  const { container } = context.rendered;
  const highlights = (await call(context.server.url, 'GET', '/api/pages/highlights?lang=zh-TW')).body;
  await waitFor(() => container.querySelector('[data-testid=highlights] li'), 5000, 'the highlights');
  assert.equal([...container.querySelectorAll('[data-testid=highlights] li')].map((li) => li.textContent), highlights.body.split('\n\n'));
  assert.ok(container.textContent!.includes(highlights.title));
  await waitFor(() => container.querySelector('[data-testid=latest-news] li'), 5000, 'the latest news');
  assert.equal(rows(container, '[data-testid=latest-news]'), ['<b>不是粗體</b>', '新聞 4', '新聞 3'], 'the withdrawn item is not among them');
  assert.is(container.querySelector('#up-news')!.textContent, zhTW.news.title);
  const all = [...container.querySelectorAll('a')].find((a) => a.textContent === zhTW.news.all)!;
  assert.is(all.getAttribute('href'), `#${paths.newsList}`);
  const first = container.querySelector('[data-testid=latest-news] a')!;
  assert.is(first.getAttribute('href'), `#${withQuery(paths.newsDetail, { id: context.hostile })}`);
  assert.not.ok(container.querySelector('#up-news')!.parentElement!.textContent!.includes(zhTW.common.noData), 'no longer a permanent "No data"');
});

test('the list shows every live item newest first to "No more"; a language without a text gets zh-TW', async (context) => {
  context.rendered = await renderApp(paths.newsList);
  const { container } = context.rendered;
  await waitFor(() => container.textContent!.includes(zhTW.common.noMore), 5000, 'the whole list');
  assert.equal(rows(container, '.up-body'), ['<b>不是粗體</b>', '新聞 4', '新聞 3', '新聞 2', '新聞 1']);
  try {
    await act(async () => void (await setLanguage('en', diskDictionary)));
    await waitFor(() => rows(container, '.up-body').includes('News 4'), 5000, 'the English list');
    assert.equal(rows(container, '.up-body').slice(1, 3), ['News 4', '新聞 3'], 'item 4 in English, item 3 in zh-TW');
  } finally {
    await act(async () => void (await setLanguage('zh-TW', diskDictionary)));
  }
  assert.is(language.value, 'zh-TW');
});

test('an item: Markdown becomes headings, lists, emphasis and safe links; markup in it is shown as text, never run', async (context) => {
  (window as unknown as { hacked?: number }).hacked = undefined;
  context.rendered = await renderApp(withQuery(paths.newsDetail, { id: context.hostile }));
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('.up-prose'), 5000, 'the item');
  const prose = container.querySelector('.up-prose')!;
  assert.is(container.querySelector('.up-body h2')!.textContent, '<b>不是粗體</b>', 'the title is text');
  assert.is(container.querySelector('.up-body h2 b'), null);
  assert.is(prose.querySelector('h4')!.textContent, '標題');
  const paragraphs = [...prose.querySelectorAll('p')].map((p) => p.textContent);
  assert.equal(paragraphs, ['<script>window.hacked = 1</script>', '<img src=x onerror="window.hacked = 2">']);
  assert.is(container.querySelector('script'), null, 'no script element');
  assert.is(container.querySelector('img'), null, 'no img element');
  assert.is((window as unknown as { hacked?: number }).hacked, undefined, 'nothing ran');
  assert.equal([...prose.querySelectorAll('li')].map((li) => li.textContent), ['粗體 與 斜體', '官方網站 與 [壞連結](javascript:alert(1))']);
  assert.is(prose.querySelector('strong')!.textContent, '粗體');
  assert.is(prose.querySelector('em')!.textContent, '斜體');
  const links = [...prose.querySelectorAll('a')];
  assert.equal(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]), [['官方網站', 'https://example.com/a', 'noopener noreferrer nofollow']]);
});

test('a withdrawn item says it is gone and offers the list instead of a retry', async (context) => {
  context.rendered = await renderApp(withQuery(paths.newsDetail, { id: context.withdrawn }));
  const { container } = context.rendered;
  await waitFor(() => container.textContent!.includes(zhTW.news.gone), 5000, 'the gone message');
  assert.is(container.querySelector('.up-empty a')!.getAttribute('href'), `#${paths.newsList}`);
  assert.is(container.querySelector('.up-body [role=alert]'), null, 'no error with Retry');
});

test.run();
