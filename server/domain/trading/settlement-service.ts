import type { Db } from '../../db/database.js';
import { tradePnlMinor, tradeResult, winningsMinor, type TradeResult } from '../../../src/core/settlement.js';
import { transfer } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { hasTickAfter, tickAtOrBefore, ticksAround } from '../../market/ticks-repository.js';
import { dueOrders, markSettled, type OrderRow } from './orders-repository.js';
import type { StoredProof } from './order-view.js';

/** Ticks on each side of the entry and exit ticks that a settled order keeps as its proof. */
export const proofTicksEachSide = 3;

async function proofAround(db: Db, symbol: string, atMs: number) {
  const { before, after } = await ticksAround(db, symbol, atMs, proofTicksEachSide);
  const at = await tickAtOrBefore(db, symbol, atMs);
  return [...before, ...(at && at.timeMs === atMs ? [at] : []), ...after];
}

/** Moves the stake out of positions: back (draw, void), back with winnings (win), or to the house (loss). */
async function payOut(trx: Db, order: OrderRow, result: TradeResult, nowMs: number): Promise<void> {
  const positions = userAccountId(order.user_id, 'positions');
  const available = userAccountId(order.user_id, 'available');
  const ref = `order:${order.id}`;
  if (result === 'loss') {
    await transfer(trx, { debitAccountId: positions, creditAccountId: platformAccountId('house'), amountMinor: order.amount, code: 'stake_lost', ref }, nowMs);
    return;
  }
  await transfer(trx, { debitAccountId: positions, creditAccountId: available, amountMinor: order.amount, code: 'payout', ref }, nowMs);
  const winnings = result === 'win' ? winningsMinor(order.amount, order.payout_rate_bp) : 0;
  if (winnings > 0) {
    await transfer(trx, { debitAccountId: platformAccountId('house'), creditAccountId: available, amountMinor: winnings, code: 'payout', ref }, nowMs);
  }
}

/**
 * Settles one due order from the stored ticks, exactly once: the status change and the transfers share a
 * transaction, and the status change only succeeds while the order is still open. Returns false when the
 * exit price is not final yet (no tick after expiry has arrived) or another worker got there first.
 */
export async function settleOrder(db: Db, order: OrderRow, nowMs: number): Promise<boolean> {
  if (!(await hasTickAfter(db, order.symbol, order.expires_at))) return false;
  const exit = await tickAtOrBefore(db, order.symbol, order.expires_at);
  const result = tradeResult(order.direction, { price: order.entry_price, timeMs: order.entry_time }, exit, order.expires_at);
  const proof: StoredProof = {
    entryTicks: await proofAround(db, order.symbol, order.entry_time),
    exitTicks: exit ? await proofAround(db, order.symbol, exit.timeMs) : [],
  };
  return db.transaction().execute(async (trx) => {
    const won = await markSettled(trx, order.id, {
      exit_price: result === 'void' ? null : exit!.price,
      exit_time: result === 'void' ? null : exit!.timeMs,
      result,
      pnl: tradePnlMinor(result, order.amount, order.payout_rate_bp),
      proof: JSON.stringify(proof),
      settled_at: nowMs,
    });
    if (!won) return false;
    await payOut(trx, order, result, nowMs);
    return true;
  });
}

/** Settles every due order whose exit is final; returns how many it settled. */
export async function settleDueOrders(db: Db, nowMs: number, batchSize = 500): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await dueOrders(db, nowMs, batchSize);
    let progressed = 0;
    for (const order of due) if (await settleOrder(db, order, nowMs)) progressed++;
    settled += progressed;
    if (due.length < batchSize || progressed === 0) return settled;
  }
}
