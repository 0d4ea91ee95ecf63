import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { staleAfterMs } from '../market/market-hub.js';
import type { Config } from '../config.js';
import { appInfoOf } from '../domain/app-info/app-info.js';

/** Health and app-info: what any client, signed in or not, reads first. */
export default async function publicRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.get('/health', async (_request, reply) => {
    let db = 'ok';
    try {
      await sql`select 1`.execute(app.db);
    } catch {
      db = 'down';
    }
    const last = app.market.lastTickAt();
    const feed = {
      source: app.market.source,
      lastTickAt: last === undefined ? null : new Date(last).toISOString(),
      stale: app.market.source !== 'none' && (last === undefined || app.clock() - last > staleAfterMs),
    };
    const body = { status: db === 'ok' && !feed.stale ? 'ok' : 'degraded', db, feed };
    return reply.status(db === 'ok' ? 200 : 503).send(body);
  });

  app.get('/app-info', async () => appInfoOf(opts.config, app.market.source));
}
