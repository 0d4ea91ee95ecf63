import type { Connection } from '../../db/connection.js';

/** The annual rate (basis points) in force on `day`: the latest set with an effective day on or before it. */
export async function rateOn(db: Connection, day: string): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('savings_rates')
    .select('annual_rate_bp')
    .where('effective_day', '<=', day)
    .orderBy('effective_day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.annual_rate_bp;
}

/** Sets the rate from `effectiveDay` on (a second change for the same day replaces the first). */
export async function upsertRate(db: Connection, effectiveDay: string, annualRateBp: number, nowMs: number): Promise<void> {
  await db.kysely
    .insertInto('savings_rates')
    .values({ effective_day: effectiveDay, annual_rate_bp: annualRateBp, created_at: nowMs })
    .onConflict((oc) => oc.column('effective_day').doUpdateSet({ annual_rate_bp: annualRateBp, created_at: nowMs }))
    .execute();
}

export async function savingsSettings(db: Connection): Promise<Map<string, number>> {
  const rows = await db.kysely.selectFrom('savings_settings').select(['name', 'value']).execute();
  return new Map(rows.map((r) => [r.name, Number(r.value)]));
}

export async function upsertSetting(db: Connection, name: string, value: number, nowMs: number): Promise<void> {
  await db.kysely
    .insertInto('savings_settings')
    .values({ name, value, updated_at: nowMs })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: nowMs }))
    .execute();
}
