import type { Connection } from '../../db/connection.js';
import type { Page } from '../../../src/core/funds.js';
import type { SupportMessage } from '../../../src/core/messages.js';
import type { SupportMessageBody } from '../../../src/core/support-structs.js';
import type { PageRequest } from '../paging.js';
import { listConversation, postSupportMessage } from './support-service.js';

/** The signed-in user's conversation with customer service; one per app (the support plugin's). */
export class Support {
  constructor(private readonly deps: { conn: Connection; clock: () => number }) {}

  list(userId: string, page: PageRequest): Promise<Page<SupportMessage>> {
    return listConversation(this.deps.conn, userId, page);
  }

  post(userId: string, body: SupportMessageBody): Promise<SupportMessage> {
    return postSupportMessage(this.deps.conn, userId, body, this.deps.clock());
  }
}
