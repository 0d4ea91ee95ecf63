import type { Connection } from '../../db/connection.js';
import { defaultLanguage } from '../../../src/core/languages.js';
import { isUserNoticeKind } from '../users/user-notices.js';
import { wordNotice } from './notice-texts.js';
import { newestMessages } from './messages-repository.js';

/** The newest messages, to one user (with the broadcasts they see) or to anyone, with their zh-TW titles, for operators. */
export async function messagesForOperators(db: Connection, userId: string | undefined, timeZone: string, limit: number) {
  const rows = await newestMessages(db, userId, defaultLanguage, limit);
  return rows.map((row) => ({
    id: String(row.id),
    to: row.account ?? '(everyone)',
    kind: row.kind,
    // A title names no amount, so no currency is needed for it.
    title: isUserNoticeKind(row.kind) ? wordNotice(row.kind, JSON.parse(row.params) as Record<string, string>, defaultLanguage, timeZone, '').title : (row.title ?? ''),
    sentBy: row.sent_by,
    sentAt: new Date(Number(row.created_at)).toISOString(),
  }));
}
