import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';

/**
 * Counts one message against the hour starting at `hourStartMs` unless `budget` are already counted there, and,
 * for a young account (`youngShare` given), unless that many young accounts' messages are: `sent`, or which limit
 * was reached (`budget` or `share`). One statement when it is sent, so that requests at once (on any process)
 * can't overspend either.
 */
export async function spendSms(db: Connection, hourStartMs: number, budget: number, youngShare?: number): Promise<'sent' | 'budget' | 'share'> {
  const young = youngShare !== undefined;
  const row = await db.kysely
    .insertInto('sms_hours')
    .values({ hour_start: hourStartMs, sent: 1, young_sent: young ? 1 : 0 })
    .onConflict((oc) =>
      oc
        .column('hour_start')
        .doUpdateSet({ sent: sql`sms_hours.sent + 1`, young_sent: young ? sql`sms_hours.young_sent + 1` : sql`sms_hours.young_sent` })
        .where((eb) => (young ? eb.and([eb('sms_hours.sent', '<', budget), eb('sms_hours.young_sent', '<', youngShare)]) : eb('sms_hours.sent', '<', budget))),
    )
    .returning('sent')
    .executeTakeFirst();
  // A first message in an hour whose budget is 0 is inserted: only a budget (and a share) of at least 1 is used.
  if (row !== undefined) return 'sent';
  return (await smsSentInHour(db, hourStartMs)) >= budget ? 'budget' : 'share';
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
