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
    const { sms: settings, demoMode, smsHourlyBudget } = opts.config;
    // Once an hour at most per process, however many requests the spent budget refuses.
    let toldOfHour: number | undefined;
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
        smsHourlyBudget,
        onBudgetExhausted: (hourStartMs) => {
          if (toldOfHour === hourStartMs) return;
          toldOfHour = hourStartMs;
          app.log.warn(
            { budget: smsHourlyBudget, hourStart: new Date(hourStartMs).toISOString() },
            'SMS hourly budget spent: password-reset codes are refused (503 sms_budget_exhausted) until the hour ends; raise SMS_HOURLY_BUDGET if this is real demand',
          );
        },
      }),
    );
  },
  { name: 'password-resets', dependencies: ['database', 'notices', 'clock'] },
);
