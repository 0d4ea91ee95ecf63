import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { staleAfterMs } from '../market/market-hub.js';
import type { Config } from '../config.js';
import { defaultLanguage, languages } from '../../src/core/languages.js';
import { formatMinor } from '../../src/core/money.js';
import type { FundsRules } from '../../src/core/funds.js';
import type { FundsConfig } from '../config.js';

/** The limits and fee rule the money screens show before the user types. */
function fundsRules(funds: FundsConfig): FundsRules {
  return {
    currency: funds.currency,
    depositMin: formatMinor(funds.depositMinMinor),
    depositMax: formatMinor(funds.depositMaxMinor),
    withdrawMin: formatMinor(funds.withdrawMinMinor),
    withdrawMax: formatMinor(funds.withdrawMaxMinor),
    // Basis points are the minor units of a two-decimal percent.
    withdrawFeeRate: formatMinor(funds.withdrawFeeRateBasisPoints),
    withdrawFeeMin: formatMinor(funds.withdrawFeeMinMinor),
  };
}

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

  app.get('/app-info', async () => ({
    name: 'Uptick',
    languages,
    defaultLanguage,
    customerServiceUrl: opts.config.customerServiceUrl,
    feedSource: app.market.source,
    timeZone: opts.config.timeZone,
    demoMode: opts.config.demoMode,
    funds: fundsRules(opts.config.funds),
  }));
}
