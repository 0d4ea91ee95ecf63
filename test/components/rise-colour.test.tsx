// Rise and fall colours (src/state/rise-colour.ts, the settings screen): red for a rise in zh-TW, zh-CN, ja and ko,
// green elsewhere, switchable, kept under `riseColour` and wiped by 'clear cache'.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { paths } from '../../src/routing/paths.js';
import { language, setLanguage } from '../../src/i18n/i18n.js';
import { diskDictionary, memoryStore, readLocale, registerDom, renderApp, unregisterDom, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  rendered?: RenderedApp;
}

const test = suite<Context>('rise colour', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp();
  registerDom(context.server.url);
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
  await setLanguage('zh-TW', diskDictionary);
});

const redRise = (rendered: RenderedApp) => rendered.container.querySelector('.up-root')!.classList.contains('rr');
const radio = (rendered: RenderedApp, colour: string) => rendered.container.querySelector<HTMLInputElement>(`input[name=rise][value=${colour}]`)!;

test('zh-TW shows a rise in red; en in green; the settings radio says which', async (context) => {
  assert.is(language.value, 'zh-TW');
  context.rendered = await renderApp(paths.settings);
  await waitFor(() => context.rendered!.services.appInfo.value, 5000, 'app info');
  assert.ok(redRise(context.rendered), 'red rise in zh-TW');
  assert.ok(radio(context.rendered, 'red').checked);
  await act(async () => void (await setLanguage('en', diskDictionary)));
  assert.not.ok(redRise(context.rendered), 'green rise in en');
  assert.ok(radio(context.rendered, 'green').checked);
});

test('the choice overrides the language, is kept under riseColour, and clear cache returns to the default', async (context) => {
  const store = memoryStore();
  context.rendered = await renderApp(paths.settings, { store });
  const rendered = context.rendered;
  await waitFor(() => rendered.services.appInfo.value, 5000, 'app info');
  await act(() => radio(rendered, 'green').click());
  assert.not.ok(redRise(rendered), 'green rise chosen in zh-TW');
  assert.is(store.get('riseColour'), 'green');

  await act(() => rendered.container.querySelector<HTMLButtonElement>('.up-list button')!.click());
  await waitFor(() => rendered.container.querySelector('[role=alertdialog]'), 2000, 'the clear-cache question');
  assert.ok(rendered.container.querySelector('#up-confirm-text')!.textContent!.includes(zhTW.set.clearCacheConfirm));
  await act(() => rendered.container.querySelector<HTMLButtonElement>('[role=alertdialog] .up-actions button:not(.secondary)')!.click());
  assert.is(store.get('riseColour'), undefined, 'wiped');
  assert.ok(redRise(rendered), 'back to the language default');
});

test.run();
