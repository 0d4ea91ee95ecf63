import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.js';
import routeRegistry from './plugins/route-registry.js';
import { brotliOptions } from './web/compression.js';
import partnerCors from './plugins/partner-cors.js';
import connectionLimits from './plugins/connection-limits.js';
import requestLimits from './plugins/request-limits.js';
import sharedCounters from './plugins/shared-counters.js';
import clockPlugin from './plugins/clock.js';
import notices from './plugins/notices.js';
import messages from './plugins/messages.js';
import messageRoutes from './routes/messages.js';
import support from './plugins/support.js';
import supportRoutes from './routes/support.js';
import oneAtATime from './plugins/one-at-a-time.js';
import database from './plugins/database.js';
import diskSpace from './plugins/disk-space.js';
import errors from './plugins/errors.js';
import validation from './plugins/validation.js';
import authentication from './plugins/authentication.js';
import market from './plugins/market.js';
import trading from './plugins/trading.js';
import catalogue from './plugins/catalogue.js';
import funds from './plugins/funds.js';
import exportsPlugin from './plugins/exports.js';
import savings from './plugins/savings.js';
import content from './plugins/content.js';
import news from './plugins/news.js';
import accounts from './plugins/accounts.js';
import accountSecurity from './plugins/account-security.js';
import passwordResets from './plugins/password-resets.js';
import verification from './plugins/verification.js';
import accountEvents from './plugins/account-events.js';
import marketRoutes from './routes/markets.js';
import priceRecordRoutes from './routes/price-record.js';
import marketStreamRoutes from './routes/market-stream.js';
import accountStreamRoutes from './routes/account-stream.js';
import streamTicketRoutes from './routes/stream-tickets.js';
import orderRoutes from './routes/orders.js';
import { scheduleSettlement } from './jobs/settlement.js';
import { schedulePruneTicks } from './jobs/prune-ticks.js';
import publicRoutes from './routes/public.js';
import contentRoutes from './routes/content.js';
import newsRoutes from './routes/news.js';
import authRoutes from './routes/auth.js';
import meRoutes from './routes/me.js';
import accountSecurityRoutes from './routes/account-security.js';
import openApiRoutes from './routes/openapi.js';
import fundsRoutes from './routes/funds.js';
import withdrawalAccountRoutes from './routes/withdrawal-accounts.js';
import exportRoutes from './routes/exports.js';
import depositMethodRoutes from './routes/deposit-methods.js';
import savingsRoutes from './routes/savings.js';
import verificationRoutes from './routes/verification.js';
import { scheduleSavings } from './jobs/savings.js';
import webRoutes from './routes/web.js';
import { schedulePruneStaleRows } from './jobs/prune-stale-rows.js';
import { schedulePrunePhotos } from './jobs/prune-photos.js';
import { hashGate } from './domain/auth/hash-gate.js';
import { SharedHashing } from './domain/auth/shared-hashing.js';
import { configurePasswordHashing } from './domain/auth/password-hash.js';
import { capped, withLogSerializers } from './log-text.js';

export interface AppOptions {
  config: Config;
  /** The trading clock (entry, expiry, settlement); tests script it. */
  clock?: () => number;
  /** Pino options; tests pass `false` to keep output quiet. */
  logger?: boolean | object;
}

