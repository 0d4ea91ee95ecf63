// The idle prefetch of the areas' files (src/areas/areas.ts) asks for a few files per idle moment, whatever the
// moment's length, and waits for the page's load (or a deadline): each file asked for costs the browser work on
// the same cores, and an idle period can be 50 ms, which filled with requests is a long task on a 4× slower phone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { prefetchFiles, prefetchPerIdle } from '../../src/areas/areas.js';

/** What the built app asks for: 13 areas' chunks and 14 string files. */
const files = () => Array.from({ length: 27 }, (_, i) => `/assets/file-${i}.js`);

/** The idle callbacks the page asks for, kept to be run by the test, with the document's readyState set. */
function idleMoments(readyState: DocumentReadyState): IdleRequestCallback[] {
  const pending: IdleRequestCallback[] = [];
  globalThis.requestIdleCallback = window.requestIdleCallback = ((callback: IdleRequestCallback) => pending.push(callback)) as typeof requestIdleCallback;
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  return pending;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.before(() => GlobalRegistrator.register({ url: 'http://uptick.test/' }));
test.after(() => GlobalRegistrator.unregister());

test('each idle moment asks for a few files, however long it is, and the next asks for the rest', () => {
  const pending = idleMoments('complete');
  const longIdle = { didTimeout: false, timeRemaining: () => 50 };
  prefetchFiles(files());
  const links = () => document.head.querySelectorAll('link[rel=prefetch]').length;
  assert.is(links(), 0, 'nothing is asked for before an idle moment');
  let moments = 0;
  while (pending.length) {
    const before = links();
    pending.shift()!(longIdle);
    moments++;
    const asked = links() - before;
    assert.ok(asked >= 1 && asked <= prefetchPerIdle, `moment ${moments} asked for ${asked} files`);
  }
  assert.ok(moments > 1, `the files were spread over ${moments} idle moments`);
  assert.is(links(), 27, 'every area and its strings were asked for');
});

test('before the page has loaded, the prefetch waits for its load event', async () => {
  const pending = idleMoments('interactive');
  prefetchFiles(files(), 50);
  assert.is(pending.length, 0, 'no idle moment is asked for while the page loads');
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  window.dispatchEvent(new Event('load'));
  assert.is(pending.length, 1, 'after load, the first idle moment is asked for');
  await sleep(80);
  assert.is(pending.length, 1, 'and only once: the deadline after it asks for nothing more');
});

test("a page whose load never comes (a partner's, a request hanging) gets the files after the deadline", async () => {
  const pending = idleMoments('interactive');
  prefetchFiles(files(), 40);
  assert.is(pending.length, 0, 'nothing at once');
  await sleep(80);
  assert.is(pending.length, 1, 'the first idle moment is asked for after the deadline');
});

test.run();
