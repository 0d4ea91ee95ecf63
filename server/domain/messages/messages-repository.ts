import { sql, type Insertable, type SqlBool } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { MessagesTable, MessageTextsTable } from '../../db/schema.js';

/** A message as the inbox reads it: its notice kind and details, or its operator text in the language asked for. */
export interface InboxRow {
  id: number;
  kind: string;
  params: string;
  created_at: number;
  /** The operator's text in the language asked for, else in the fallback; null for a notice. */
  title: string | null;
  body: string | null;
  read_at: number | null;
}

/** A new message as the stream's tail sees it: whose it is (null: everyone's), and a notice's kind and details. */
export interface TailedMessage {
  id: number;
  user_id: string | null;
  kind: string;
  /** The notice's details as stored (JSON). */
  params: string;
}

/**
 * The messages `userId` may see: their own, and every broadcast sent since their account was opened. Both
 * halves are ranges of the (user_id, id) index. The messages table is `m` wherever this is used.
 */
const visibleTo = (userId: string) =>
  sql<SqlBool>`(m.user_id = ${userId} or (m.user_id is null and m.created_at >= (select u.created_at from users u where u.id = ${userId})))`;

const unreadBy = (userId: string) => sql<SqlBool>`not exists (select 1 from message_reads r where r.user_id = ${userId} and r.message_id = m.id)`;

/** Writes a message and answers its number. */
export async function insertMessage(db: Connection, row: Insertable<MessagesTable>): Promise<number> {
  const { id } = await db.kysely.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();
  // bigint ids come back from pg as strings.
  return Number(id);
}

export async function insertMessageTexts(db: Connection, rows: MessageTextsTable[]): Promise<void> {
  await db.kysely.insertInto('message_texts').values(rows).execute();
}

/** `userId`'s messages below `beforeId`, newest first, an operator's each in `lang` or else `fallback`. */
export async function inboxPage(db: Connection, userId: string, lang: string, fallback: string, limit: number, beforeId?: number): Promise<InboxRow[]> {
  let query = db.kysely
    .selectFrom('messages as m')
    .leftJoin('message_texts as w', (join) => join.onRef('w.message_id', '=', 'm.id').on('w.lang', '=', lang))
    .leftJoin('message_texts as d', (join) => join.onRef('d.message_id', '=', 'm.id').on('d.lang', '=', fallback))
    .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .select((eb) => [
      'm.id',
      'm.kind',
      'm.params',
      'm.created_at',
      eb.fn.coalesce('w.title', 'd.title').as('title'),
      eb.fn.coalesce('w.body', 'd.body').as('body'),
      'r.read_at',
    ])
    .where(visibleTo(userId));
  if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
  const rows = await query.orderBy('m.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: Number(row.created_at), read_at: row.read_at === null ? null : Number(row.read_at) }));
}

/** How many of `userId`'s messages have no read mark: one query over the (user_id, id) index and the marks' key. */
export async function unreadCount(db: Connection, userId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('messages as m')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(visibleTo(userId))
    .where(unreadBy(userId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether message `id` is one `userId` may see. */
export async function isVisibleTo(db: Connection, userId: string, id: number): Promise<boolean> {
  const row = await db.kysely.selectFrom('messages as m').select('m.id').where('m.id', '=', id).where(visibleTo(userId)).executeTakeFirst();
  return row !== undefined;
}

/** Marks a message read; false if it was read already. */
export async function insertReadMark(db: Connection, userId: string, messageId: number, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .insertInto('message_reads')
    .values({ user_id: userId, message_id: messageId, read_at: nowMs })
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The highest message number written so far (0 for none). */
export async function latestMessageId(db: Connection): Promise<number> {
  const row = await db.kysely.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Messages to `userIds` or to everyone numbered above `afterId`, oldest first, at most `limit`; through (user_id, id). */
export async function messagesOfUsersAfter(db: Connection, afterId: number, userIds: readonly string[], limit: number): Promise<TailedMessage[]> {
  if (userIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('messages')
    .select(['id', 'user_id', 'kind', 'params'])
    .where((eb) => eb.or([eb('user_id', 'in', userIds), eb('user_id', 'is', null)]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), user_id: row.user_id, kind: row.kind, params: row.params }));
}

/** The newest messages, to one user (with the broadcasts they see) or to anyone, each with its zh-TW text, for operators. */
export function newestMessages(db: Connection, userId: string | undefined, fallback: string, limit: number) {
  let query = db.kysely
    .selectFrom('messages as m')
    .leftJoin('users as a', 'a.id', 'm.user_id')
    .leftJoin('message_texts as d', (join) => join.onRef('d.message_id', '=', 'm.id').on('d.lang', '=', fallback))
    .select(['m.id', 'm.kind', 'm.params', 'm.sent_by', 'm.created_at', 'a.account', 'd.title']);
  if (userId !== undefined) query = query.where(visibleTo(userId));
  return query.orderBy('m.id', 'desc').limit(limit).execute();
}
