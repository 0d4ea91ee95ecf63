import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ByteBudget, type Reservation } from '../../../server/domain/verification/byte-budget.js';

const release = (reservation: Reservation) => {
  if (!('release' in reservation)) throw new Error(`refused: ${reservation.refused}`);
  return reservation.release;
};

test('reservations fit the budget until it is full; a release frees its bytes once', () => {
  const budget = new ByteBudget(100);
  const a = release(budget.reserve(60));
  assert.equal(budget.reserve(50), { refused: 'budget' }, 'over the budget');
  const b = release(budget.reserve(40));
  assert.is(budget.inUse, 100);
  a();
  a();
  assert.is(budget.inUse, 40, 'a second release changes nothing');
  release(budget.reserve(60));
  b();
  assert.is(budget.inUse, 60);
});

test('one holder keeps to its share, in bytes and in reservations; the others keep the rest', () => {
  const budget = new ByteBudget(100, { bytes: 25, count: 2 });
  const a = release(budget.reserve(20, 'mallory'));
  assert.equal(budget.reserve(10, 'mallory'), { refused: 'holder' }, 'past its bytes');
  const b = release(budget.reserve(5, 'mallory'));
  assert.equal(budget.reserve(0, 'mallory'), { refused: 'holder' }, 'past its count');
  assert.equal(budget.heldBy('mallory'), { bytes: 25, count: 2 });
  const others = ['carol', 'dan', 'erin'].map((holder) => release(budget.reserve(25, holder)));
  assert.is(budget.inUse, 100);
  assert.equal(budget.reserve(1, 'fay'), { refused: 'budget' });
  a();
  b();
  assert.equal(budget.heldBy('mallory'), { bytes: 0, count: 0 }, 'forgotten when it holds nothing');
  release(budget.reserve(25, 'mallory'));
  for (const done of others) done();
  assert.is(budget.inUse, 25);
});

test.run();