/** Builds the whole server without listening, so tests can start any number on random ports. */
export async function buildApp({ config, clock, logger = { level: config.logLevel } }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The request log repeats client text only capped (server/log-text.ts), whoever passes the options.
    logger: withLogSerializers(logger),
    // Bodies of this API are small JSON; identity photos have a multipart limit of their own (routes/verification.ts).
    bodyLimit: 64 * 1024,
    // A whole request within REQUEST_TIMEOUT_MS and its headers much sooner, checked every second (Node's
    // default is every 30 s): a client trickling bytes can't hold a connection.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    // Off unless TRUST_PROXY names the proxies: otherwise anyone picks their own address (and rate-limit key).
    trustProxy: config.trustProxy,
    // The closing hook below answers in the API's shape instead.
    return503OnClosing: false,
    // A path that isn't valid UTF-8 (a lone surrogate), or with a parameter over the router's 100 characters
    // (no id, slug or symbol is that long), names nothing here: the same 404 as any unknown path. Fastify
    // answered the long one 414 in its own shape, outside the error handler. Other framework errors go to
    // the error handler, which answers them in the API's shape.
    frameworkErrors: (error, request, reply) => {
      if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') return (reply as FastifyReply).send(error);
      (reply as FastifyReply).status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${capped(request.url.split('?')[0])}` } });
    },
  });
  configurePasswordHashing(config.scrypt);

  // The API speaks JSON only: any other body is 415 rather than a string that fails validation. JSON is UTF-8
  // (RFC 8259), and Fastify's parser reads any body as UTF-8 whatever charset it names: one naming another is 415 too.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isUtf8Json(request.headers['content-type'])) return parseJson(request, body as string, done);
    done(Object.assign(new Error('JSON is read as UTF-8: send charset=utf-8, or no charset'), { statusCode: 415 }), undefined);
  });

  // JSON is never rendered, so the page's security headers (web routes) are not worth their ≈ 20 µs per
  // API call; this one still keeps a browser from sniffing a response into something else.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(compress, { threshold: 1024, brotliOptions });
  await app.register(connectionLimits, { config });
  await app.register(sharedCounters, { config });
  // A principal's hashes in flight count across processes too, under the installation's name: each process lets
  // one have `concurrency` running and `perPrincipal` waiting, so that is the bound for all of them together.
  const hashLimits = { concurrency: config.hashConcurrency, queueMax: config.hashQueueMax, perPrincipal: config.hashQueuePerPrincipal };
  const sharedHashing = app.redis && new SharedHashing(app.redis, `uptick:${config.databaseSchema}:hashing:`, hashLimits.concurrency + hashLimits.perPrincipal);
  hashGate.configure(hashLimits, sharedHashing);
  // The gate is the process's; an app closing must not leave it counting in a Redis connection closed with it.
  if (sharedHashing) app.addHook('onClose', async () => hashGate.unshare(sharedHashing));
  // With Redis the processes of one installation count together, under a name of their schema's own.
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis, nameSpace: `uptick:${config.databaseSchema}:limit:` } : {}) });
  await app.register(requestLimits);
  await app.register(clockPlugin, { clock });
  await app.register(oneAtATime);
  await app.register(partnerCors, { config });
  // A request that still reaches a stopping process (pipelined on a connection it was answering) hears when to
  // come back, as every 503 of ours does, with the CORS headers a partner page needs to read it (so after them).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', '1');
    return reply.status(503).send({ error: { code: 'unavailable', message: 'This server is restarting; please try again in a moment' } });
  });
  await app.register(routeRegistry);
  await app.register(errors);
  await app.register(validation);
  await app.register(diskSpace, { config });
  await app.register(database, { config });
  await app.register(notices);
  await app.register(authentication, { config });
  await app.register(market, { config });
  await app.register(trading, { config });
  await app.register(catalogue);
  await app.register(funds, { config });
  await app.register(exportsPlugin, { config });
  await app.register(savings, { config });
  await app.register(content, { config });
  await app.register(news);
  await app.register(accounts, { config });
  await app.register(accountSecurity);
  await app.register(passwordResets, { config });
  await app.register(verification, { config });
  await app.register(accountEvents, { config });
  await app.register(messages, { config });
  await app.register(support);

  await app.register(publicRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(newsRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api', config });
  await app.register(meRoutes, { prefix: '/api', config });
  await app.register(accountSecurityRoutes, { prefix: '/api', config });
  await app.register(fundsRoutes, { prefix: '/api', config });
  await app.register(withdrawalAccountRoutes, { prefix: '/api', config });
  await app.register(exportRoutes, { prefix: '/api', config });
  await app.register(depositMethodRoutes, { prefix: '/api' });
  await app.register(savingsRoutes, { prefix: '/api', config });
  await app.register(verificationRoutes, { prefix: '/api', config });
  await app.register(marketRoutes, { prefix: '/api' });
  await app.register(priceRecordRoutes, { prefix: '/api' });
  await app.register(marketStreamRoutes, { prefix: '/api' });
  await app.register(accountStreamRoutes, { prefix: '/api' });
  await app.register(streamTicketRoutes, { prefix: '/api' });
  await app.register(messageRoutes, { prefix: '/api' });
  await app.register(supportRoutes, { prefix: '/api', config });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(openApiRoutes, { prefix: '/api' });
  await app.register(webRoutes, { config });
  schedulePruneStaleRows(app);
  schedulePrunePhotos(app);
  scheduleSettlement(app, config.settleBatch);
  schedulePruneTicks(app, config.tickRetentionHours);
  scheduleSavings(app, { ...config.savings, timeZone: config.timeZone });
  return app;
}

/** False for a content type naming a charset other than UTF-8. */
function isUtf8Json(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}
