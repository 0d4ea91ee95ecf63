import type { FastifyInstance } from 'fastify';
import { pruneIdempotencyKeys } from '../domain/idempotency/idempotency.js';

const everyMs = 60 * 60 * 1000;

/** Hourly: forgets idempotency keys past their 48 h (so always ≥ 24 h, as DESIGN.md promises). */
export function schedulePruneIdempotencyKeys(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pruneIdempotencyKeys(app.db, Date.now()).catch((err) => app.log.error({ err }, 'pruning idempotency keys failed'));
    }, everyMs);
    // A timer alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
