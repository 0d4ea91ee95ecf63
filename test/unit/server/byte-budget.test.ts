import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ByteBudget } from '../../../server/domain/verification/byte-budget.js';

test('reservations fit the budget until it is full; a release frees its bytes once', () => {
  const budget = new ByteBudget(100);
  const a = budget.reserve(60)!;
  assert.ok(a);
  assert.is(budget.reserve(50), undefined, 'over the budget');
  const b = budget.reserve(40)!;
  assert.is(budget.inUse, 100);
  a();
  a();
  assert.is(budget.inUse, 40, 'a second release changes nothing');
  assert.ok(budget.reserve(60));
  b();
  assert.is(budget.inUse, 60);
});
test.run();
