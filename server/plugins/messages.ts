import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Messages } from '../domain/messages/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user's inbox: system notices and operators' messages. */
    messages: Messages;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    app.decorate(
      'messages',
      new Messages({
        conn: app.conn,
        timeZone: opts.config.timeZone,
        currency: opts.config.funds.currency,
        clock: () => app.clock(),
        onInboxChanged: (userId) => app.accountEvents.inboxChanged(userId),
      }),
    );
  },
  { name: 'messages', dependencies: ['database', 'account-events'] },
);
