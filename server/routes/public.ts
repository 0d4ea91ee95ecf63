import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { defaultLanguage, languages } from '../../src/core/languages.js';

/** Health and app-info: what any client, signed in or not, reads first. */
export default async function publicRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.get('/health', async (_request, reply) => {
    let db = 'ok';
    try {
      await sql`select 1`.execute(app.db);
    } catch {
      db = 'down';
    }
    // The market feed arrives with issue 4; until then there is honestly none.
    const body = { status: db === 'ok' ? 'ok' : 'degraded', db, feed: { source: 'none', lastTickAt: null } };
    return reply.status(db === 'ok' ? 200 : 503).send(body);
  });

  app.get('/app-info', async () => ({
    name: 'Uptick',
    languages,
    defaultLanguage,
    customerServiceUrl: opts.config.customerServiceUrl,
    feedSource: 'none',
    timeZone: opts.config.timeZone,
    demoMode: opts.config.demoMode,
  }));
}
