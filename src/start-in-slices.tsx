import { useState, type ReactElement, type ReactNode } from 'react';

// A task of the start runs about this long, in the page's own time (on a phone 4× slower, 4× longer), and then only
// what a `Later` does not hold back: under the 50 ms that counts as blocking a tap (docs/performance.md, "First visit").
const sliceMs = 6;
/** When the start's current task began; 0 when no start is running, and every part renders at once. */
let sliceFrom = 0;
/** The parts `Later` held back, each shown by calling it. */
const waiting: (() => void)[] = [];
const spent = () => performance.now() - sliceFrom > sliceMs;

/** Renders `children` now, or, while the app starts and this task has had its time, in a later task. */
export function Later({ children }: { children: ReactNode }) {
  const [shown, show] = useState(() => !sliceFrom || !spent() || !waiting.push(() => show(true)));
  return shown ? (children as ReactElement) : null;
}

/**
 * Runs `first` in a task of its own, then the parts `Later` held back, as many in a task as its time allows, then
 * `done`. The browser may paint between tasks: what the page shows stays until `done` changes it.
 */
export function inSlices(first: () => void, done: () => void): void {
  waiting.push(first);
  const show = () => {
    waiting.shift()!();
    // After the render that call queued, itself a microtask: the next part, if this task still has time.
    queueMicrotask(() => (waiting.length && !spent() ? show() : setTimeout(task)));
  };
  const task = () => {
    sliceFrom = performance.now();
    if (waiting.length) show();
    else {
      sliceFrom = 0;
      done();
    }
  };
  setTimeout(task);
}
