import fp from 'fastify-plugin';
import { AccountSecurity } from '../domain/auth/account-security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions, sign-ins and two-step sign-in of the signed-in user. */
    accountSecurity: AccountSecurity;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'accountSecurity',
      new AccountSecurity({ conn: app.conn, checks: app.oneAtATime, notices: app.notices, clock: () => app.clock(), signIns: app.accounts.signIns }),
    );
  },
  { name: 'account-security', dependencies: ['database', 'one-at-a-time', 'notices', 'accounts'] },
);
