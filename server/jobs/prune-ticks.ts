import type { FastifyInstance } from 'fastify';
import { pruneTicks } from '../market/ticks-repository.js';

const everyMs = 10 * 60 * 1000;

/**
 * Every 10 minutes: deletes ticks past the retention window. Settlement needs at most the longest period
 * plus a few seconds of ticks, and each settled order keeps a copy of its proof ticks, so anything older
 * only feeds charts, which use the 1-minute candles.
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
