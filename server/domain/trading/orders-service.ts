import type { Connection, Outcome } from '../../db/connection.js';
import type { OrderBody, OrderView } from '../../../src/core/order-structs.js';
import type { Page } from '../../../src/core/funds.js';
import { parseMoney } from '../../../src/core/money.js';
import { nextOpeningMs } from '../../../src/core/market-schedule.js';
import { DomainError } from '../domain-error.js';
import { LockedLedger, transfer, type TransferRequest } from '../ledger/ledger.js';
import { userAccountId } from '../ledger/account-ids.js';
import { BatchKeys, storedResponse, storeResponse, type Idempotency, type IdempotencyScope, type StoredResponse } from '../idempotency/idempotency.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { BoundedSet } from '../bounded-set.js';
import { markRiskAcknowledged, riskAcknowledgedAt, usersWhoAcknowledgedRisk } from '../auth/users-repository.js';
import { assertAmountInRange } from '../funds/amount-range.js';
import { publicNumberBefore, toPage, type PageRequest } from '../paging.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import type { MarketHub } from '../../market/market-hub.js';
import type { ProductRow } from '../../market/products-repository.js';
import { productPeriods, productSchedule, productStatus } from '../products/product-view.js';
import { findUserOrder, insertNumberedOrders, insertOrder, nextOrderIds, userOrders, type OrderRow } from './orders-repository.js';
import { toOrderView } from './order-view.js';

/** What trading needs besides the database; one per app (the trading plugin's). */
export interface TradingDeps {
  conn: Connection;
  hub: MarketHub;
  /** The products, from the app's short cache. */
  products: () => Promise<ProductRow[]>;
  /**
   * Orders share group commits: one fsync per batch, for the budget of ≥ 5,000 orders/s (docs/design.md). `accounts` are
   * the ones the order moves money between, locked with the whole batch's in id order (PostgreSQL).
   */
  commit: <R>(work: (trx: Connection) => Promise<R>, accounts: readonly string[]) => Promise<R>;
  /**
   * PostgreSQL: places an order in a group commit that runs `Trading.recordOrders` over its whole batch, a
   * few statements per batch instead of ~10 round trips per order. Undefined: each order in its savepoint
   * of `commit` (SQLite, where a statement costs microseconds).
   */
  placeBatched?: (order: PendingOrder) => Promise<StoredResponse<OrderView>>;
  /** The numbers users see for orders. */
  orderNumbers: PublicNumbers;
  /** Read when an order is priced, inside its batch: that moment opens the order. */
  clock: () => number;
  /** The oldest the latest tick may be when an order is priced (PRICE_MAX_AGE_MS); older refuses the order. */
  priceMaxAgeMs: number;
}

interface Market {
  hub: MarketHub;
  products: ProductRow[];
}

/** An order waiting for its group commit; it has no time yet, as it is priced (and so opened) in its batch. */
export interface PendingOrder {
  market: Market;
  scope: IdempotencyScope;
  body: OrderBody;
}

/** Users whose acceptance of the risk notice this process remembers: ~100 bytes each. */
const acknowledgedMax = 100_000;

/** Up/down orders: placing (through the group commit), listing and reading them, and the risk notice. */
export class Trading {
  // Accepting the notice is for good, so once seen it need not be read again.
  private readonly acknowledged = new BoundedSet<string>(acknowledgedMax);

  constructor(private readonly deps: TradingDeps) {}

  /**
   * Accepts an up/down order at the latest tick (the server's price, never the client's) and holds the
   * stake: available → positions. The order opens when its batch prices it, not when the request arrived
   * (`priceOrder`). Everything — the replay check of the idempotency key, the rules, the writes and the
   * stored response — runs in the order's savepoint of a group commit, so two requests with one key can't
   * both pass the check.
   */
  async placeOrder(userId: string, body: OrderBody, once: Idempotency): Promise<StoredResponse<OrderView>> {
    const scope = { userId, ...once, request: body };
    const market = { hub: this.deps.hub, products: await this.deps.products() };
    try {
      return await (this.deps.placeBatched ? this.deps.placeBatched({ market, scope, body }) : this.recordOrder(market, scope, body));
    } catch (error) {
      // Another server process committed the same key first (PostgreSQL, scale-out): answer as it did.
      if (isUniqueViolation(error)) {
        const winner = await storedResponse<OrderView>(this.deps.conn, scope);
        if (winner) return winner;
      }
      throw error;
    }
  }

