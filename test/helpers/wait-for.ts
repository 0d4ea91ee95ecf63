// Node's own timer, not the global one: component tests replace the globals with happy-dom's window.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `condition` holds (it may be async; a throw counts as "not yet"), checking every `everyMs`; fails
 * naming `what` after `timeoutMs`. A test waits on what it expects to happen, never a fixed time: a fixed sleep is
 * too short on a loaded machine and too long on a quiet one. The condition is checked once more at the deadline, so
 * a slow check never fails a condition that holds.
 */
export async function waitFor(condition: () => unknown, { timeoutMs = 5_000, what = 'the condition', everyMs = 10 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    const past = Date.now() > deadline;
    try {
      if (await condition()) return;
    } catch (error) {
      last = error;
    }
    if (past) throw new Error(`${what}: not within ${timeoutMs} ms${last instanceof Error ? ` (last: ${last.message})` : ''}`);
    await sleep(everyMs);
  }
}
