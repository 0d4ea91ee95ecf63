import { formatMinor } from '../../../src/core/money.js';
import { DomainError } from '../domain-error.js';

/** Refuses an amount outside [min, max] with the range, so the client can say what is allowed. */
export function assertAmountInRange(amountMinor: number, minMinor: number, maxMinor: number): void {
  if (amountMinor < minMinor || amountMinor > maxMinor) {
    throw new DomainError(
      'amount_out_of_range',
      `The amount must be between ${formatMinor(minMinor)} and ${formatMinor(maxMinor)}`,
      undefined,
      { min: formatMinor(minMinor), max: formatMinor(maxMinor) },
    );
  }
}
