// The app's start after the server's first screen has painted (src/start-in-slices.tsx): its parts spread over
// tasks short enough not to hold up a tap, and what the page shows stays until they are all in.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRoot } from 'react-dom/client';
import { inSlices, Later } from '../../src/start-in-slices.js';
import { registerDom, unregisterDom } from './helpers/dom.js';

// mount()'s side of it, the first screen kept up until the app is whole, is in mount-language.test.tsx.
const test = suite('the start in short tasks');

test.before(() => registerDom('http://localhost'));
test.after(() => unregisterDom());

test('parts held back by Later render in later tasks, no more in a task than its time allows, then done', async () => {
  // A clock the parts move: each costs 5 ms, so a 6 ms task has room for two.
  let clockMs = 1_000;
  let task = 0;
  const tasksOf: number[] = [];
  const realNow = performance.now.bind(performance);
  const realSetTimeout = globalThis.setTimeout;
  performance.now = () => clockMs;
  globalThis.setTimeout = ((run: () => void, ms?: number) => realSetTimeout(() => (task++, run()), ms)) as typeof setTimeout;
  const Part = ({ n }: { n: number }) => {
    clockMs += 5;
    tasksOf[n] = task;
    return <i>{n}</i>;
  };
  const box = document.createElement('div');
  const root = createRoot(box);
  try {
    const parts = [0, 1, 2, 3, 4, 5].map((n) => (
      <Later key={n}>
        <Part n={n} />
      </Later>
    ));
    const done = new Promise<number>((resolve) => inSlices(() => root.render(<>{parts}</>), () => resolve(task)));
    const doneIn = await done;
    assert.is(box.textContent, '012345', 'every part, in its place');
    assert.equal(tasksOf, [1, 1, 2, 2, 3, 3], 'two parts a task, each task after the one before');
    assert.is(doneIn, 4, 'done in a task after the last part');
    // Once the start is over, a Later renders at once.
    root.render(<Later>late</Later>);
    assert.is(box.textContent, 'late');
  } finally {
    performance.now = realNow;
    globalThis.setTimeout = realSetTimeout;
    root.unmount();
  }
});

test.run();
