import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BoundedSet } from '../../../server/domain/bounded-set.js';
import { OneAtATime } from '../../../server/domain/one-at-a-time.js';
import { DomainError } from '../../../server/domain/domain-error.js';

test('a bounded set forgets its oldest member at capacity, and a member added again stays where it was', () => {
  const set = new BoundedSet<string>(2);
  set.add('a');
  set.add('b');
  set.add('a');
  set.add('c');
  assert.equal([set.has('a'), set.has('b'), set.has('c')], [false, true, true]);
  assert.throws(() => new BoundedSet(0), /positive integer/);
});

test('checks of one key run one after another; the key is forgotten once they settle', async () => {
  const checks = new OneAtATime();
  const order: string[] = [];
  let release!: () => void;
  const first = checks.run('k', () => new Promise<void>((resolve) => (release = resolve)).then(() => void order.push('first')));
  const second = checks.run('k', async () => void order.push('second'));
  await Promise.resolve();
  assert.equal(order, []);
  release();
  await Promise.all([first, second]);
  assert.equal(order, ['first', 'second']);
});

test('a flood of distinct keys past the bound is refused with unavailable, not remembered', async () => {
  const checks = new OneAtATime();
  const never = new Promise<void>(() => undefined);
  for (let i = 0; i < 10_000; i++) void checks.run(`k${i}`, () => never);
  const refused = await checks.run('one-more', async () => 'ran').catch((error: unknown) => error);
  assert.instance(refused, DomainError);
  assert.is((refused as DomainError).code, 'unavailable');
});

test.run();
