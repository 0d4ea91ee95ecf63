import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { NumberedTail } from '../domain/numbered-tail.js';
import { latestTransferId, transfersOfUsersAfter } from '../domain/ledger/transfer-tail-repository.js';
import { latestMessageId, messagesOfUsersAfter } from '../domain/messages/messages-repository.js';
import { AccountEventHub } from '../domain/users/account-event-hub.js';
import { accountEventData } from '../domain/users/account-event-data.js';
import { StreamSlots } from '../market/stream-slots.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account events of the users with a stream open here, from the ledger. */
    accountEvents: AccountEventHub;
    /** The caps on account event streams (per user and in all). */
    accountStreamSlots: StreamSlots;
  }
}

/** How far back each poll rereads on PostgreSQL, for transactions that commit after later-numbered ones. */
const lookBackMs = 5_000;

/**
 * Account events for `GET /api/me/stream`: the ledger and the inbox tailed once a second for every connected
 * user, on the read side of the database, so what other processes write (the operator CLI, another server)
 * arrives too.
 */
export default fp(
  async (app, opts: { config: Config }) => {
    const { accountEventsPollMs: pollMs } = opts.config;
    const tailOptions = { lookBackPolls: app.dbKind === 'postgres' ? Math.ceil(lookBackMs / pollMs) : 0, pageRows: 1_000, pages: 5 };
    const tail = new NumberedTail({ latest: () => latestTransferId(app.reads), after: (id, users, limit) => transfersOfUsersAfter(app.reads, id, users, limit) }, tailOptions);
    const inbox = new NumberedTail({ latest: () => latestMessageId(app.reads), after: (id, users, limit) => messagesOfUsersAfter(app.reads, id, users, limit) }, tailOptions);
    const sources = { db: app.reads, numbers: app.numbering, order: (userId: string, id: number) => app.trading.getOrder(userId, app.numbering.orders.of(id)) };
    const hub = new AccountEventHub({
      tail,
      inbox,
      dataOf: (userId, event) => accountEventData(sources, userId, event),
      pollMs,
      onError: (err) => app.log.error({ err }, 'account events: reading the ledger or the inbox failed; the next poll tries again'),
    });
    app.decorate('accountEvents', hub);
    app.decorate('accountStreamSlots', new StreamSlots(opts.config.accountStreamMaxPerUser, opts.config.accountStreamMaxTotal, (userId) => userId));
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'account-events', dependencies: ['database', 'trading'] },
);
