// The top bar's back arrow (src/components/nav-bar.tsx, `useBack` in src/hooks/use-back.ts), in
// memory routing (inline mounts) and hash routing (the standalone page): it returns to the screen before, with
// the URL that screen kept, when the app has one in its history; on a first entry (a shared link) it goes to
// the parent in the entry's place, so the phone's Back can't bring the child back.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { useLocation } from 'preact-iso/router';
import { NavBar } from '../../src/components/nav-bar.js';
import { hashSource, UrlLocationProvider } from '../../src/routing/location-provider.js';
import { renderComponent, waitFor } from './helpers/dom.js';
import { serverSuite } from './helpers/server-suite.js';

const test = serverSuite('back');

let location!: ReturnType<typeof useLocation>;
/** A screen with the top bar whose parent is `/parent`; its URL is its text. */
function Screen() {
  location = useLocation();
  return (
    <>
      <NavBar title="screen" backTo="/parent" />
      <p>{location.url}</p>
    </>
  );
}

const arrow = (root: ParentNode) => root.querySelector<HTMLButtonElement>('.up-bar button')!;

test('memory routing: back returns to the screen before with the query it kept, then goes to the parent on the first entry', async (context) => {
  context.rendered = await renderComponent(<Screen />);
  const { container, source } = context.rendered;
  await act(() => location.route('/trade?symbol=BTCUSDT'));
  // The screen keeps its state in its URL, in place.
  await act(() => location.route('/trade?symbol=BTCUSDT&period=60&stake=50', true));
  await act(() => location.route('/orders'));
  await act(() => arrow(container).click());
  assert.is(source.read(), '/trade?symbol=BTCUSDT&period=60&stake=50', 'back on the trade screen as it was left');
  await act(() => arrow(container).click());
  assert.is(source.read(), '/', 'the first entry');
  await act(() => arrow(container).click());
  assert.is(source.read(), '/parent', 'a first entry goes to its parent');
  assert.not.ok(source.canGoBack(), 'in its place: nothing lies behind the parent');
  await act(() => location.route('/child'));
  await act(() => source.back());
  assert.is(source.read(), '/parent', "the phone's Back from a child lands on the parent, not a loop");
});

test('hash routing: back is the browser history when the app wrote the entry before; a shared link goes to the parent in place', async () => {
  history.replaceState(null, '', '#/orders?id=1');
  const container = document.createElement('div');
  document.body.appendChild(container);
  try {
    await act(() => void render(<UrlLocationProvider source={hashSource()}><Screen /></UrlLocationProvider>, container));
    const entries = history.length;
    await act(() => arrow(container).click());
    assert.is(window.location.hash, '#/parent', 'a shared link goes to its parent');
    assert.is(history.length, entries, 'in its place, not as a new entry');

    await act(() => location.route('/trade?symbol=BTCUSDT&stake=50'));
    await act(() => location.route('/orders'));
    await act(() => arrow(container).click());
    await waitFor(() => container.textContent!.includes('/trade?symbol=BTCUSDT&stake=50'), 2000, 'the trade screen again');
    assert.is(window.location.hash, '#/trade?symbol=BTCUSDT&stake=50', 'back through the browser history');
    await act(() => arrow(container).click());
    await waitFor(() => window.location.hash === '#/parent', 2000, 'the parent, the entry before');
  } finally {
    await act(() => void render(null, container));
    container.remove();
  }
});

test.run();
