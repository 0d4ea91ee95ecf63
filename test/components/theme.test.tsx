// The theme (src/state/theme-model.ts, the settings screen): the device's until the user picks light, dark or "as
// the device" in Settings, kept under `theme` (and kept by 'clear cache'); a partner's light or dark decides instead,
// and Settings then offers no choice; a partner's accent comes as custom properties on the app's root, readable in
// the theme shown, and never as the rise and fall colours.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { paths } from '../../src/routing/paths.js';
import { setLanguage } from '../../src/i18n/i18n.js';
import { accentPalette } from '../../src/core/accent.js';
import { darkMediaQuery } from '../../src/core/theme.js';
import { diskDictionary, memoryStore, readLocale, registerDom, renderApp, unregisterDom, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

/** The device's setting, as matchMedia reports it; `set` changes it as the phone's own switch would. */
interface Device {
  dark: boolean;
  set(dark: boolean): void;
}

interface Context {
  server: TestApp;
  rendered?: RenderedApp;
  device: Device;
}

const test = suite<Context>('theme', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp();
  registerDom(context.server.url);
  // happy-dom's matchMedia has no way to change the device's answer and tell listeners: this one does.
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const device: Device = {
    dark: false,
    set(dark) {
      device.dark = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
  };
  context.device = device;
  window.matchMedia = ((query: string) => {
    assert.is(query, darkMediaQuery);
    return {
      get matches() {
        return device.dark;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

test.before.each((context) => {
  context.device.dark = false;
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
  await setLanguage('zh-TW', diskDictionary);
});

const root = (rendered: RenderedApp) => rendered.container.querySelector<HTMLElement>('.up-root')!;
const shown = (rendered: RenderedApp) => root(rendered).getAttribute('data-theme');
const radio = (rendered: RenderedApp, choice: string) => rendered.container.querySelector<HTMLInputElement>(`input[name=theme][value=${choice}]`);

async function settings(context: Context, options: Parameters<typeof renderApp>[1] = {}) {
  context.rendered = await renderApp(paths.settings, options);
  await waitFor(() => context.rendered!.services.appInfo.value, 5000, 'app info');
  return context.rendered;
}

test('with no choice the app follows the device, and Settings offers light, dark and "as the device", that one checked', async (context) => {
  const rendered = await settings(context);
  assert.is(shown(rendered), 'light');
  const legends = [...rendered.container.querySelectorAll('legend')].map((l) => l.textContent);
  assert.ok(legends.includes(zhTW.set.theme), `a "${zhTW.set.theme}" group: ${legends.join(', ')}`);
  const labels = [...rendered.container.querySelectorAll('input[name=theme]')].map((input) => input.parentElement!.textContent);
  assert.equal(labels, [zhTW.set.themeLight, zhTW.set.themeDark, zhTW.set.themeAuto]);
  assert.ok(radio(rendered, 'auto')!.checked);
  await act(() => context.device.set(true));
  assert.is(shown(rendered), 'dark', 'the device went dark, and so did the app, live');
  await act(() => context.device.set(false));
  assert.is(shown(rendered), 'light');
});

test('the choice wins over the device, is kept under theme, and "as the device" hands it back', async (context) => {
  const store = memoryStore();
  const rendered = await settings(context, { store });
  await act(() => radio(rendered, 'dark')!.click());
  assert.is(shown(rendered), 'dark');
  assert.is(store.get('theme'), 'dark');
  await act(() => context.device.set(true));
  await act(() => radio(rendered, 'light')!.click());
  assert.is(shown(rendered), 'light', 'light chosen on a dark device');
  assert.is(store.get('theme'), 'light');
  await act(() => radio(rendered, 'auto')!.click());
  assert.is(shown(rendered), 'dark', 'the device again');
  assert.is(store.get('theme'), 'auto');
});

test('a choice kept on the device is the theme of the first render, whatever the device says', async (context) => {
  context.device.dark = true;
  context.rendered = await renderApp(paths.home, { store: memoryStore({ theme: 'light' }) });
  assert.is(shown(context.rendered), 'light');
});

test('clear cache keeps the theme: the screen does not change colour under the tap', async (context) => {
  const store = memoryStore({ theme: 'dark', riseColour: 'green' });
  const rendered = await settings(context, { store });
  await act(() => rendered.container.querySelector<HTMLButtonElement>('.up-list button')!.click());
  await waitFor(() => rendered.container.querySelector('[role=alertdialog]'), 2000, 'the clear-cache question');
  await act(() => rendered.container.querySelector<HTMLButtonElement>('[role=alertdialog] .up-actions button:not(.secondary)')!.click());
  assert.is(store.get('riseColour'), undefined, 'the rise colour went');
  assert.is(store.get('theme'), 'dark');
  assert.is(shown(rendered), 'dark');
});

test("a partner's light or dark decides, over the kept choice, and Settings then offers no choice", async (context) => {
  const rendered = await settings(context, { store: memoryStore({ theme: 'dark' }), partnerTheme: { theme: 'light' } });
  assert.is(shown(rendered), 'light');
  assert.is(radio(rendered, 'dark'), null, 'no theme choice where the partner set one');
  assert.ok(rendered.container.querySelector('input[name=rise]'), 'the rest of Settings is there');
  await act(() => rendered.services.theme.setPartner({ theme: 'auto' }));
  assert.is(shown(rendered), 'dark', "auto: the user's kept choice again");
  assert.ok(radio(rendered, 'dark')!.checked, 'and the choice is offered');
});

test("a partner's accent colours the app's root, adjusted per theme, live; the rise and fall colours are never its", async (context) => {
  const rendered = await settings(context, { partnerTheme: { accent: '#ffc400' } });
  const style = () => root(rendered).style;
  const light = accentPalette('#ffc400', 'light')!;
  assert.is(style().getPropertyValue('--c-primary'), light.primary);
  assert.is(style().getPropertyValue('--c-primary-soft'), light.soft);
  assert.is.not(light.primary, '#ffc400', 'too light to read on white: darkened');
  await act(() => context.device.set(true));
  assert.is(style().getPropertyValue('--c-primary'), accentPalette('#ffc400', 'dark')!.primary, 'the dark theme has its own');
  await act(() => rendered.services.theme.setPartner({ accent: '#0f766e' }));
  assert.is(style().getPropertyValue('--c-primary'), accentPalette('#0f766e', 'dark')!.primary, 'a new accent, live');
  for (const name of ['--c-rise', '--c-fall', '--c-success', '--c-danger']) assert.is(style().getPropertyValue(name), '', name);
});

test.run();
