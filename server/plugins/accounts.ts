import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Accounts } from '../domain/auth/accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, sign-in, sign-out, the profile and password changes. */
    accounts: Accounts;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    app.decorate(
      'accounts',
      new Accounts({ conn: app.conn, checks: app.oneAtATime, notices: app.notices, timeZone: opts.config.timeZone, clock: () => app.clock() }),
    );
  },
  { name: 'accounts', dependencies: ['database', 'one-at-a-time', 'notices'] },
);
