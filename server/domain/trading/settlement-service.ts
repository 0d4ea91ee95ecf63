import { hash } from 'node:crypto';
import type { Connection } from '../../db/connection.js';

import { exitsFinalBeforeMs, tradePnlMinor, tradeResult, winningsMinor, type TradeResult } from '../../../src/core/settlement.js';
import { LockedLedger, transferBatch, type TransferRequest } from '../ledger/ledger.js';
import { houseAccountIds, platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { lockFirstFreeAccount } from '../ledger/accounts-repository.js';
import { allProducts } from '../../market/products-repository.js';
import { latestTick, tickAfter, tickAtOrBefore, ticksAround, type StoredTick } from '../../market/ticks-repository.js';
import { asTheOneSettling, insertOrderProof, insertOrderProofs, settleOpenOrders, markSettled, openOrdersExpiredBefore, type DueOrder } from './orders-repository.js';
import type { StoredProof } from '../../market/stored-proof.js';

/** Ticks on each side of the entry and exit ticks that a settled order keeps as its proof. */
export const proofTicksEachSide = 3;

export interface SettleLimits {
  /** Final orders read at a time. Read together, they are written in user order: see `inUserOrder`. */
  read: number;
  /**
   * Orders settled per transaction (SETTLE_BATCH). The database is held for the whole batch (new orders
   * wait), so larger batches commit less often but stall orders longer.
   */
  write: number;
  /**
   * Batches in flight at once on PostgreSQL, each on a connection and a house shard of its own (1 when left
   * out; SQLite has one writer and settles one at a time).
   */
  parallel?: number;
}

/**
 * Settlement's connections on PostgreSQL (its pool, plugins/database.ts): the batches in flight at once. Two keep
 * both of a two-core host's cores busy with PostgreSQL's share of a batch while this process builds the next.
 */
export const settlementConnections = 2;

/**
 * Up to 100,000 final orders read at a time (a burst at the budget's size), settled `writeBatch` at a time,
 * `parallel` batches at once.
 */
export function settleLimits(writeBatch: number, parallel = settlementConnections): SettleLimits {
  // A batch of 0 would never move on.
  if (!Number.isSafeInteger(writeBatch) || writeBatch < 1) throw new Error(`settleLimits: a write batch of ${writeBatch} orders is not a whole number ≥ 1`);
  if (!Number.isSafeInteger(parallel) || parallel < 1 || parallel > houseAccountIds.length) throw new Error(`settleLimits: ${parallel} batches at once is not a whole number from 1 to ${houseAccountIds.length} (the house shards)`);
  return { read: 100_000, write: writeBatch, parallel };
}

async function proofAround(db: Connection, symbol: string, atMs: number): Promise<StoredTick[]> {
  const { before, after } = await ticksAround(db, symbol, atMs, proofTicksEachSide);
  const at = await tickAtOrBefore(db, symbol, atMs);
  return [...before, ...(at && at.timeMs === atMs ? [at] : []), ...after];
}

/** The stored proof of orders settled on these ticks: their prices and times, and where they came from. */
function storedProof(symbol: string, entryTicks: StoredTick[], exitTicks: StoredTick[]): StoredProof {
  // One feed made them all, unless FEED changed around them (a restart): then it names each, in time order.
  const source = [...new Set([...entryTicks, ...exitTicks].map((t) => t.source))].join('+') || 'unknown';
  // Chained ticks carry their place in the record, so the proof can be checked against it (docs/api.md).
  const point = (t: StoredTick) => (t.hash ? { price: t.price, timeMs: t.timeMs, source: t.source, hash: t.hash, prevHash: t.prevHash ?? '' } : { price: t.price, timeMs: t.timeMs });
  return { symbol, entryTicks: entryTicks.map(point), exitTicks: exitTicks.map(point), source };
}

/** What settling one order moves: stake back (+ winnings from `house`, a house account), or the stake to `house`. */
function transfersFor(order: DueOrder, result: TradeResult, house: string): TransferRequest[] {
  const positions = userAccountId(order.user_id, 'positions');
  const available = userAccountId(order.user_id, 'available');
  const ref = `order:${order.id}`;
  if (result === 'loss') return [{ debitAccountId: positions, creditAccountId: house, amountMinor: order.amount, code: 'stake_lost', ref }];
  const moves: TransferRequest[] = [{ debitAccountId: positions, creditAccountId: available, amountMinor: order.amount, code: 'stake_return', ref }];
  const winnings = result === 'win' ? winningsMinor(order.amount, order.payout_rate_bp) : 0;
  if (winnings > 0) moves.push({ debitAccountId: house, creditAccountId: available, amountMinor: winnings, code: 'winnings', ref });
  return moves;
}

/**
 * The exit tick of every expiry from `fromMs` (the exit tick's time) up to, not including, `untilMs` (the
 * next tick's time, or, before it has come, when the exit stops being final: `exitsFinalBeforeMs`), with the
 * exit's proof ticks.
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

  constructor(private readonly db: Connection) {}

  /** The span holding `expiresAt` if it is the one last looked up: no await for most orders of a burst. */
  known(symbol: string, expiresAt: number): ExitSpan | undefined {
    const known = this.lastSpan.get(symbol);
    return known && known.fromMs <= expiresAt && expiresAt < known.untilMs ? known : undefined;
  }

  /** The span holding `expiresAt`, final before `finalBeforeMs`; undefined if the expiry isn't (its exit may still change). */
  async at(symbol: string, expiresAt: number, finalBeforeMs: number): Promise<ExitSpan | undefined> {
    const known = this.known(symbol, expiresAt);
    if (known) return known;
    const next = await tickAfter(this.db, symbol, expiresAt);
    if (!next && expiresAt >= finalBeforeMs) return undefined;
    const exit = await tickAtOrBefore(this.db, symbol, expiresAt);
    const span = { fromMs: exit?.timeMs ?? -Infinity, untilMs: next?.timeMs ?? finalBeforeMs, exit, proof: exit ? await proofAround(this.db, symbol, exit.timeMs) : [] };
    this.lastSpan.set(symbol, span);
    return span;
  }
}

