// The idle prefetch of the areas' files (src/areas/areas.ts) asks for a few files per idle moment, whatever the moment's
// length, and waits for the page's load: each file asked for costs the browser work on the same cores, and an idle
// period can be 50 ms, which filled with requests is a long task on a phone four times slower.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { prefetchFiles, prefetchPerIdle } from '../../src/areas/areas.js';

/** What the built app asks for: 13 areas' chunks and 14 string files. */
const files = () => Array.from({ length: 27 }, (_, i) => `/assets/file-${i}.js`);

test.before(() => GlobalRegistrator.register({ url: 'http://uptick.test/' }));
test.after(() => GlobalRegistrator.unregister());

test('each idle moment asks for a few files, however long it is, and the next asks for the rest', () => {
  const pending: IdleRequestCallback[] = [];
  globalThis.requestIdleCallback = window.requestIdleCallback = ((callback: IdleRequestCallback) => pending.push(callback)) as typeof requestIdleCallback;
  const longIdle = { didTimeout: false, timeRemaining: () => 50 };
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
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

test('before the page has loaded, the prefetch waits for its load event', () => {
  const pending: IdleRequestCallback[] = [];
  globalThis.requestIdleCallback = window.requestIdleCallback = ((callback: IdleRequestCallback) => pending.push(callback)) as typeof requestIdleCallback;
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  prefetchFiles(files());
  assert.is(pending.length, 0, 'no idle moment is asked for while the page loads');
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  window.dispatchEvent(new Event('load'));
  assert.is(pending.length, 1, 'after load, the first idle moment is asked for');
});

test.run();
