import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { maxWithdrawalMinor } from '../../../src/core/max-withdrawal.js';
import { withdrawalFeeMinor } from '../../../src/core/withdrawal-fee.js';

const rule = { rateBasisPoints: 100, feeMinMinor: 100 };

test("'All' withdraws the largest amount whose amount + fee fits: 99.00 of 100.00, 990.09 of 1,000.00", () => {
  assert.is(maxWithdrawalMinor(10_000, rule), 9_900);
  assert.is(maxWithdrawalMinor(100_000, rule), 99_009);
});

test('nothing fits while the balance is at or below the minimum fee', () => {
  for (const available of [0, 1, 100]) assert.is(maxWithdrawalMinor(available, rule), 0, String(available));
  assert.is(maxWithdrawalMinor(101, rule), 1);
});

test('it agrees with counting down from the balance, for every balance to 300.00 and two fee rules', () => {
  for (const r of [rule, { rateBasisPoints: 250, feeMinMinor: 0 }]) {
    for (let available = 0; available <= 30_000; available += 7) {
      let expected = available;
      while (expected > 0 && expected + withdrawalFeeMinor(expected, r) > available) expected--;
      assert.is(maxWithdrawalMinor(available, r), expected, `${available} with ${JSON.stringify(r)}`);
    }
  }
});

test.run();
