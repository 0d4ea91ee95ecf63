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
    const accounts = new Accounts({
      conn: app.conn,
      checks: app.oneAtATime,
      notices: app.notices,
      timeZone: opts.config.timeZone,
      clock: () => app.clock(),
      onSignInNotKept: (err) => app.log.warn({ err }, 'sign-ins: a refused sign-in was not kept for its owner'),
    });
    app.decorate('accounts', accounts);
    // Refused sign-ins still waiting are written before the database closes.
    app.addHook('onClose', () => accounts.signIns.written());
  },
  { name: 'accounts', dependencies: ['database', 'one-at-a-time', 'notices'] },
);
