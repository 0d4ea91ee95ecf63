import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { tradeResult, type TradeResult } from '../../../src/core/settlement.js';
import { transferBatch, type TransferRequest } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { hasTickAfter, tickAtOrBefore, ticksAround, type StoredTick } from '../../market/ticks-repository.js';
import { dueOrders, type OrderRow } from './orders-repository.js';
import type { StoredProof } from './order-view.js';

/** Ticks on each side of the entry and exit ticks that a settled order keeps as its proof. */
export const proofTicksEachSide = 3;
/** Orders settled per transaction: large enough for 100,000 expiries a second, small enough to keep commits short. */
const batchSize = Number(process.env.SETTLE_BATCH ?? 5_000);
const idChunk = 500;

async function proofAround(db: Db, symbol: string, atMs: number): Promise<StoredTick[]> {
  const { before, after } = await ticksAround(db, symbol, atMs, proofTicksEachSide);
  const at = await tickAtOrBefore(db, symbol, atMs);
  return [...before, ...(at && at.timeMs === atMs ? [at] : []), ...after];
}

/** P&L in SQL, so one statement settles a whole group: winnings round down to the cent, as winningsMinor does. */
function pnlSql(result: TradeResult) {
  if (result === 'win') return sql<number>`(amount * payout_rate_bp) / 10000`;
  if (result === 'loss') return sql<number>`-amount`;
  return sql<number>`0`;
}

/** What settling one order moves: stake back (+ winnings from the house), or the stake to the house. */
function transfersFor(order: Pick<OrderRow, 'id' | 'user_id' | 'amount' | 'payout_rate_bp'>, result: TradeResult): TransferRequest[] {
  const positions = userAccountId(order.user_id, 'positions');
  const available = userAccountId(order.user_id, 'available');
  const ref = `order:${order.id}`;
  if (result === 'loss') return [{ debitAccountId: positions, creditAccountId: platformAccountId('house'), amountMinor: order.amount, code: 'stake_lost', ref }];
  const moves: TransferRequest[] = [{ debitAccountId: positions, creditAccountId: available, amountMinor: order.amount, code: 'payout', ref }];
  const winnings = result === 'win' ? Math.floor((order.amount * order.payout_rate_bp) / 10_000) : 0;
  if (winnings > 0) moves.push({ debitAccountId: platformAccountId('house'), creditAccountId: available, amountMinor: winnings, code: 'payout', ref });
  return moves;
}

interface Group {
  result: TradeResult;
  exit: StoredTick | undefined;
  proof: string;
  ids: string[];
}

/**
 * Settles due orders from the stored ticks, exactly once, in batches: orders that expire together share
 * their exit tick and proof, each (result, entry tick) group is settled by one conditional UPDATE that only
 * touches orders still open and returns the ones it took, and their payouts go through the ledger in one
 * batch — all in one transaction. An order whose exit is not final yet (no tick after expiry) waits.
 * Returns how many orders this call settled.
 */
export async function settleDueOrders(db: Db, nowMs: number): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await dueOrders(db, nowMs, batchSize);
    const groups = new Map<string, Group>();
    const exits = new Map<string, { final: boolean; exit?: StoredTick; proof?: StoredTick[] }>();
    const entryProofs = new Map<string, StoredTick[]>();
    for (const order of due) {
      const expiryKey = `${order.symbol}:${order.expires_at}`;
      let exit = exits.get(expiryKey);
      if (!exit) {
        const final = await hasTickAfter(db, order.symbol, order.expires_at);
        const tick = final ? await tickAtOrBefore(db, order.symbol, order.expires_at) : undefined;
        exit = { final, exit: tick, proof: tick ? await proofAround(db, order.symbol, tick.timeMs) : [] };
        exits.set(expiryKey, exit);
      }
      if (!exit.final) continue;
      const entryKey = `${order.symbol}:${order.entry_time}`;
      let entryProof = entryProofs.get(entryKey);
      if (!entryProof) {
        entryProof = await proofAround(db, order.symbol, order.entry_time);
        entryProofs.set(entryKey, entryProof);
      }
      const result = tradeResult(order.direction, { price: order.entry_price, timeMs: order.entry_time }, exit.exit, order.expires_at);
      const key = `${expiryKey}:${entryKey}:${result}`;
      let group = groups.get(key);
      if (!group) {
        const proof: StoredProof = { entryTicks: entryProof, exitTicks: exit.proof ?? [] };
        group = { result, exit: result === 'void' ? undefined : exit.exit, proof: JSON.stringify(proof), ids: [] };
        groups.set(key, group);
      }
      group.ids.push(order.id);
    }
    if (groups.size === 0) return settled;

    const count = await db.transaction().execute(async (trx) => {
      const moves: TransferRequest[] = [];
      let taken = 0;
      for (const group of groups.values()) {
        for (let i = 0; i < group.ids.length; i += idChunk) {
          const rows = await trx
            .updateTable('orders')
            .set({
              status: 'settled',
              result: group.result,
              exit_price: group.exit?.price ?? null,
              exit_time: group.exit?.timeMs ?? null,
              pnl: pnlSql(group.result),
              proof: group.proof,
              settled_at: nowMs,
            })
            .where('id', 'in', group.ids.slice(i, i + idChunk))
            .where('status', '=', 'open')
            .returning(['id', 'user_id', 'amount', 'payout_rate_bp'])
            .execute();
          taken += rows.length;
          for (const row of rows) moves.push(...transfersFor(row, group.result));
        }
      }
      await transferBatch(trx, moves, nowMs);
      return taken;
    });
    settled += count;
    if (due.length < batchSize) return settled;
  }
}
