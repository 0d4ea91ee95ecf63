import type { FastifyInstance } from 'fastify';
import { pruneTicks } from '../market/ticks-repository.js';

const everyMs = 10 * 60 * 1000;

/**
 * Every 10 minutes: deletes whole closed days of ticks past the retention window, except days that settled an
 * order, which the public price record keeps (`pruneTicks`). Settlement needs at most the longest period plus
 * a few seconds of ticks and charts use the 1-minute candles; the day roots keep what remains checkable.
 */
export function schedulePruneTicks(app: FastifyInstance, retentionHours: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pruneTicks(app.conn, app.clock() - retentionHours * 3_600_000).catch((err) => app.log.error({ err }, 'pruning ticks failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