/** Orders that settle on the same ticks with the same result: they share one stored proof. */
interface Group {
  result: TradeResult;
  exit: StoredTick | undefined;
  proof: string;
  /** Derived from the proof's body, so every transaction and every worker that stores it stores one row. */
  proofId: string;
  symbol: string;
  /** The exit tick's time, void or not: the proof holds the ticks around it, whose day pruning keeps. */
  proofExitTime: number | null;
}

interface Settleable {
  order: DueOrder;
  group: Group;
}

/**
 * What each due order settles on — exit ticks and proofs, read once per exit tick and per entry tick — with
 * orders sharing ticks and result in one group.
 */
async function groupDue(db: Connection, exits: ExitTicks, { orders: due, finalBeforeMs }: FinalOrders): Promise<Settleable[]> {
  const groups = new Map<string, Group>();
  const entryProofs = new Map<string, StoredTick[]>();
  const settleable: Settleable[] = [];
  for (const order of due) {
    const span = exits.known(order.symbol, order.expires_at) ?? (await exits.at(order.symbol, order.expires_at, finalBeforeMs.get(order.symbol) ?? -Infinity));
    // Read as final; should its ticks have gone since, it waits.
    if (!span) continue;
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
      const proof = JSON.stringify(storedProof(order.symbol, entryProof, span.proof));
      group = {
        result,
        exit: result === 'void' ? undefined : span.exit,
        proof,
        proofId: hash('sha256', proof, 'hex').slice(0, 32),
        symbol: order.symbol,
        proofExitTime: span.exit?.timeMs ?? null,
      };
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
  // By user, then order id: a fixed order, so two workers (PostgreSQL) lock rows in the same order.
  return settleable.sort((a, b) => (a.order.user_id !== b.order.user_id ? (a.order.user_id < b.order.user_id ? -1 : 1) : a.order.id < b.order.id ? -1 : a.order.id > b.order.id ? 1 : 0));
}

/**
 * Orders read per query on SQLite, whose reads block the event loop: a page takes ~10 ms, and between pages it
 * serves requests. PostgreSQL's reads don't block it, and each page by offset reads again every row before it
 * (a burst's 20 pages read 1,050,000 rows for 100,000): one query there.
 */
const sqliteReadPage = 5_000;

/** Due orders whose exits are final, and per product the time before which exits were final when read. */
interface FinalOrders {
  orders: DueOrder[];
  finalBeforeMs: Map<string, number>;
}

/**
 * The orders whose exit is final: per product, the open orders that expired by `nowMs` and before its exits
 * stop being final (`exitsFinalBeforeMs` of its latest stored tick), oldest first, `limit` in all. A burst
 * waiting for its exit tick, or a product whose feed has stalled, is not read at all.
 */
async function finalOrders(reads: Connection, symbols: string[], nowMs: number, limit: number): Promise<FinalOrders> {
  const due: DueOrder[] = [];
  const finalBeforeMs = new Map<string, number>();
  const readPage = reads.kind === 'sqlite' ? sqliteReadPage : limit;
  for (const symbol of symbols) {
    const latest = await latestTick(reads, symbol);
    if (latest === undefined) continue;
    const finalBefore = exitsFinalBeforeMs(latest);
    finalBeforeMs.set(symbol, finalBefore);
    const beforeMs = Math.min(finalBefore, nowMs + 1);
    // Nothing this reads is settled until all is read, and new orders expire later, so pages by offset see
    // one set (should another worker settle some meanwhile, what a shifted page skips waits for the next run).
    for (let offset = 0; due.length < limit; offset += readPage) {
      const page = await openOrdersExpiredBefore(reads, { symbol, beforeMs, limit: Math.min(readPage, limit - due.length), offset });
      for (const order of page) due.push(order);
      if (page.length < readPage) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { orders: due, finalBeforeMs };
}

/**
 * Settles due orders from the stored ticks, exactly once: reads those whose exit is final at `nowMs` (up to
 * `limits.read` at a time) and what they settle on, then settles them in transactions of `limits.write`
 * orders, user by user. Each moves every order that is still open to settled (claimed by deleting its row from
 * the open-orders queue, so an order another worker took is skipped), stores each group's proof, and pays out
 * through the ledger in one batch. `clock` stamps each batch's payouts (`settled_at`, the transfers' time); by default `nowMs` moved on
 * by the time since the call. Returns how many it settled. On PostgreSQL it waits while another process settles.
 */
export async function settleDueOrders(db: Connection, reads: Connection, nowMs: number, limits: SettleLimits, clock: () => number = runningFrom(nowMs)): Promise<number> {
  return (await asTheOneSettling(db, () => settleFinal(db, reads, nowMs, limits, clock), false)) ?? 0;
}

/**
 * `settleDueOrders` unless another process is settling (PostgreSQL): then 0 at once, as that run settles what is
 * due. One process settles at a time: each would read and group the whole burst and contend for the same users'
 * accounts (100,000 orders, three processes on 2 cores: 5.8 s against 2.9 s for one).
 */
export async function settleDueOrdersUnlessBusy(db: Connection, reads: Connection, nowMs: number, limits: SettleLimits, clock: () => number = runningFrom(nowMs)): Promise<number> {
  return (await asTheOneSettling(db, () => settleFinal(db, reads, nowMs, limits, clock), true)) ?? 0;
}

async function settleFinal(db: Connection, reads: Connection, nowMs: number, limits: SettleLimits, clock: () => number): Promise<number> {
  let settled = 0;
  const exits = new ExitTicks(db);
  const symbols = (await allProducts(db)).map((product) => product.symbol);
  for (;;) {
    const due = await finalOrders(reads, symbols, nowMs, limits.read);
    const settleable = inUserOrder(await groupDue(db, exits, due));
    if (db.kind === 'postgres') await storeProofs(db, settleable);
    const parallel = db.kind === 'postgres' ? (limits.parallel ?? 1) : 1;
    let settledNow = 0;
    const held: Settleable[] = [];
    await inParallel(byUsers(settleable, limits.write), parallel, async (batch) => {
      const outcome = await settleBatch(db, batch, clock);
      settledNow += outcome.settled;
      held.push(...outcome.held);
    });
    // Orders whose user an order batch held a moment ago (PostgreSQL): that batch has most likely committed by
    // now; those held again wait for the next run.
    await inParallel(byUsers(inUserOrder(held), limits.write), parallel, async (batch) => {
      settledNow += (await settleBatch(db, batch, clock)).settled;
    });
    settled += settledNow;
    // A full read may have left more behind it; one that settled nothing would only read the same again.
    if (due.orders.length < limits.read || settledNow === 0) return settled;
  }
}

/**
 * Orders in user order cut into batches of up to `size`, each ending where a user's orders end when that leaves it
 * any: batches in flight at once then want different users' accounts, and none skips a user another holds.
 */
function byUsers(settleable: Settleable[], size: number): Settleable[][] {
  const batches: Settleable[][] = [];
  for (let start = 0; start < settleable.length; ) {
    let end = Math.min(start + size, settleable.length);
    if (end < settleable.length) {
      let userStart = end;
      while (userStart > start && settleable[userStart - 1].order.user_id === settleable[end].order.user_id) userStart--;
      if (userStart > start) end = userStart;
    }
    batches.push(settleable.slice(start, end));
    start = end;
  }
  return batches;
}

/**
 * `work` on each item, `lanes` at a time, in the order given. A failure stops the lanes taking more; every batch
 * begun is waited for (none is left running after the call), then the first failure is thrown.
 */
async function inParallel<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(lanes, items.length) }, lane));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * PostgreSQL: the proofs of every group about to settle, in one statement of their own before the batches. A
 * burst's batches share a handful of proofs, and a batch storing one another batch stored but hasn't committed
 * waits for that commit: inside the batches, they would run one after another. Stored first and committed, a
 * proof names ticks that exist whether or not its orders settle now; the orders that settle on it point to it.
 * In key order, as every settlement stores them: two processes storing the same proofs wait in one order, never
 * on each other (a deadlock PostgreSQL would break by rolling one back).
 */
