import type { FastifyInstance } from 'fastify';
import { array, boolean, enums, integer, object, string } from 'superstruct';
import { healthRetryAfterSeconds } from '../domain/products/catalogue.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named, orNull } from '../openapi/json-schema.js';
import { language, money, percent, time } from '../openapi/wire.js';

const Health = named(
  'Health',
  object({
    status: describe(enums(['ok', 'degraded']), '`degraded` when the database is down, the feed is stale or a disk is short of space'),
    db: enums(['ok', 'down']),
    disk: describe(
      enums(['ok', 'low']),
      '`low` while a disk the server writes to is below its reserve (uploads refused with 507) or a write failed for a full disk in the last minute',
    ),
    reasons: describe(
      array(string()),
      'why `degraded`, each fault in a few words for an operator (e.g. `database: no answer within 800 ms`, `disk: data folder: 80.0 MiB free, below the 512.0 MiB reserve (uploads refused)`); empty when `ok`',
    ),
    feed: object({
      source: describe(string(), '`sim`, `binance` or `none`'),
      lastTickAt: orNull(time),
      ageMs: orNull(
        describe(integer(), { minimum: 0 }),
        'milliseconds since the newest tick this process holds (from whichever process runs the feed); null before the first',
      ),
      stale: describe(boolean(), 'no tick for a while from a feed that should be sending (on PostgreSQL: none relayed to this process either)'),
    }),
  }),
);

const Funds = object({
  currency: describe(string(), { examples: ['USDT'] }),
  depositMin: money,
  depositMax: money,
  withdrawMin: money,
  withdrawMax: money,
  withdrawFeeRate: percent,
  withdrawFeeMin: money,
  withdrawalAccountHoldHours: describe(integer(), {
    minimum: 0,
    description: "withdrawals to a withdrawal account wait this many hours after it is added (not a user's first)",
  }),
});
annotate(Funds, {
  description: 'Limits and the withdrawal fee rule: fee = max(amount × withdrawFeeRate / 100, withdrawFeeMin), rounded up to the cent',
});

const AppInfo = named(
  'AppInfo',
  object({
    name: string(),
    languages: array(language),
    defaultLanguage: language,
    customerServiceUrl: string(),
    feedSource: describe(string(), '`sim` (simulated prices, say so to users), `binance` or `none`'),
    timeZone: describe(string(), { description: 'IANA name of the platform time zone: day boundaries (P&L today, savings) are its', examples: ['Asia/Taipei'] }),
    demoMode: describe(boolean(), 'deposits are confirmed at once; no real money moves'),
    funds: Funds,
    savingsCutoff: describe(string(), {
      pattern: '^[0-2][0-9]:[0-5][0-9]$',
      description: 'platform time of day: savings moved in before it start earning the next day, after it a day later',
      examples: ['15:00'],
    }),
  }),
);

export const getHealth = contract({
  method: 'GET',
  path: '/health',
  operationId: 'getHealth',
  summary: 'Liveness of the server, its database, its market feed and its disks',
  tag: 'public',
  ok: {
    200: { description: 'The database answers (`status` is `degraded` while the feed is stale or a disk is short of space)', body: Health },
    503: { description: 'The database does not answer', body: Health },
  },
});

export const getAppInfo = contract({
  method: 'GET',
  path: '/app-info',
  operationId: 'getAppInfo',
  summary: 'Languages, default language, customer service, feed source, platform time zone, money limits',
  tag: 'public',
  ok: { 200: { description: 'App info', body: AppInfo } },
});

/** Health and app-info: what any client, signed in or not, reads first. */
export default async function publicRoutes(app: FastifyInstance) {
  app.route(
    route(getHealth, async (_request, reply) => {
      const health = await app.catalogue.health();
      if (health.db === 'ok') return reply.send(health);
      return reply.status(503).header('retry-after', String(healthRetryAfterSeconds)).send(health);
    }),
  );

  app.route(route(getAppInfo, async () => app.content.appInfo()));
}
