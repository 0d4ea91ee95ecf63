import { withdrawalFeeMinor, type WithdrawalFeeRule } from './withdrawal-fee.js';

/**
 * The largest amount whose amount + fee fits in `availableMinor` ('All' on the withdraw screen), 0 if none.
 * amount + fee grows strictly with the amount, so a binary search over integers finds it exactly.
 */
export function maxWithdrawalMinor(availableMinor: number, rule: WithdrawalFeeRule): number {
  let affordable = 0;
  let over = availableMinor + 1;
  while (over - affordable > 1) {
    const mid = Math.floor((affordable + over) / 2);
    if (mid + withdrawalFeeMinor(mid, rule) <= availableMinor) affordable = mid;
    else over = mid;
  }
  return affordable;
}
