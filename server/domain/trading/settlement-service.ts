import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { SqlRunner } from '../../db/statements.js';
import type { Transactions } from '../../db/transactions.js';
import { tradePnlMinor, tradeResult, winningsMinor, type TradeResult } from '../../../src/core/settlement.js';
import { transferBatch, type TransferRequest } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { hasTickAfter, tickAtOrBefore, ticksAround, type StoredTick } from '../../market/ticks-repository.js';
import { dueOrders, insertOrderProof, markSettled, type DueOrder } from './orders-repository.js';
import type { StoredProof } from './order-view.js';

/** Ticks on each side of the entry and exit ticks that a settled order keeps as its proof. */
export const proofTicksEachSide = 3;
/**
 * Orders settled per transaction. The database is held for the whole batch (new orders wait), and a batch
 * dirties about one index page per user in it, so larger batches settle a burst faster but stall orders longer.
 */
const batchSize = Number(process.env.SETTLE_BATCH ?? 5_000);

async function proofAround(db: Db, symbol: string, atMs: number): Promise<StoredTick[]> {
  const { before, after } = await ticksAround(db, symbol, atMs, proofTicksEachSide);
  const at = await tickAtOrBefore(db, symbol, atMs);
  return [...before, ...(at && at.timeMs === atMs ? [at] : []), ...after];
}

/** What settling one order moves: stake back (+ winnings from the house), or the stake to the house. */
function transfersFor(order: DueOrder, result: TradeResult): TransferRequest[] {
  const positions = userAccountId(order.user_id, 'positions');
  const available = userAccountId(order.user_id, 'available');
  const ref = `order:${order.id}`;
  if (result === 'loss') return [{ debitAccountId: positions, creditAccountId: platformAccountId('house'), amountMinor: order.amount, code: 'stake_lost', ref }];
  const moves: TransferRequest[] = [{ debitAccountId: positions, creditAccountId: available, amountMinor: order.amount, code: 'payout', ref }];
  const winnings = result === 'win' ? winningsMinor(order.amount, order.payout_rate_bp) : 0;
  if (winnings > 0) moves.push({ debitAccountId: platformAccountId('house'), creditAccountId: available, amountMinor: winnings, code: 'payout', ref });
  return moves;
}

/** Orders that settle on the same ticks with the same result: they share one stored proof. */
interface Group {
  result: TradeResult;
  exit: StoredTick | undefined;
  proof: string;
  orders: DueOrder[];
}

/**
 * Reads what a batch of due orders settles on — exit ticks and proofs, each once per expiry and entry — and
 * groups them; `waiting` collects the symbols whose exit is not final yet (no tick after expiry).
 */
async function groupDue(db: Db, due: DueOrder[], waiting: Set<string>): Promise<Map<string, Group>> {
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
    // Not final until a tick after expiry has arrived: the order waits, and so do later ones of its symbol.
    if (!exit.final) {
      waiting.add(order.symbol);
      continue;
    }
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
      group = { result, exit: result === 'void' ? undefined : exit.exit, proof: JSON.stringify(proof), orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  return groups;
}

/**
 * Settles due orders from the stored ticks, exactly once, in batches: the ticks are read first, then one
 * transaction per batch moves each order that is still open to settled (a conditional update, so an order
 * another worker took is skipped), stores each group's proof once, and pays out through the ledger in one
 * batch. An order whose exit is not final yet (no tick after expiry) waits. Returns how many it settled.
 */
export async function settleDueOrders(db: Db, reads: SqlRunner, transactions: Transactions, nowMs: number, batch = batchSize): Promise<number> {
  let settled = 0;
  // Symbols whose feed has no tick after an expiry yet: left out of the next batches, so a stalled feed
  // can't hold up the settlement of every other product behind its waiting orders.
  const waiting = new Set<string>();
  for (;;) {
    const due = await dueOrders(db, reads, nowMs, batch, [...waiting]);
    const groups = await groupDue(db, due, waiting);
    if (groups.size > 0) settled += await settleGroups(transactions, groups, nowMs);
    // A full batch left more behind it: go on, without the symbols that wait.
    if (due.length < batch) return settled;
  }
}

/** One transaction: each still-open order of the groups settled, each group's proof stored once, the payouts made. */
function settleGroups(transactions: Transactions, groups: Map<string, Group>, nowMs: number): Promise<number> {
  return transactions.run(async ({ sql }) => {
    const moves: TransferRequest[] = [];
    let taken = 0;
    for (const group of groups.values()) {
      const proofId = newId(nowMs);
      let proofStored = false;
      for (const order of group.orders) {
        const settlement = {
          id: order.id,
          result: group.result,
          exit_price: group.exit?.price ?? null,
          exit_time: group.exit?.timeMs ?? null,
          pnl: tradePnlMinor(group.result, order.amount, order.payout_rate_bp),
          proof_id: proofId,
          settled_at: nowMs,
        };
        if (!(await markSettled(sql, settlement))) continue;
        // Stored with the group's first order that this worker takes, in the same transaction.
        if (!proofStored) {
          await insertOrderProof(sql, proofId, group.proof);
          proofStored = true;
        }
        taken++;
        moves.push(...transfersFor(order, group.result));
      }
    }
    await transferBatch(sql, moves, nowMs);
    return taken;
  });
}
