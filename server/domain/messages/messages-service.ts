import { is } from 'superstruct';
import type { Connection } from '../../db/connection.js';
import type { Page } from '../../../src/core/funds.js';
import { defaultLanguage, isLanguage, languages, type Language } from '../../../src/core/languages.js';
import { messageLimits, type InboxMessage, type UnreadCount } from '../../../src/core/messages.js';
import { requiredMultilineText, requiredString } from '../../../src/core/fields.js';
import { DomainError } from '../domain-error.js';
import { numberBefore, toPage, type PageRequest } from '../paging.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { isUserNoticeKind, type UserNoticeKind } from '../users/user-notices.js';
import { wordNotice } from './notice-texts.js';
import { noticePlaces } from './notice-places.js';
import { inboxPage, insertMessage, insertMessageTexts, insertReadMark, isVisibleTo, unreadCount, type InboxRow } from './messages-repository.js';

/** The kind of a message an operator wrote, whose texts are stored as written. */
export const operatorKind = 'operator';

/** An operator message's title and body per language; zh-TW is required, since readers of any other language may fall back to it. */
export type MessageTexts = Partial<Record<Language, { title: string; body: string }>>;

/** Message numbers are written as decimal text; anything else names no message, and is answered before any query. */
const messageNumber = (id: string) => (/^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : undefined);

const notFound = () => new DomainError('not_found', 'No such message');

function toInboxMessage(row: InboxRow, lang: Language, timeZone: string, currency: string): InboxMessage {
  const text = isUserNoticeKind(row.kind) ? wordNotice(row.kind, JSON.parse(row.params) as Record<string, string>, lang, timeZone, currency) : { title: row.title ?? '', body: row.body ?? '' };
  const places = isUserNoticeKind(row.kind) ? noticePlaces[row.kind] : [];
  return { id: String(row.id), ...text, read: row.read_at !== null, places, createdAt: new Date(row.created_at).toISOString() };
}

/** The user's inbox, newest first, each message in `lang` (an unknown one is zh-TW, as for news); notices name `timeZone` and `currency`. */
export async function listInbox(db: Connection, userId: string, lang: string | undefined, page: PageRequest, timeZone: string, currency: string): Promise<Page<InboxMessage>> {
  const language = isLanguage(lang) ? lang : defaultLanguage;
  const rows = await inboxPage(db, userId, language, defaultLanguage, page.limit + 1, numberBefore(page));
  return toPage(rows, page.limit, (row) => toInboxMessage(row, language, timeZone, currency));
}

export async function countUnread(db: Connection, userId: string): Promise<UnreadCount> {
  return { count: await unreadCount(db, userId) };
}

/** Marks one of the user's messages read; true if it was unread. Another user's message is `not_found`, as an unknown one. */
export async function markRead(db: Connection, userId: string, id: string, nowMs: number): Promise<boolean> {
  const number = messageNumber(id);
  if (number === undefined || !(await isVisibleTo(db, userId, number))) throw notFound();
  return insertReadMark(db, userId, number, nowMs);
}

/** A notice for one user, worded when read. */
export async function sendNotice(db: Connection, userId: string, kind: UserNoticeKind, details: Record<string, string>, nowMs: number): Promise<void> {
  await insertMessage(db, { user_id: userId, kind, params: JSON.stringify(details), sent_by: 'system', created_at: nowMs });
}

const refuse = (message: string): never => {
  throw new DomainError('validation_failed', message);
};

/** The texts as stored: known languages, zh-TW among them, each a one-line title and a body within their limits. */
function checkedTexts(texts: MessageTexts): { lang: Language; title: string; body: string }[] {
  if (!texts[defaultLanguage]) refuse(`A message needs its ${defaultLanguage} text: readers of a language it lacks get that one`);
  return Object.entries(texts).map(([lang, text]) => {
    if (!isLanguage(lang)) return refuse(`Unknown language ${lang}; one of ${languages.join(', ')}`);
    const title = String(text?.title ?? '').trim();
    const body = String(text?.body ?? '').replace(/\r\n?/g, '\n').trim();
    if (!is(title, requiredString)) refuse(`${lang}: the title is empty or has control characters`);
    if (!is(body, requiredMultilineText)) refuse(`${lang}: the body is empty or has control characters other than line breaks`);
    if (Array.from(title).length > messageLimits.title) refuse(`${lang}: the title is longer than ${messageLimits.title} characters`);
    if (Array.from(body).length > messageLimits.body) refuse(`${lang}: the body is longer than ${messageLimits.body} characters`);
    return { lang, title, body };
  });
}

/**
 * Operator: a message in their own words, to one user or (`userId` null) to every user whose account exists now:
 * one row either way. Audit-logged with its texts; answers its number.
 */
export async function sendOperatorMessage(db: Connection, userId: string | null, texts: MessageTexts, operator: OperatorContext, nowMs: number): Promise<{ id: string }> {
  const clean = checkedTexts(texts);
  return db.transaction(async (trx) => {
    const id = await insertMessage(trx, { user_id: userId, kind: operatorKind, params: '{}', sent_by: operator.actor, created_at: nowMs });
    await insertMessageTexts(trx, clean.map((text) => ({ message_id: id, ...text })));
    const action = userId === null ? 'message.broadcast' : 'message.send';
    await writeAuditLog(trx, operator, action, userId === null ? `message:${id}` : `user:${userId}`, { messageId: id, texts: clean }, nowMs);
    return { id: String(id) };
  });
}
