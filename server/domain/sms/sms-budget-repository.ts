import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';

/**
 * Counts one message against the hour starting at `hourStartMs` unless `budget` are already counted there;
 * false when the budget is spent. One statement, so that requests at once (on any process) can't overspend it.
 */
export async function spendSms(db: Connection, hourStartMs: number, budget: number): Promise<boolean> {
  const row = await db.kysely
    .insertInto('sms_hours')
    .values({ hour_start: hourStartMs, sent: 1 })
    .onConflict((oc) =>
      oc
        .column('hour_start')
        .doUpdateSet({ sent: sql`sms_hours.sent + 1` })
        .where('sms_hours.sent', '<', budget),
    )
    .returning('sent')
    .executeTakeFirst();
  // A first message in an hour whose budget is 0 is inserted: only a budget of at least 1 is configurable.
  return row !== undefined;
}

/** Messages counted in the hour starting at `hourStartMs`. */
export async function smsSentInHour(db: Connection, hourStartMs: number): Promise<number> {
  const row = await db.kysely.selectFrom('sms_hours').select('sent').where('hour_start', '=', hourStartMs).executeTakeFirst();
  return row === undefined ? 0 : Number(row.sent);
}

/** Forgets the hours that started before `beforeMs`. */
export async function pruneSmsHours(db: Connection, beforeMs: number): Promise<void> {
  await db.kysely.deleteFrom('sms_hours').where('hour_start', '<', beforeMs).execute();
}
