import type { FastifyInstance } from 'fastify';
import { settleDueOrdersUnlessBusy, settleLimits } from '../domain/trading/settlement-service.js';
import { queueUnqueuedOrders } from '../domain/trading/orders-repository.js';

const everyMs = 250;

/**
 * Settles due orders as they become final: every 250 ms, and after each batch of ticks is stored (a stored tick is
 * what makes exits final), here or by another process. On start it first settles everything that expired while
 * the server was down, from the stored ticks; meanwhile it queues the open orders the settlement queue lacks (a
 * build from before the queue stored them), which the runs after settle. With several processes, one settles at a
 * time: a run that finds another process settling leaves what is due to it.
 */
export function scheduleSettlement(app: FastifyInstance, settleBatch: number): void {
  const limits = settleLimits(settleBatch);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let queueing: Promise<void> | undefined;
  const run = () => {
    if (running || stopped) return;
    running = settleDueOrdersUnlessBusy(app.settlement.conn, app.settlement.reads, app.clock(), limits, () => app.clock())
      .then(() => undefined)
      .catch((err) => app.log.error({ err }, 'settlement run failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    await settleDueOrdersUnlessBusy(app.settlement.conn, app.settlement.reads, app.clock(), limits, () => app.clock());
    // Not waited for: a scan of every order, which the start (and health) need not wait on.
    queueing = queueUnqueuedOrders(app.settlement.conn).then(
      (queued) => {
        if (queued > 0) app.log.warn({ orders: queued }, 'open orders stored without their place in the settlement queue were queued (a process of an older build stored them)');
      },
      (err) => app.log.error({ err }, 'queueing the open orders the settlement queue lacks failed; the next start tries again'),
    );
    timer = setInterval(run, everyMs);
    timer.unref();
    app.market.on('flushed', run);
    // Ticks another process stored (PostgreSQL, several processes): as final here as this process's own.
    app.market.on('relayed', run);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    app.market.off('flushed', run);
    app.market.off('relayed', run);
    await running;
    await queueing;
  });
}