async function storeProofs(db: Connection, settleable: Settleable[]): Promise<void> {
  const proofs = [...new Set(settleable.map(({ group }) => group))].map(proofRow);
  await insertOrderProofs(db, proofs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
}

/** The caller's clock at `nowMs` run on by this process's monotonic time. */
function runningFrom(nowMs: number): () => number {
  const startedMs = performance.now();
  return () => nowMs + Math.round(performance.now() - startedMs);
}

interface BatchOutcome {
  settled: number;
  /** Orders left open because another transaction held their user's accounts: worth another try. */
  held: Settleable[];
}

/**
 * One transaction: each still-open order settled, each group's proof stored, the payouts made.
 *
 * `settled_at` is when the payout committed, so that settled_at − expires_at is the lag a user saw. The clock
 * is read in the transaction once it holds all it may wait for (SQLite's one writer; on PostgreSQL a house
 * shard and the users' accounts), just before its own writes: from there to the commit is the
 * batch's own work and flush, tens of milliseconds for 5,000 orders, never a wait. The app's clock, not
 * PostgreSQL's now(): tests script it, and entry and expiry times come from it.
 */
function settleBatch(db: Connection, batch: Settleable[], clock: () => number): Promise<BatchOutcome> {
  return db.transaction((sql) => (sql.kind === 'postgres' ? settleAtOnce(sql, batch, clock) : settleOneByOne(sql, batch, clock)));
}

/**
 * SQLite: a statement costs microseconds, so each order's conditional update runs on its own (one writer:
 * every order of the batch is the transaction's, unclaimed), and the ledger's batch follows.
 */
async function settleOneByOne(sql: Connection, batch: Settleable[], clock: () => number): Promise<BatchOutcome> {
  const settledAtMs = clock();
  const moves: TransferRequest[] = [];
  // A proof is stored with the first order of its group that this transaction takes.
  const stored = new Set<Group>();
  let taken = 0;
  const house = platformAccountId('house');
  for (const { order, group } of batch) {
    if (!(await markSettled(sql, order, settlementOf(order, group, settledAtMs)))) continue;
    if (!stored.has(group)) {
      await insertOrderProof(sql, proofRow(group));
      stored.add(group);
    }
    taken++;
    moves.push(...transfersFor(order, group.result, house));
  }
  await transferBatch(sql, moves, settledAtMs);
  return { settled: taken, held: [] };
}

/**
 * PostgreSQL, where every statement is a round trip: five per batch, whatever its size (its proofs are stored
 * already, `storeProofs`). Accounts first: a house shard no other batch holds (waited for only while all are
 * held), users' only those free, so settlement never queues behind an order batch or another settlement's batch;
 * orders of users held right now stay open for another try. Holding a user's accounts is also the claim on
 * their orders: another process's settlement of them holds the same accounts until it commits, so none of it is
 * in flight, and the claim (deleting the order's row from the open-orders queue) skips any it settled before.
 * Then the orders, the balances and the transfers, a statement each.
 */
async function settleAtOnce(sql: Connection, batch: Settleable[], clock: () => number): Promise<BatchOutcome> {
  const house = await lockFirstFreeAccount(sql, houseAccountIds);
  const withMoves = batch.map((s) => ({ ...s, moves: transfersFor(s.order, s.group.result, house.id) }));
  const ledger = await LockedLedger.lockFree(sql, house, withMoves.flatMap(({ moves }) => moves.flatMap((m) => [m.debitAccountId, m.creditAccountId])));
  const free: typeof withMoves = [];
  const held: Settleable[] = [];
  for (const s of withMoves) (s.moves.every((m) => ledger.holds(m.debitAccountId) && ledger.holds(m.creditAccountId)) ? free : held).push(s);
  if (free.length === 0) return { settled: 0, held };
  const settledAtMs = clock();
  const moved = await settleOpenOrders(sql, free.map(({ order, group }) => settlementOf(order, group, settledAtMs)), settledAtMs);
  for (const { order, moves } of free) if (moved.has(order.id)) for (const move of moves) ledger.transfer(move, settledAtMs);
  await ledger.write(sql);
  return { settled: moved.size, held };
}

/** What settling `order` on `group` at `settledAtMs` writes into its row. */
function settlementOf(order: DueOrder, group: Group, settledAtMs: number) {
  return {
    id: order.id,
    result: group.result,
    exit_price: group.exit?.price ?? null,
    exit_time: group.exit?.timeMs ?? null,
    pnl: tradePnlMinor(group.result, order.amount, order.payout_rate_bp),
    proof_id: group.proofId,
    settled_at: settledAtMs,
  };
}

function proofRow(group: Group) {
  return { id: group.proofId, body: group.proof, symbol: group.symbol, exitTime: group.proofExitTime };
}
