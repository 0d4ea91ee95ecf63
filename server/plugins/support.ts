import fp from 'fastify-plugin';
import { Support } from '../domain/support/support.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user's conversation with customer service. */
    support: Support;
  }
}

export default fp(
  async (app) => {
    app.decorate('support', new Support({ conn: app.conn, clock: () => app.clock() }));
  },
  { name: 'support', dependencies: ['database'] },
);
