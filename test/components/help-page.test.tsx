// The help center (src/pages/help.tsx) in happy-dom against the real server: the `rules` and `help` pages of the
// API in the current language, with loading, error-and-retry, and a reload when the language changes.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call } from '../helpers/test-app.js';
import { pagesSuite, type PagesContext } from './helpers/pages-suite.js';
import { language, setLanguage } from '../../src/i18n/i18n.js';
import { paths } from '../../src/routing/paths.js';
import { diskDictionary, readLocale, renderApp, waitFor } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

const test = pagesSuite('help page');

const page = async (context: PagesContext, slug: string, lang: string) => (await call(context.server.url, 'GET', `/api/pages/${slug}?lang=${lang}`)).body;
const headings = (root: ParentNode) => [...root.querySelectorAll('.up-body h2')].map((h) => h.textContent);

test('loading, then the trading rules and the help text, each paragraph as text', async (context) => {
  context.hold = new Promise<void>((resolve) => (context.release = resolve));
  context.rendered = await renderApp(paths.help);
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('[role=status]')?.textContent?.includes(zhTW.app.loading), 2000, 'the loading line');
  context.release!();
  const [rules, help] = [await page(context, 'rules', 'zh-TW'), await page(context, 'help', 'zh-TW')];
  await waitFor(() => headings(container).length === 2, 5000, 'the two pages');
  assert.equal(headings(container), [rules.title, help.title], 'the rules first: the product screen links here for them');
  const paragraphs = [...container.querySelectorAll('.up-body .up-prose p')].map((p) => p.textContent);
  assert.equal(paragraphs, [...rules.body.split('\n\n'), ...help.body.split('\n\n')]);
});

test('a failed load shows why with Retry, and Retry brings the pages', async (context) => {
  context.failing = true;
  context.rendered = await renderApp(paths.help);
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('[role=alert] button'), 5000, 'the error');
  assert.is(headings(container).length, 0);
  context.failing = false;
  await act(() => container.querySelector<HTMLButtonElement>('[role=alert] button')!.click());
  await waitFor(() => headings(container).length === 2, 5000, 'the pages after Retry');
});

test('a change of language loads the pages again in it', async (context) => {
  context.rendered = await renderApp(paths.help);
  const { container } = context.rendered;
  try {
    await waitFor(() => headings(container).length === 2, 5000, 'the zh-TW pages');
    await act(async () => void (await setLanguage('fr', diskDictionary)));
    const [rules, help] = [await page(context, 'rules', 'fr'), await page(context, 'help', 'fr')];
    await waitFor(() => headings(container).join() === [rules.title, help.title].join(), 5000, 'the French pages');
  } finally {
    await act(() => {
      language.value = 'zh-TW';
    });
  }
});

test.run();
