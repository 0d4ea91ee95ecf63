import type { Connection } from '../../db/connection.js';
import type { Page } from '../../../src/core/funds.js';
import type { InboxMessage, UnreadCount } from '../../../src/core/messages.js';
import type { PageRequest } from '../paging.js';
import { countUnread, listInbox, markRead } from './messages-service.js';

export interface MessagesDeps {
  conn: Connection;
  /** The platform's time zone, in which notices name times. */
  timeZone: string;
  /** The platform's currency, which notices name beside every amount. */
  currency: string;
  clock: () => number;
  /** A read mark lowered the user's unread count: their open streams hear it. */
  onInboxChanged(userId: string): Promise<void>;
}

/** The signed-in user's inbox; one per app (the messages plugin's). */
export class Messages {
  constructor(private readonly deps: MessagesDeps) {}

  list(userId: string, lang: string | undefined, page: PageRequest, timeZone?: string): Promise<Page<InboxMessage>> {
    return listInbox(this.deps.conn, userId, lang, page, timeZone ?? this.deps.timeZone, this.deps.currency);
  }

  unread(userId: string): Promise<UnreadCount> {
    return countUnread(this.deps.conn, userId);
  }

  async read(userId: string, id: string): Promise<void> {
    if (await markRead(this.deps.conn, userId, id, this.deps.clock())) await this.deps.onInboxChanged(userId);
  }
}
