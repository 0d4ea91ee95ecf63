import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { ReadRunner } from '../../db/statements.js';
import type { Transactions } from '../../db/transactions.js';
import { tradePnlMinor, tradeResult, winningsMinor, type TradeResult } from '../../../src/core/settlement.js';
import { transferBatch, type TransferRequest } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { tickAfter, tickAtOrBefore, ticksAround, type StoredTick } from '../../market/ticks-repository.js';
import { dueOrders, insertOrderProof, markSettled, type DueOrder } from './orders-repository.js';
import type { StoredProof } from './order-view.js';

/** Ticks on each side of the entry and exit ticks that a settled order keeps as its proof. */
export const proofTicksEachSide = 3;

export interface SettleLimits {
  /** Due orders read at a time. Read together, they are written in user order: see `inUserOrder`. */
  read: number;
  /**
   * Orders settled per transaction. The database is held for the whole batch (new orders wait), and a batch
   * dirties about one index page per user in it, so larger batches settle a burst faster but stall orders longer.
   */
  write: number;
}

const defaultLimits: SettleLimits = { read: 100_000, write: Number(process.env.SETTLE_BATCH ?? 5_000) };

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

/**
 * The exit tick of every expiry from `fromMs` (the exit tick's time) up to, not including, `untilMs` (the
 * next tick's time, which makes that exit final), with the exit's proof ticks.
 */
interface ExitSpan {
  fromMs: number;
  untilMs: number;
  exit: StoredTick | undefined;
  proof: StoredTick[];
}

/**
 * Exit ticks by symbol and expiry. Orders placed within one second expire within one second, and all of
 * those between two ticks settle on the same exit tick: one lookup per tick, not per expiry.
 */
class ExitTicks {
  private readonly lastSpan = new Map<string, ExitSpan>();

  constructor(private readonly db: Db) {}

  /** The span holding `expiresAt`; undefined while no tick after it has arrived (the exit isn't final). */
  async at(symbol: string, expiresAt: number): Promise<ExitSpan | undefined> {
    const known = this.lastSpan.get(symbol);
    if (known && known.fromMs <= expiresAt && expiresAt < known.untilMs) return known;
    const next = await tickAfter(this.db, symbol, expiresAt);
    if (!next) return undefined;
    const exit = await tickAtOrBefore(this.db, symbol, expiresAt);
    const span = { fromMs: exit?.timeMs ?? -Infinity, untilMs: next.timeMs, exit, proof: exit ? await proofAround(this.db, symbol, exit.timeMs) : [] };
    this.lastSpan.set(symbol, span);
    return span;
  }
}

/** Orders that settle on the same ticks with the same result: they share one stored proof. */
interface Group {
  result: TradeResult;
  exit: StoredTick | undefined;
  proof: string;
}

interface Settleable {
  order: DueOrder;
  group: Group;
}

/**
 * What each due order settles on — exit ticks and proofs, read once per exit tick and per entry tick — with
 * orders sharing ticks and result in one group; `waiting` collects the symbols whose exit is not final yet.
 */
async function groupDue(db: Db, exits: ExitTicks, due: DueOrder[], waiting: Set<string>): Promise<Settleable[]> {
  const groups = new Map<string, Group>();
  const entryProofs = new Map<string, StoredTick[]>();
  const settleable: Settleable[] = [];
  for (const order of due) {
    if (waiting.has(order.symbol)) continue;
    const span = await exits.at(order.symbol, order.expires_at);
    // Not final until a tick after expiry has arrived: the order waits, and so do later ones of its symbol.
    if (!span) {
      waiting.add(order.symbol);
      continue;
    }
    const entryKey = `${order.symbol}:${order.entry_time}`;
    let entryProof = entryProofs.get(entryKey);
    if (!entryProof) {
      entryProof = await proofAround(db, order.symbol, order.entry_time);
      entryProofs.set(entryKey, entryProof);
    }
    const result = tradeResult(order.direction, { price: order.entry_price, timeMs: order.entry_time }, span.exit, order.expires_at);
    const key = `${entryKey}:${span.fromMs}:${result}`;
    let group = groups.get(key);
    if (!group) {
      const proof: StoredProof = { entryTicks: entryProof, exitTicks: span.proof };
      group = { result, exit: result === 'void' ? undefined : span.exit, proof: JSON.stringify(proof) };
      groups.set(key, group);
    }
    settleable.push({ order, group });
  }
  return settleable;
}

/**
 * Due orders come by expiry, which interleaves users; each transaction rewrites one page of the per-user
 * transfers index and of the balances for every user in it. Written user by user instead, a burst's
 * transactions share almost no pages and each page is written once, not once per transaction.
 */
function inUserOrder(settleable: Settleable[]): Settleable[] {
  return settleable.sort((a, b) => (a.order.user_id < b.order.user_id ? -1 : a.order.user_id > b.order.user_id ? 1 : 0));
}

/**
 * Settles due orders from the stored ticks, exactly once: reads them (up to `limits.read` at a time) and
 * what they settle on, then settles them in transactions of `limits.write` orders, user by user. Each moves
 * every order that is still open to settled (a conditional update, so an order another worker took is
 * skipped), stores each group's proof once, and pays out through the ledger in one batch. An order whose
 * exit is not final yet (no tick after expiry) waits. Returns how many it settled.
 */
export async function settleDueOrders(db: Db, reads: ReadRunner, transactions: Transactions, nowMs: number, limits = defaultLimits): Promise<number> {
  let settled = 0;
  const exits = new ExitTicks(db);
  // Symbols whose feed has no tick after an expiry yet: left out of the next reads, so a stalled feed
  // can't hold up the settlement of every other product behind its waiting orders.
  const waiting = new Set<string>();
  for (;;) {
    const due = await dueOrders(db, reads, nowMs, limits.read, [...waiting]);
    const settleable = inUserOrder(await groupDue(db, exits, due, waiting));
    for (let i = 0; i < settleable.length; i += limits.write) settled += await settleBatch(transactions, settleable.slice(i, i + limits.write), nowMs);
    // A full read left more behind it: go on, without the symbols that wait.
    if (due.length < limits.read) return settled;
  }
}

/** One transaction: each still-open order settled, each group's proof stored once, the payouts made. */
function settleBatch(transactions: Transactions, batch: Settleable[], nowMs: number): Promise<number> {
  return transactions.run(async ({ sql }) => {
    const moves: TransferRequest[] = [];
    // A proof is stored with the first order of its group that this worker takes, in this transaction.
    const proofIds = new Map<Group, string>();
    let taken = 0;
    for (const { order, group } of batch) {
      const storedProofId = proofIds.get(group);
      const proofId = storedProofId ?? newId(nowMs);
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
      if (!storedProofId) {
        await insertOrderProof(sql, proofId, group.proof);
        proofIds.set(group, proofId);
      }
      taken++;
      moves.push(...transfersFor(order, group.result));
    }
    await transferBatch(sql, moves, nowMs);
    return taken;
  });
}
