import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { Page } from '../../../src/core/funds.js';
import type { SupportMessage } from '../../../src/core/messages.js';
import type { SupportMessageBody } from '../../../src/core/support-structs.js';
import { DomainError } from '../domain-error.js';
import { textBefore, toPage, type PageRequest } from '../paging.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import type { UserNotices } from '../users/user-notices.js';
import { findUserPhoto } from '../verification/photos-repository.js';
import { conversationPage, holdConversation, insertSupportMessage, unansweredCount, type SupportMessageRow } from './support-repository.js';
import { messageLimits } from '../../../src/core/messages.js';
import { is } from 'superstruct';
import { requiredMultilineText } from '../../../src/core/fields.js';

/** Messages a user may leave before customer service answers: enough to explain, too few to flood the queue. */
export const unansweredMax = 20;
/**
 * Photos among them: a photo a message uses is kept (the one-unused-photo-a-side rule no longer deletes it), so
 * without this an account could keep 20 × 8 MiB waiting; a few are enough to show a receipt or a screen.
 */
export const unansweredPhotosMax = 3;

export function toSupportMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    from: row.sender,
    body: row.body,
    ...(row.photo_id ? { photoId: row.photo_id } : {}),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** The user's conversation with customer service, newest first. */
export async function listConversation(db: Connection, userId: string, page: PageRequest): Promise<Page<SupportMessage>> {
  const rows = await conversationPage(db, userId, page.limit + 1, textBefore(page));
  return toPage(rows, page.limit, toSupportMessage);
}

/**
 * The user writes to customer service. A photo must be one they uploaded (another user's is `not_found`, as an
 * unknown one); past `unansweredMax` messages without an answer, they wait for one (`support_backlog`), and past
 * `unansweredPhotosMax` of them with a photo, another photo waits for one too (`support_photo_backlog`; text still
 * goes). Counted and written in one transaction that holds the conversation: messages sent at once can't all pass.
 */
export async function postSupportMessage(db: Connection, userId: string, body: SupportMessageBody, nowMs: number): Promise<SupportMessage> {
  if (body.photoId !== undefined && !(await findUserPhoto(db, userId, body.photoId))) throw new DomainError('not_found', 'No such photo');
  const row: SupportMessageRow = { id: newId(nowMs), user_id: userId, sender: 'user', body: body.body, photo_id: body.photoId ?? null, operator: null, created_at: nowMs };
  await db.transaction(async (trx) => {
    await holdConversation(trx, userId);
    if ((await unansweredCount(trx, userId)) >= unansweredMax) {
      throw new DomainError('support_backlog', `${unansweredMax} messages are waiting for an answer; customer service will reply first`);
    }
    if (row.photo_id !== null && (await unansweredCount(trx, userId, true)) >= unansweredPhotosMax) {
      throw new DomainError('support_photo_backlog', `${unansweredPhotosMax} photos are waiting for an answer; send another once customer service replies (text goes now)`);
    }
    await insertSupportMessage(trx, row);
  });
  return toSupportMessage(row);
}

/** Operator: answers the user's conversation, audit-logged; the user is told by a `support_reply` notice. */
export async function replyToUser(db: Connection, userId: string, text: string, operator: OperatorContext, nowMs: number, notices: UserNotices): Promise<SupportMessage> {
  const body = text.replace(/\r\n?/g, '\n').trim();
  if (!is(body, requiredMultilineText) || Array.from(body).length > messageLimits.supportBody) {
    throw new DomainError('validation_failed', `The reply is 1–${messageLimits.supportBody} characters of text (line breaks allowed, no other control characters)`);
  }
  const row: SupportMessageRow = { id: newId(nowMs), user_id: userId, sender: 'operator', body, photo_id: null, operator: operator.actor, created_at: nowMs };
  await db.transaction(async (trx) => {
    await insertSupportMessage(trx, row);
    await writeAuditLog(trx, operator, 'support.reply', `user:${userId}`, { messageId: row.id, body }, nowMs);
  });
  await notices.send(userId, 'support_reply');
  return toSupportMessage(row);
}
