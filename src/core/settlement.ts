/**
 * The published settlement rules of a fixed-time trade (docs/design.md, Trading), as pure functions. The
 * settlement engine decides results, winnings and P&L with these; it finds exit ticks and final exits with
 * SQL over the stored ticks, which `exitTick` and `isExitFinal` state as the rule, and
 * test/api/settlement-rules.test.ts proves the two agree on a scripted feed.
 */
export type Direction = 'up' | 'down';
export type TradeResult = 'win' | 'loss' | 'draw' | 'void';

/** A recorded price: `price` is an integer at the product's precision (63201.05 at precision 2 → 6320105). */
export interface PricePoint {
  price: number;
  timeMs: number;
}

/** With no tick in the last 5 s before expiry there is no fair exit price: the trade is void, stake back. */
export const voidWindowMs = 5_000;

/**
 * The exit tick: the last tick at or before expiry. `ticks` are in time order. It is final once no later tick
 * at or before the expiry can still come in (`isExitFinal`).
 */
export function exitTick(ticks: readonly PricePoint[], expiresAtMs: number): PricePoint | undefined {
  let found: PricePoint | undefined;
  for (const tick of ticks) {
    if (tick.timeMs > expiresAtMs) break;
    found = tick;
  }
  return found;
}

/** A product's latest recorded tick, and whether it came from a feed, which records at most one tick a second. */
export interface LatestTick {
  timeMs: number;
  oneASecond: boolean;
}

/**
 * Expiries before this time have final exits. A feed (the simulator, an exchange) records at most one tick a
 * second per product, so once a tick of a second is recorded no other tick of that second will be: an expiry
 * before the second's end has its exit at once, not a second later when the next tick comes. Ticks from
 * anywhere else promise nothing, and an exit is final once a tick after the expiry has arrived.
 */
export function exitsFinalBeforeMs(latest: LatestTick): number {
  return latest.oneASecond ? Math.floor(latest.timeMs / 1000) * 1000 + 1000 : latest.timeMs;
}

export function isExitFinal(latest: LatestTick, expiresAtMs: number): boolean {
  return expiresAtMs < exitsFinalBeforeMs(latest);
}

export function tradeResult(direction: Direction, entry: PricePoint, exit: PricePoint | undefined, expiresAtMs: number): TradeResult {
  if (!exit || exit.timeMs < expiresAtMs - voidWindowMs) return 'void';
  if (exit.price === entry.price) return 'draw';
  const rose = exit.price > entry.price;
  return rose === (direction === 'up') ? 'win' : 'loss';
}

/** Highest payout rate: 100 % (the operator command refuses more), so winnings never exceed the stake. */
export const payoutRateMaxBasisPoints = 10_000;

/** Winnings of a won stake: stake × rate, rounded down to the cent (the sub-cent stays with the house). */
export function winningsMinor(stakeMinor: number, payoutRateBasisPoints: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) {
    throw new RangeError(`winningsMinor: stake ${stakeMinor} must be a positive integer of minor units`);
  }
  if (!Number.isSafeInteger(payoutRateBasisPoints) || payoutRateBasisPoints < 0 || payoutRateBasisPoints > payoutRateMaxBasisPoints) {
    throw new RangeError(`winningsMinor: rate ${payoutRateBasisPoints} must be whole basis points from 0 to ${payoutRateMaxBasisPoints}`);
  }
  const product = stakeMinor * payoutRateBasisPoints;
  // Exact below 2^53, and subtracting the remainder keeps the division exact; beyond it (stakes over ~9 × 10^11
  // minor units) the product loses digits, so BigInt, as the withdrawal fee does.
  if (Number.isSafeInteger(product)) return (product - (product % 10_000)) / 10_000;
  return Number((BigInt(stakeMinor) * BigInt(payoutRateBasisPoints)) / 10_000n);
}

/** What a settled trade is worth to the user: profit (or loss) in minor units. */
export function tradePnlMinor(result: TradeResult, stakeMinor: number, payoutRateBasisPoints: number): number {
  if (result === 'win') return winningsMinor(stakeMinor, payoutRateBasisPoints);
  if (result === 'loss') return -stakeMinor;
  return 0;
}
