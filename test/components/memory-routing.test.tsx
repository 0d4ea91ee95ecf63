// Memory routing (src/routing/location-provider.tsx), as an inline mount uses it: back and forward move the
// app's own history and never the host page's.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { useLocation } from 'preact-iso/router';
import { renderComponent } from './helpers/dom.js';
import { serverSuite, type ServerContext } from './helpers/server-suite.js';

const test = serverSuite('memory routing');

/** Renders the app's location provider on a memory source; `at()` is its URL and the one a screen shows. */
async function mounted(context: ServerContext) {
  let location!: ReturnType<typeof useLocation>;
  const Probe = () => {
    location = useLocation();
    return <p>{location.url}</p>;
  };
  context.rendered = await renderComponent(<Probe />);
  const { container, source } = context.rendered;
  const at = () => [source.read(), container.textContent];
  return { at, location: () => location };
}

test('forward returns to where back left, in the app, and leaves the host page where it was', async (context) => {
  const hostMoves: string[] = [];
  const original = { back: history.back, forward: history.forward, go: history.go };
  history.back = () => void hostMoves.push('back');
  history.forward = () => void hostMoves.push('forward');
  history.go = (delta) => void hostMoves.push(`go ${delta}`);
  try {
    const { at, location } = await mounted(context);
    await act(() => location().route('/a'));
    await act(() => location().route('/b'));
    await act(() => location().back());
    await act(() => location().back());
    assert.equal(at(), ['/', '/']);
    await act(() => location().forward());
    assert.equal(at(), ['/a', '/a']);
    await act(() => location().forward());
    assert.equal(at(), ['/b', '/b']);
    await act(() => location().forward());
    assert.equal(at(), ['/b', '/b'], 'nothing further ahead');
    assert.equal(hostMoves, [], "the host page's history never moved");
  } finally {
    Object.assign(history, original);
  }
});

test('a new address drops what lay ahead, as a browser does; replacing one keeps it', async (context) => {
  const { at, location } = await mounted(context);
  await act(() => location().route('/a'));
  await act(() => location().route('/b'));
  await act(() => location().back());
  await act(() => location().route('/c', true));
  await act(() => location().forward());
  assert.equal(at(), ['/b', '/b'], 'a replaced address keeps the way forward');
  await act(() => location().back());
  await act(() => location().route('/d'));
  await act(() => location().forward());
  assert.equal(at(), ['/d', '/d'], 'a new address has nothing ahead');
  await act(() => location().back());
  assert.equal(at(), ['/c', '/c']);
});

test.run();
