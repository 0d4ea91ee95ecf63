import type { FastifyInstance } from 'fastify';
import { pruneIdempotencyKeys } from '../domain/idempotency/idempotency.js';
import { pruneLoginFailures } from '../domain/auth/login-failures-repository.js';
import { pruneResetCodes } from '../domain/auth/reset-codes-repository.js';
import { resetRequestsKeptMs } from '../domain/auth/password-reset-service.js';
import { pruneSmsHours } from '../domain/sms/sms-budget-repository.js';

const everyMs = 60 * 60 * 1000;
/** A login count untouched for a day is forgotten: the longest lock is 15 minutes. */
const loginFailuresKeptMs = 24 * 60 * 60 * 1000;

/** Hourly: forgets idempotency keys past their 48 h (so always ≥ 24 h, as docs/api.md promises), stale login counts and password-reset requests past every limit. */
export function schedulePruneStaleRows(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const nowMs = app.clock();
      pruneIdempotencyKeys(app.conn, nowMs).catch((err) => app.log.error({ err }, 'pruning idempotency keys failed'));
      pruneLoginFailures(app.conn, nowMs - loginFailuresKeptMs).catch((err) => app.log.error({ err }, 'pruning login failures failed'));
      pruneResetCodes(app.conn, nowMs - resetRequestsKeptMs).catch((err) => app.log.error({ err }, 'pruning password-reset codes failed'));
      pruneSmsHours(app.conn, nowMs - resetRequestsKeptMs).catch((err) => app.log.error({ err }, 'pruning SMS counts failed'));
    }, everyMs);
    // A timer alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
