// The content screens (about us, privacy policy, the information page, terms) in happy-dom against the real server:
// title and paragraphs in the user's language, text that stays text, the ways to them, and the spec's location
// pickers as "page not found" with a way home.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, testOperator } from '../helpers/test-app.js';
import { pagesSuite, type PagesContext } from './helpers/pages-suite.js';
import { setLanguage } from '../../src/i18n/i18n.js';
import { paths } from '../../src/routing/paths.js';
import { diskDictionary, readLocale, renderApp, waitFor } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const test = pagesSuite('content screens');

const page = async (context: PagesContext, slug: string, lang: string) => (await call(context.server.url, 'GET', `/api/pages/${slug}?lang=${lang}`)).body;
const paragraphs = (root: ParentNode) => [...root.querySelectorAll('.up-body .up-prose p')].map((p) => p.textContent);

for (const [route, slug] of [['about', 'about'], ['privacy', 'privacy'], ['info', 'info'], ['terms', 'terms']] as const) {
  test(`${route}: the ${slug} page's title in the bar and its paragraphs, naming the operator`, async (context) => {
    const expected = await page(context, slug, 'zh-TW');
    context.asked.length = 0;
    context.rendered = await renderApp(paths[route]);
    const { container } = context.rendered;
    await waitFor(() => paragraphs(container).length > 0, 5000, `the ${slug} text`);
    assert.is(container.querySelector('h1')!.textContent, expected.title);
    assert.equal(paragraphs(container), expected.body.split('\n\n'));
    assert.ok(container.textContent!.includes(testOperator.name), 'the operator from the configuration');
    assert.equal(context.asked, [`/api/pages/${slug}?lang=zh-TW`], 'one request');
  });
}

test("the information page, the spec's untitled one, shows its title in the bar as every page does", async (context) => {
  context.rendered = await renderApp(paths.info);
  const { container } = context.rendered;
  await waitFor(() => paragraphs(container).length > 0, 5000, 'the info text');
  assert.not.ok(container.querySelector('[data-page=info]')!.classList.contains('up-untitled'), 'not hidden');
  assert.is(container.querySelector('h1')!.textContent, (await page(context, 'info', 'zh-TW')).title);
  assert.not.ok(container.querySelector('[data-page=about]'));
});

test('a signed-out visitor reads them all: no detour through sign-in', async (context) => {
  for (const route of ['about', 'privacy', 'info', 'terms'] as const) {
    context.rendered = await renderApp(paths[route]);
    assert.is(context.rendered.source.read(), paths[route], route);
    await context.rendered.unmount();
    context.rendered = undefined;
  }
});

test('markup stored in a page is shown as its characters, never run', async (context) => {
  const db = context.server.app.db;
  const original = await db.selectFrom('content_pages').select('body').where('slug', '=', 'about').where('lang', '=', 'zh-TW').executeTakeFirstOrThrow();
  await db.updateTable('content_pages').set({ body: '<script>window.hacked = 1</script>\n\n<img src=x onerror="window.hacked = 2">' }).where('slug', '=', 'about').where('lang', '=', 'zh-TW').execute();
  try {
    context.rendered = await renderApp(paths.about);
    const { container } = context.rendered;
    await waitFor(() => paragraphs(container).length === 2, 5000, 'the page');
    assert.equal(paragraphs(container), ['<script>window.hacked = 1</script>', '<img src=x onerror="window.hacked = 2">']);
    assert.is(container.querySelector('script, img'), null);
    assert.is((window as unknown as { hacked?: number }).hacked, undefined);
  } finally {
    await db.updateTable('content_pages').set({ body: original.body }).where('slug', '=', 'about').where('lang', '=', 'zh-TW').execute();
  }
});

test('a change of language loads the page again in it; a language without it gets zh-TW', async (context) => {
  context.rendered = await renderApp(paths.privacy);
  const { container } = context.rendered;
  try {
    await waitFor(() => paragraphs(container).length > 0, 5000, 'the zh-TW policy');
    await act(async () => void (await setLanguage('de', diskDictionary)));
    const de = await page(context, 'privacy', 'de');
    await waitFor(() => container.querySelector('h1')!.textContent === de.title, 5000, 'the German policy');
    assert.equal(paragraphs(container), de.body.split('\n\n'));
  } finally {
    await act(async () => void (await setLanguage('zh-TW', diskDictionary)));
  }
});

test('home links about us and the privacy policy as shortcut tiles', async (context) => {
  context.rendered = await renderApp(paths.home);
  const { container } = context.rendered;
  const tile = (label: string) => [...container.querySelectorAll('.up-grid a')].find((a) => a.textContent === label);
  assert.is(tile(zhTW.about.title)?.getAttribute('href'), `#${paths.about}`);
  assert.is(tile(zhTW.privacy.title)?.getAttribute('href'), `#${paths.privacy}`);
});

test("the spec's location pickers are 'page not found' with a way home", async (context) => {
  for (const route of ['/choose-location', '/open-location']) {
    context.rendered = await renderApp(route);
    const { container } = context.rendered;
    await waitFor(() => container.textContent!.includes(zhTW.notFound.body), 2000, route);
    const home = [...container.querySelectorAll('a')].find((a) => a.textContent === zhTW.notFound.home);
    assert.is(home?.getAttribute('href'), `#${paths.home}`, route);
    await context.rendered.unmount();
    context.rendered = undefined;
  }
});

test.run();