  async listOrders(userId: string, status: 'open' | 'settled' | undefined, page: PageRequest): Promise<Page<OrderView>> {
    const { conn, orderNumbers } = this.deps;
    const products = await this.deps.products();
    const rows = await userOrders(conn, userId, status, page.limit + 1, publicNumberBefore(page, orderNumbers));
    return toPage(
      rows,
      page.limit,
      (row) => toOrderView(row, precisionOf(products, row.symbol), orderNumbers),
      (row) => orderNumbers.of(row.id),
    );
  }

  /**
   * One order, by its public number, with its proof; another user's order is "not found", not "forbidden", so
   * numbers can't be probed, and so is a number that decodes to no order.
   */
  async getOrder(userId: string, number: string): Promise<OrderView> {
    const { conn, orderNumbers } = this.deps;
    const id = orderNumbers.idOf(number);
    const row = id === undefined ? undefined : await findUserOrder(conn, userId, id);
    if (!row) throw new DomainError('not_found', `No order ${number}`);
    return toOrderView(row, precisionOf(await this.deps.products(), row.symbol), orderNumbers, row.proof);
  }

  acknowledgeRisk(userId: string): Promise<void> {
    return markRiskAcknowledged(this.deps.conn, userId, this.deps.clock());
  }

  private async assertRiskAcknowledged(trx: Connection, userId: string): Promise<void> {
    if (this.acknowledged.has(userId)) return;
    if (!(await riskAcknowledgedAt(trx, userId))) throw riskNotAcknowledged();
    this.acknowledged.add(userId);
  }

  private recordOrder(market: Market, scope: IdempotencyScope, body: OrderBody): Promise<StoredResponse<OrderView>> {
    const { userId } = scope;
    return this.deps.commit(async (sql) => {
      const earlier = await storedResponse<OrderView>(sql, scope);
      if (earlier) return earlier;
      await this.assertRiskAcknowledged(sql, userId);
      // The batch may have waited behind another's commit: the order opens now, at the price of now.
      const nowMs = this.deps.clock();
      const priced = priceOrder(market, body, nowMs, this.deps.priceMaxAgeMs);
      const placed = openOrder(userId, body, priced, nowMs);
      const row: OrderRow = { id: await insertOrder(sql, placed), ...placed };
      await transfer(sql, stakeOf(row), nowMs);
      return storeResponse(sql, scope, toOrderView(row, priced.product.precision, this.deps.orderNumbers), nowMs);
    }, stakeAccounts(userId));
  }

  /**
   * `recordOrder` for a whole batch in one transaction (PostgreSQL; `placeBatched`): the batch's accounts
   * locked and read, its idempotency keys and risk notices read, and its order numbers drawn, one statement
   * each; then every order checked in memory by the same rules in the same order as `recordOrder` — a
   * refused order is its own outcome and changes nothing — and the accepted ones written with one statement
   * per table.
   */
  async recordOrders(trx: Connection, orders: PendingOrder[]): Promise<Outcome<StoredResponse<OrderView>>[]> {
    const ledger = await LockedLedger.lock(trx, orders.flatMap((order) => stakeAccounts(order.scope.userId)));
    const keys = await BatchKeys.read(trx, orders.map((order) => order.scope));
    const unseen = [...new Set(orders.map((order) => order.scope.userId).filter((userId) => !this.acknowledged.has(userId)))];
    for (const userId of await usersWhoAcknowledgedRisk(trx, unseen)) this.acknowledged.add(userId);
    const ids = await nextOrderIds(trx, orders.length);
    // After the locks, which may have waited: the whole batch is priced, and opens, at this moment.
    const nowMs = this.deps.clock();
    const placed: OrderRow[] = [];
    const outcomes = orders.map(({ market, scope, body }, i): Outcome<StoredResponse<OrderView>> => {
      try {
        const earlier = keys.replay<OrderView>(scope);
        if (earlier) return { value: earlier };
        if (!this.acknowledged.has(scope.userId)) throw riskNotAcknowledged();
        const priced = priceOrder(market, body, nowMs, this.deps.priceMaxAgeMs);
        const row: OrderRow = { id: ids[i], ...openOrder(scope.userId, body, priced, nowMs) };
        ledger.transfer(stakeOf(row), nowMs);
        placed.push(row);
        return { value: keys.store(scope, toOrderView(row, priced.product.precision, this.deps.orderNumbers), nowMs) };
      } catch (error) {
        return { error };
      }
    });
    await insertNumberedOrders(trx, placed);
    await ledger.write(trx);
    await keys.write(trx);
    return outcomes;
  }
}

