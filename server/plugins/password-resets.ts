import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { PasswordResets } from '../domain/auth/password-resets.js';
import { loadResetCodeKey } from '../domain/auth/reset-code-key.js';
import { httpSmsSender } from '../domain/sms/http-sms-sender.js';
import { logSmsSender } from '../domain/sms/log-sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Forgot password": codes by SMS and resets with them. */
    passwordResets: PasswordResets;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    const { sms: settings, demoMode } = opts.config;
    app.decorate(
      'passwordResets',
      new PasswordResets({
        conn: app.conn,
        sms: settings.provider === 'http' ? httpSmsSender(settings) : logSmsSender(app.log),
        notices: app.notices,
        clock: () => app.clock(),
        demoMode,
        key: await loadResetCodeKey(app.conn),
        onSendFailure: (err) => app.log.error({ err }, 'password-reset SMS not sent'),
      }),
    );
  },
  { name: 'password-resets', dependencies: ['database', 'notices', 'clock'] },
);
