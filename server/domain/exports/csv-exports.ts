import type { Connection } from '../../db/connection.js';
import type { ProductRow } from '../../market/products-repository.js';
import { formatMinor } from '../../../src/core/money.js';
import { formatPrice } from '../../../src/core/price.js';
import { isoInZone } from '../../../src/core/export-period.js';
import type { Numbering } from '../numbering/public-numbers.js';
import { userAccountId } from '../ledger/account-ids.js';
import { refNamer } from '../ledger/capital-record.js';
import { transfersOfUserAccountAfter } from '../ledger/transfers-repository.js';
import { userOrdersAfter } from '../trading/orders-repository.js';
import { csvLine } from './csv.js';

/** Rows read per query: each query stays short (SQLite has one connection), and the file streams as it goes. */
const batchRows = 500;

/** What an export writes: the user's period [fromMs, toMs) and the zone of its local times. */
export interface ExportRequest {
  userId: string;
  fromMs: number;
  toMs: number;
  timeZone: string;
  /** The platform's currency, in a column of its own. */
  currency: string;
}

const utc = (ms: number) => `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;

/**
 * Reads rows of one user from `fromMs` on, oldest first, a batch at a time, and stops at the first made at `toMs` or
 * later: ids follow time, and a period's rows are then one unbroken run of the ledger, so they add up.
 */
async function* inPeriod<T extends { id: number }>(request: ExportRequest, read: (afterId: number) => Promise<T[]>, timeOf: (row: T) => number): AsyncGenerator<T[]> {
  for (let afterId = 0; ; ) {
    const rows = await read(afterId);
    const end = rows.findIndex((row) => timeOf(row) >= request.toMs);
    yield end < 0 ? rows : rows.slice(0, end);
    if (end >= 0 || rows.length < batchRows) return;
    afterId = rows[rows.length - 1].id;
  }
}

/**
 * The capital record of a period as CSV: one row per transfer that moved the available balance, signed from its
 * side, with the balance after it, so the amounts add up to the balance's change over the period (the first
 * row's balance before it is its balance after minus its amount).
 */
export async function* capitalRecordCsv(db: Connection, numbering: Numbering, request: ExportRequest): AsyncGenerator<string> {
  const available = userAccountId(request.userId, 'available');
  yield csvLine(['time_utc', 'time_local', 'transfer', 'type', 'amount', 'balance_after', 'currency', 'reference']);
  const batches = inPeriod(request, (afterId) => transfersOfUserAccountAfter(db, available, afterId, request.fromMs, batchRows), (row) => row.created_at);
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    const shownRef = await refNamer(db, numbering, request.userId, rows);
    yield rows
      .map((row) => {
        const out = row.debit_account_id === available;
        return csvLine([
          utc(row.created_at),
          isoInZone(row.created_at, request.timeZone),
          numbering.transfers.of(row.id),
          row.code,
          formatMinor(out ? -row.amount : row.amount),
          formatMinor(out ? row.debit_balance_after : row.credit_balance_after),
          request.currency,
          shownRef(row.ref),
        ]);
      })
      .join('');
  }
}

/**
 * The orders placed in a period as CSV, oldest first: the stake, the payout (stake plus winnings on a win, the stake
 * back on a draw or void, nothing on a loss) and the P&L, blank while an order is open. Prices at the product's
 * precision.
 */
export async function* ordersCsv(db: Connection, numbering: Numbering, products: ProductRow[], request: ExportRequest): AsyncGenerator<string> {
  const precision = new Map(products.map((p) => [p.symbol, p.precision]));
  yield csvLine([
    'opened_utc', 'opened_local', 'settled_utc', 'settled_local', 'order', 'symbol', 'direction', 'period_seconds',
    'stake', 'payout_rate', 'entry_price', 'exit_price', 'result', 'payout', 'pnl', 'currency',
  ]);
  const batches = inPeriod(request, (afterId) => userOrdersAfter(db, request.userId, afterId, request.fromMs, batchRows), (row) => row.opened_at);
  for await (const rows of batches) {
    yield rows
      .map((row) => {
        const digits = precision.get(row.symbol) ?? 2;
        const settled = row.settled_at ?? null;
        return csvLine([
          utc(row.opened_at),
          isoInZone(row.opened_at, request.timeZone),
          settled === null ? null : utc(settled),
          settled === null ? null : isoInZone(settled, request.timeZone),
          numbering.orders.of(row.id),
          row.symbol,
          row.direction,
          row.period,
          formatMinor(row.amount),
          formatMinor(row.payout_rate_bp),
          formatPrice(row.entry_price, digits),
          row.exit_price === null ? null : formatPrice(row.exit_price, digits),
          row.result,
          row.pnl === null ? null : formatMinor(row.amount + row.pnl),
          row.pnl === null ? null : formatMinor(row.pnl),
          request.currency,
        ]);
      })
      .join('');
  }
}
