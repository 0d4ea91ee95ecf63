// The risk notice before the first order (src/components/risk-notice.tsx) in happy-dom against the real server:
// its text is the `risk` page of the API, loaded before the dialog opens, and it can't be accepted
// unread.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { signal } from '@preact/signals';
import { call } from '../helpers/test-app.js';
import { pagesSuite, type PagesContext } from './helpers/pages-suite.js';
import { RiskNotice } from '../../src/components/risk-notice.js';
import { language, setLanguage } from '../../src/i18n/i18n.js';
import { paths } from '../../src/routing/paths.js';
import { loadAppInfo } from '../../src/state/app-info.js';
import { diskDictionary, readLocale, renderComponent, waitFor } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

const test = pagesSuite('risk notice');

/** The notice on its own, as the trade panel renders it; `open` can be flipped, `accepted` counts accepts. */
async function show(context: PagesContext, opened: boolean) {
  const open = signal(opened);
  const accepted = signal(0);
  const Harness = () => <RiskNotice open={open.value} busy={false} onAccept={() => accepted.value++} onCancel={() => (open.value = false)} />;
  context.rendered = await renderComponent(<Harness />);
  return { container: context.rendered.container, open, accepted };
}

const dialog = (root: ParentNode) => root.querySelector('[role=alertdialog]');
const acceptButton = (root: ParentNode) => root.querySelector<HTMLButtonElement>('[role=alertdialog] .up-actions button:not(.secondary)')!;
const riskPage = async (context: PagesContext, lang = 'zh-TW') => (await call(context.server.url, 'GET', `/api/pages/risk?lang=${lang}`)).body;

test('while the notice loads it says so and accept is disabled; once loaded it shows the whole text and can be accepted', async (context) => {
  context.hold = new Promise<void>((resolve) => (context.release = resolve));
  const { container, accepted } = await show(context, true);
  await waitFor(() => context.asked.length === 1, 2000, 'the request for the risk page');
  assert.ok(dialog(container)!.querySelector('[role=status]')?.textContent?.includes(zhTW.app.loading), 'a loading line');
  assert.ok(dialog(container)!.textContent!.includes(zhTW.risk.title), 'the dialog is titled meanwhile');
  assert.is(acceptButton(container).textContent, zhTW.risk.accept);
  assert.ok(acceptButton(container).disabled, 'nothing to accept yet');
  await act(() => acceptButton(container).click());
  assert.is(accepted.value, 0, 'a click on the disabled button accepts nothing');

  context.release!();
  const page = await riskPage(context);
  await waitFor(() => !acceptButton(container).disabled, 5000, 'the text to arrive');
  const paragraphs = [...dialog(container)!.querySelectorAll('.up-prose p')].map((p) => p.textContent);
  assert.equal(paragraphs, page.body.split('\n\n'), 'every paragraph, as text');
  assert.ok(dialog(container)!.textContent!.includes(page.title));
  assert.ok(dialog(container)!.querySelector(`a[href="#${paths.help}"]`)?.textContent === zhTW.help.rules, 'it links the trading rules');
  assert.is(context.asked[0], '/api/pages/risk?lang=zh-TW');
  await act(() => acceptButton(container).click());
  assert.is(accepted.value, 1);
});

test('the text loads as soon as the notice is rendered, before it opens; opening it asks for nothing more', async (context) => {
  const { container, open } = await show(context, false);
  assert.is(dialog(container), null, 'not shown yet');
  await waitFor(() => context.asked.length === 1, 2000, 'the request before opening');
  await act(() => {
    open.value = true;
  });
  await waitFor(() => !acceptButton(container).disabled, 2000, 'the text');
  assert.is(context.asked.length, 1, 'opening asked for nothing more');
});

test('a failed load shows why with Retry; accept stays disabled until Retry brings the text', async (context) => {
  context.failing = true;
  const { container } = await show(context, true);
  await waitFor(() => dialog(container)!.querySelector('[role=alert]'), 5000, 'the error');
  const retry = dialog(container)!.querySelector<HTMLButtonElement>('[role=alert] button')!;
  assert.is(retry.textContent, zhTW.common.retry);
  assert.ok(acceptButton(container).disabled, 'no accepting an unread notice');

  context.failing = false;
  await act(() => retry.click());
  await waitFor(() => !acceptButton(container).disabled, 5000, 'the text after Retry');
  assert.is(dialog(container)!.querySelector('[role=alert]'), null, 'the error is gone');
  assert.is(context.asked.length, 2, 'one failed request and one retry');
  assert.ok(dialog(container)!.textContent!.includes((await riskPage(context)).body.split('\n\n')[0]));
});

test('the notice is in the chosen language, and loads again when the language changes', async (context) => {
  const { container } = await show(context, true);
  try {
    await waitFor(() => !acceptButton(container).disabled, 5000, 'the zh-TW text');
    await act(async () => void (await setLanguage('de', diskDictionary)));
    const de = await riskPage(context, 'de');
    await waitFor(() => dialog(container)?.textContent?.includes(de.title) && !acceptButton(container).disabled, 5000, 'the German text');
    assert.is(context.asked.at(-1), '/api/pages/risk?lang=de');
    assert.ok(dialog(container)!.textContent!.includes(de.body.split('\n\n')[0]));
  } finally {
    await act(() => {
      language.value = 'zh-TW';
    });
  }
});

// The notice says prices are simulated "when the app shows the tag"; the tag is in the notice exactly then.
test('on simulated prices the notice carries the simulated-prices tag, and only then', async (context) => {
  const { container } = await show(context, true);
  const { appInfo } = context.rendered!.services;
  // Rendered alone, as here, nothing has asked for the app info yet; the app does on start.
  await act(async () => {
    await loadAppInfo(context.rendered!.services);
  });
  await waitFor(() => appInfo.value && !acceptButton(container).disabled, 5000, 'the app info and the text');
  const tag = () => [...dialog(container)!.querySelectorAll('.up-badge')].find((b) => b.textContent === zhTW.home.simulated);
  assert.is(!!tag(), appInfo.value!.feedSource === 'sim', `feed ${appInfo.value!.feedSource}`);
  const real = appInfo.value!;
  try {
    await act(() => {
      appInfo.value = { ...real, feedSource: real.feedSource === 'sim' ? 'binance' : 'sim' };
    });
    assert.is(!!tag(), appInfo.value!.feedSource === 'sim', 'and it follows the feed');
  } finally {
    await act(() => {
      appInfo.value = real;
    });
  }
});

test.run();
