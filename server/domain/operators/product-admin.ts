import type { Connection } from '../../db/connection.js';
import { parseMoney } from '../../../src/core/money.js';
import { payoutRateMaxBasisPoints } from '../../../src/core/settlement.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from './audit-log.js';
import { findProduct, updateProduct } from '../../market/products-repository.js';
import { productPeriods, type ProductPeriod } from '../products/product-view.js';

async function product(db: Connection, symbol: string) {
  const row = await findProduct(db, symbol.toUpperCase());
  if (!row) throw new DomainError('not_found', `No product ${symbol}`);
  return row;
}

/** Operator: closes a product for maintenance (orders refused, open ones still settle) or reopens it. */
export async function setMaintenance(db: Connection, symbol: string, on: boolean, operator: OperatorContext, nowMs: number): Promise<void> {
  const row = await product(db, symbol);
  await db.transaction(async (trx) => {
    await updateProduct(trx, row.symbol, { maintenance: on ? 1 : 0, updated_at: nowMs });
    await writeAuditLog(trx, operator, on ? 'product.maintenance_on' : 'product.maintenance_off', `product:${row.symbol}`, {}, nowMs);
  });
}

/** Operator: sets (or adds) a period's payout rate, e.g. 60 s → "80.00" %. Open orders keep the rate they were sold at. */
export async function setPayoutRate(db: Connection, symbol: string, seconds: number, rateText: string, operator: OperatorContext, nowMs: number): Promise<ProductPeriod[]> {
  const row = await product(db, symbol);
  const rateBp = parseMoney(rateText);
  if (!Number.isSafeInteger(seconds) || seconds < 5 || seconds > 86_400) throw new DomainError('validation_failed', 'The period must be 5–86400 seconds');
  if (rateBp === null || rateBp <= 0 || rateBp > payoutRateMaxBasisPoints) throw new DomainError('validation_failed', 'The rate must be a percent above 0 and at most 100.00');
  const before = productPeriods(row);
  const periods = [...before.filter((p) => p.seconds !== seconds), { seconds, payoutRateBp: rateBp }].sort((a, b) => a.seconds - b.seconds);
  await db.transaction(async (trx) => {
    await updateProduct(trx, row.symbol, { periods: JSON.stringify(periods), updated_at: nowMs });
    await writeAuditLog(trx, operator, 'product.payout_rate', `product:${row.symbol}`, { seconds, from: before.find((p) => p.seconds === seconds)?.payoutRateBp ?? null, to: rateBp }, nowMs);
  });
  return periods;
}

/** Operator: the stake range ('Please enter another amount' outside it). */
export async function setStakeRange(db: Connection, symbol: string, minText: string, maxText: string, operator: OperatorContext, nowMs: number): Promise<void> {
  const row = await product(db, symbol);
  const min = parseMoney(minText);
  const max = parseMoney(maxText);
  if (min === null || max === null || min <= 0 || max < min) throw new DomainError('validation_failed', 'Stakes need 0 < min ≤ max, as amounts like 10.00');
  await db.transaction(async (trx) => {
    await updateProduct(trx, row.symbol, { min_stake: min, max_stake: max, updated_at: nowMs });
    await writeAuditLog(trx, operator, 'product.stake_range', `product:${row.symbol}`, { from: [row.min_stake, row.max_stake], to: [min, max] }, nowMs);
  });
}
