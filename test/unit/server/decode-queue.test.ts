import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DecodeQueue } from '../../../server/domain/verification/image-decode.js';
import { DomainError } from '../../../server/domain/domain-error.js';

/** A job that runs until `finish` is called, and says when it started. */
function job() {
  let finish!: () => void;
  const state = { started: false, finish: () => finish() };
  const run = () => {
    state.started = true;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { state, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('decodes run one at a time, in order; past the queue’s pixels one is refused at once: 503 unavailable, Retry-After', async () => {
  const queue = new DecodeQueue(100);
  const [a, b, c] = [job(), job(), job()];
  const first = queue.run(40, a.run);
  const second = queue.run(40, b.run);
  await tick();
  assert.ok(a.state.started);
  assert.not.ok(b.state.started, 'waits its turn');
  assert.is(queue.pixelsQueued, 80);
  const refused = await queue.run(40, c.run).then(() => undefined, (error: unknown) => error);
  assert.instance(refused, DomainError);
  assert.is((refused as DomainError).code, 'unavailable');
  assert.is((refused as DomainError).details?.retryAfterSeconds, 5);
  assert.not.ok(c.state.started, 'never runs');
  const fits = queue.run(20, async () => true);
  a.state.finish();
  await first;
  await tick();
  assert.ok(b.state.started);
  b.state.finish();
  await second;
  assert.ok(await fits, 'what still fit waited and ran');
  assert.is(queue.pixelsQueued, 0);
});

test('a failed decode gives its pixels back and the next one runs', async () => {
  const queue = new DecodeQueue(100);
  const failed = queue.run(100, async () => {
    throw new Error('broken');
  });
  await failed.catch(() => undefined);
  assert.is(queue.pixelsQueued, 0);
  assert.is(await queue.run(100, async () => 'next'), 'next');
});

test.run();
