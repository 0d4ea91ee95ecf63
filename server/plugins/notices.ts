import fp from 'fastify-plugin';
import type { UserNotices } from '../domain/users/user-notices.js';

declare module 'fastify' {
  interface FastifyInstance {
    notices: UserNotices;
  }
}

/** Until system messages exist (the messages issue), a notice is a warning line an operator can act on. */
export default fp(
  async (app) => {
    app.decorate('notices', { send: (userId, kind) => app.log.warn({ userId, notice: kind }, `user notice: ${kind}`) } satisfies UserNotices);
  },
  { name: 'notices' },
);
