/** How the platform charges for a withdrawal: a rate in basis points with a floor, both configurable. */
export interface WithdrawalFeeRule {
  /** 100 = 1 %. */
  rateBasisPoints: number;
  feeMinMinor: number;
}

/** The fee for withdrawing `amountMinor`: the rate rounded up to the cent, never below the floor. */
export function withdrawalFeeMinor(amountMinor: number, rule: WithdrawalFeeRule): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`withdrawalFeeMinor: amount ${amountMinor} must be a positive integer of minor units`);
  }
  // Integer ceiling division in BigInt: amount × rate passes 2^53 for very large amounts.
  const byRate = Number((BigInt(amountMinor) * BigInt(rule.rateBasisPoints) + 9_999n) / 10_000n);
  return Math.max(byRate, rule.feeMinMinor);
}
