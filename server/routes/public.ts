import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
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
    funds: fundsRules(opts.config.funds),
  }));
}
