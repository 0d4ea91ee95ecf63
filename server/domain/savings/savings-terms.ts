import type { Connection } from '../../db/connection.js';
import type { SavingsConfig } from '../../config.js';
import { parseMoney } from '../../../src/core/money.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { rateOn, savingsSettings, upsertRate, upsertSetting } from './savings-terms-repository.js';
import { addDays, dayOf } from '../../../src/core/savings-days.js';

/** The rules of the day: the configured defaults unless an operator set others. */
export interface SavingsOptions extends SavingsConfig {
  timeZone: string;
}

/** The annual rate (basis points) for earnings of `day`. */
export async function annualRateOn(db: Connection, day: string, options: SavingsOptions): Promise<number> {
  return (await rateOn(db, day)) ?? options.annualRateBasisPoints;
}

export async function dailyLimits(db: Connection, options: SavingsOptions): Promise<{ in: number; out: number }> {
  const set = await savingsSettings(db);
  return { in: set.get('transfers_in_per_day') ?? options.transfersInPerDay, out: set.get('transfers_out_per_day') ?? options.transfersOutPerDay };
}

/** Operator: a new annual rate (percent, two decimals), in force from the next platform day. */
export async function setAnnualRate(db: Connection, percent: string, operator: OperatorContext, timeZone: string, nowMs: number): Promise<string> {
  const bp = parseMoney(percent);
  if (bp === null || bp > 100_00) throw new DomainError('validation_failed', `--annual must be a percent from 0 to 100 with up to two decimals, got "${percent}"`);
  const effectiveDay = addDays(dayOf(nowMs, timeZone), 1);
  return db.transaction(async (trx) => {
    await upsertRate(trx, effectiveDay, bp, nowMs);
    await writeAuditLog(trx, operator, 'savings.rate', 'savings', { annualRate: percent, effectiveDay }, nowMs);
    return `annual rate ${(bp / 100).toFixed(2)} % from ${effectiveDay}`;
  });
}

/** Operator: transfers in and out a user may make per platform day, in force at once. */
export async function setDailyLimits(db: Connection, transfersIn: string | undefined, transfersOut: string | undefined, operator: OperatorContext, nowMs: number): Promise<string> {
  const parse = (raw: string | undefined, name: string) => {
    if (raw === undefined) return undefined;
    if (!/^[0-9]{1,4}$/.test(raw)) throw new DomainError('validation_failed', `--${name} must be a whole number from 0 to 9999, got "${raw}"`);
    return Number(raw);
  };
  const limitIn = parse(transfersIn, 'in');
  const limitOut = parse(transfersOut, 'out');
  if (limitIn === undefined && limitOut === undefined) throw new DomainError('validation_failed', 'say --in, --out or both');
  return db.transaction(async (trx) => {
    if (limitIn !== undefined) await upsertSetting(trx, 'transfers_in_per_day', limitIn, nowMs);
    if (limitOut !== undefined) await upsertSetting(trx, 'transfers_out_per_day', limitOut, nowMs);
    await writeAuditLog(trx, operator, 'savings.limits', 'savings', { in: limitIn ?? null, out: limitOut ?? null }, nowMs);
    return `daily limits set${limitIn !== undefined ? `: in ${limitIn}` : ''}${limitOut !== undefined ? `${limitIn !== undefined ? ',' : ':'} out ${limitOut}` : ''}`;
  });
}