const riskNotAcknowledged = () => new DomainError('risk_not_acknowledged', 'Please read and accept the risk notice before your first trade');

/** The accounts an order's stake moves between, which its transaction locks. */
function stakeAccounts(userId: string): string[] {
  return [userAccountId(userId, 'available'), userAccountId(userId, 'positions')];
}

/** The stake of an order: available → positions. */
function stakeOf(row: OrderRow): TransferRequest {
  const [available, positions] = stakeAccounts(row.user_id);
  return { debitAccountId: available, creditAccountId: positions, amountMinor: row.amount, code: 'stake', ref: `order:${row.id}` };
}

/** A new open order, priced at `nowMs` by `priceOrder`: it opens then and runs exactly its period. */
function openOrder(userId: string, body: OrderBody, { period, stakeMinor, entry, product }: ReturnType<typeof priceOrder>, nowMs: number): Omit<OrderRow, 'id'> {
  return {
    user_id: userId,
    symbol: product.symbol,
    direction: body.direction,
    amount: stakeMinor,
    period: period.seconds,
    payout_rate_bp: period.payoutRateBp,
    status: 'open',
    opened_at: nowMs,
    expires_at: nowMs + period.seconds * 1000,
    entry_price: entry.price,
    entry_time: entry.timeMs,
    exit_price: null,
    exit_time: null,
    result: null,
    pnl: null,
    proof_id: null,
    settled_at: null,
  };
}

/**
 * Checks everything a rule can refuse before any money moves, and names the entry price. `nowMs` is the
 * moment of pricing, inside the order's batch, and it is also the opening: the entry is the price in force
 * then — the latest tick, stamped at or before `nowMs` (give or take an exchange's clock) — as the exit is
 * the price in force at expiry (the last tick at or before it). So the order runs exactly its period
 * between the two prices, however long its batch waited, and its entry tick is at most `priceMaxAgeMs`
 * older than its opening (docs/decisions.md).
 */
function priceOrder(market: Market, body: OrderBody, nowMs: number, priceMaxAgeMs: number) {
  const product = market.products.find((p) => p.symbol === body.symbol.trim().toUpperCase());
  if (!product) throw new DomainError('validation_failed', `No product ${body.symbol}`, { symbol: 'unknown_symbol' });
  const status = productStatus(product, nowMs);
  if (status === 'maintenance') throw new DomainError('market_maintenance', `${product.symbol} is under maintenance`);
  if (status === 'closed') {
    const opensAt = new Date(nextOpeningMs(productSchedule(product), nowMs)).toISOString();
    throw new DomainError('market_closed', `${product.symbol} is closed`, undefined, { opensAt });
  }
  const period = productPeriods(product).find((p) => p.seconds === body.period);
  if (!period) throw new DomainError('validation_failed', `No ${body.period}s period on ${product.symbol}`, { period: 'period_invalid' });
  const stakeMinor = parseMoney(body.amount)!;
  // 'Please enter another amount', with the range the screen shows.
  assertAmountInRange(stakeMinor, product.min_stake, product.max_stake);
  const entry = market.hub.latest(product.symbol);
  // A stale entry is a price the market may have left: whoever saw it move could bet on a known outcome.
  if (!entry || nowMs - entry.timeMs > priceMaxAgeMs) {
    // A tick a second is the feed's pace: by then the next one has usually come.
    throw new DomainError('price_unavailable', `No fresh price for ${product.symbol}; try again in a moment`, undefined, { retryAfterSeconds: 1 });
  }
  return { product, period, stakeMinor, entry };
}

function precisionOf(products: ProductRow[], symbol: string): number {
  return products.find((p) => p.symbol === symbol)?.precision ?? 2;
}
