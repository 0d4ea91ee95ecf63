import fp from 'fastify-plugin';
import type { UserNotices } from '../domain/users/user-notices.js';
import { inboxNotices } from '../domain/messages/inbox-notices.js';

declare module 'fastify' {
  interface FastifyInstance {
    notices: UserNotices;
  }
}

/** User notices become messages in the user's inbox (server/domain/users/user-notices.ts). */
export default fp(
  async (app) => {
    app.decorate('notices', inboxNotices(app.conn, () => app.clock(), (err) => app.log.error({ err }, 'a user notice could not be written; the action it reports stands')));
  },
  { name: 'notices', dependencies: ['database', 'clock'] },
);
