import fp from 'fastify-plugin';
import type { UserNotices } from '../domain/users/user-notices.js';

declare module 'fastify' {
  interface FastifyInstance {
    notices: UserNotices;
  }
}

/** Until system messages exist, a notice is a warning line an operator can act on (server/domain/users/user-notices.ts). */
export default fp(
  async (app) => {
    app.decorate('notices', { send: (userId, kind, details) => app.log.warn({ userId, notice: kind, ...details }, `user notice: ${kind}`) } satisfies UserNotices);
  },
  { name: 'notices' },
);
