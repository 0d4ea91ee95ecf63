import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { SupportMessagesTable } from '../../db/schema.js';

export type SupportMessageRow = Selectable<SupportMessagesTable>;

export async function insertSupportMessage(db: Connection, row: Insertable<SupportMessagesTable>): Promise<void> {
  await db.kysely.insertInto('support_messages').values(row).execute();
}

/** The user's conversation below `beforeId`, newest first, through (user_id, id). */
export function conversationPage(db: Connection, userId: string, limit: number, beforeId?: string): Promise<SupportMessageRow[]> {
  let query = db.kysely.selectFrom('support_messages').selectAll().where('user_id', '=', userId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Holds the user's conversation until this transaction ends (PostgreSQL: their row `FOR NO KEY UPDATE`, which rows
 * naming the user as a foreign key don't wait for), so that messages sent at once are counted one after the other.
 * SQLite has one writer: nothing to hold.
 */
export async function holdConversation(trx: Connection, userId: string): Promise<void> {
  if (trx.kind !== 'postgres') return;
  await trx.kysely.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** The user's messages since customer service last answered (all of them if it never did); with `withPhoto`, those with a photo. */
export async function unansweredCount(db: Connection, userId: string, withPhoto = false): Promise<number> {
  const row = await db.kysely
    .selectFrom('support_messages as s')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('s.user_id', '=', userId)
    .where('s.sender', '=', 'user')
    .$if(withPhoto, (q) => q.where('s.photo_id', 'is not', null))
    .where((eb) =>
      eb('s.id', '>', eb.fn.coalesce(
        eb.selectFrom('support_messages as o').select((o) => o.fn.max('o.id').as('id')).where('o.user_id', '=', userId).where('o.sender', '=', 'operator'),
        eb.val(''),
      )),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Conversations whose last message is the user's, the longest waiting first, with the account and that message. */
export function openConversations(db: Connection, limit: number) {
  return db.kysely
    .selectFrom('support_messages as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.account', 's.user_id', 's.id', 's.body', 's.photo_id', 's.created_at'])
    .where('s.sender', '=', 'user')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('support_messages as later').select('later.id').whereRef('later.user_id', '=', 's.user_id').whereRef('later.id', '>', 's.id'))))
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** The user's newest messages (newest first) with where each photo is stored, for operators. */
export function conversationWithPhotos(db: Connection, userId: string, limit: number) {
  return db.kysely
    .selectFrom('support_messages as s')
    .leftJoin('verification_photos as p', 'p.id', 's.photo_id')
    .select(['s.id', 's.sender', 's.body', 's.operator', 's.created_at', 'p.storage_key', 'p.content_type'])
    .where('s.user_id', '=', userId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}
