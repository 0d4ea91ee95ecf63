import type { FastifyInstance } from 'fastify';
import { runSavingsDays } from '../domain/savings/savings-accrual.js';
import type { SavingsOptions } from '../domain/savings/savings-terms.js';

const everyMs = 60 * 1000;

/**
 * Savings confirmations and daily earnings: at start (catching up every day boundary passed while the server
 * was down, in order) and every minute after, so a boundary is handled within a minute of passing.
 */
export function scheduleSavings(app: FastifyInstance, options: SavingsOptions): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = runSavingsDays(app.conn, options, app.clock())
      .then(() => undefined)
      .catch((err) => app.log.error({ err }, 'savings run failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    // Without waiting for users another process holds: a start is not held up by them, the next run comes back to them.
    await runSavingsDays(app.conn, options, app.clock(), 0);
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
