import type { FastifyInstance } from 'fastify';

const everyMs = 60 * 60 * 1000;

/**
 * Hourly: deletes identity photos uploaded more than a day ago that no submission and no support message uses,
 * rows and bytes (`Verification.pruneUnusedPhotos`), and forgets the upload byte counts of past days. With the
 * next upload of a side replacing the unused one, an account keeps at most one unused photo a side, and for a day.
 */
export function schedulePrunePhotos(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      app.verification
        .pruneUnusedPhotos(app.clock())
        .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'deleted unused identity photos a day old'))
        .catch((err) => app.log.error({ err }, 'deleting unused identity photos failed'));
    }, everyMs);
    // A timer alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
