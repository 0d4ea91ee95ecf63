// The first render waits for the page's head to have loaded Intl's locale data in a worker (src/icu-warmup.ts), so
// the main thread never loads it in the render; without that worker (a partner's page) it renders at once, and a
// worker that fails, or never answers, never holds the page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { afterIcuWarmup, icuWaitMs } from '../../src/icu-warmup.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const global = globalThis as { upIcu?: Promise<unknown> };

/** The head's promise, settled by the test as the worker would. */
function warming() {
  let settle!: (ok: boolean) => void;
  global.upIcu = new Promise((resolve, reject) => (settle = (ok) => (ok ? resolve(0) : reject(new Error('worker failed')))));
  return settle;
}

test.after.each(() => {
  delete global.upIcu;
});

test('without a warming worker the render runs at once', () => {
  let renders = 0;
  afterIcuWarmup(() => renders++);
  assert.is(renders, 1);
});

test('the render waits for the worker, then runs once', async () => {
  const settle = warming();
  let renders = 0;
  afterIcuWarmup(() => renders++);
  await sleep(20);
  assert.is(renders, 0, 'nothing rendered while the worker loads the data');
  settle(true);
  await sleep(0);
  assert.is(renders, 1, 'rendered when the worker answered');
  await sleep(icuWaitMs + 50);
  assert.is(renders, 1, 'the deadline does not render again');
});

test('a failed worker lets the render go on', async () => {
  const settle = warming();
  let renders = 0;
  afterIcuWarmup(() => renders++);
  settle(false);
  await sleep(0);
  assert.is(renders, 1);
});

test('a worker that never answers holds the render no longer than the deadline', async () => {
  warming();
  let renders = 0;
  afterIcuWarmup(() => renders++);
  await sleep(icuWaitMs - 100);
  assert.is(renders, 0);
  await sleep(200);
  assert.is(renders, 1);
});

test.run();
