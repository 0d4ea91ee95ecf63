import path from 'node:path';
import { parseMoney } from '../src/core/money.js';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** SQLite file and uploads live here; created on first start. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; empty means the embedded SQLite file in `dataDir`. */
  databaseUrl: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  databaseSchema: string;
  demoMode: boolean;
  logLevel: string;
  /** IANA zone for the platform's day boundaries (P&L today, savings cut-off). */
  timeZone: string;
  customerServiceUrl: string;
  /** Requests per minute per client address on login and registration step 1. */
  authRateLimitPerMinute: number;
  /** Partner origins allowed to frame the app (CSP frame-ancestors). */
  frameAncestors: string[];
  /** Where the built widget lives; the server serves it at `/`. */
  distDir: string;
  funds: FundsConfig;
  /** Where prices come from: the simulator, Binance's public stream, or nothing (tests script ticks). */
  feed: 'sim' | 'binance' | 'none';
  /** Seed of the simulator's random walk: the same seed replays the same market. */
  feedSeed: number;
  /** Binance's combined-stream endpoint (FEED=binance); a local replay server in tests. */
  binanceUrl: string;
  /** How long ticks are kept; settled orders keep copies of their proof ticks. */
  tickRetentionHours: number;
  /** Orders settled per transaction (SETTLE_BATCH): larger commits less often but holds the database longer. */
  settleBatch: number;
  /** Live-price streams open at once from one client address (STREAM_MAX_PER_ADDRESS); more are refused with 429. */
  streamMaxPerAddress: number;
  /** Live-price streams open at once on this process (STREAM_MAX_TOTAL): each may queue up to 256 KB. */
  streamMaxTotal: number;
}

/** Money limits and the withdrawal fee, in minor units. */
export interface FundsConfig {
  /** The platform's one currency, shown beside every amount. */
  currency: string;
  depositMinMinor: number;
  depositMaxMinor: number;
  withdrawMinMinor: number;
  withdrawMaxMinor: number;
  /** Percent with two decimals in the environment ("1.00"), basis points here (100). */
  withdrawFeeRateBasisPoints: number;
  withdrawFeeMinMinor: number;
}

function integer(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative whole number, got "${raw}"`);
  }
  return value;
}

function positiveInteger(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const value = integer(name, fallback, env);
  if (value === 0) throw new Error(`${name} must be at least 1`);
  return value;
}

function money(name: string, fallback: string, env: NodeJS.ProcessEnv): number {
  const raw = env[name] || fallback;
  const minor = parseMoney(raw);
  if (minor === null) throw new Error(`${name} must be an amount like 10 or 10.50, got "${raw}"`);
  return minor;
}

function feedKind(raw: string | undefined): Config['feed'] {
  const value = raw || 'sim';
  if (value !== 'sim' && value !== 'binance' && value !== 'none') throw new Error(`FEED must be sim, binance or none, got "${value}"`);
  return value;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const timeZone = env.TIME_ZONE || 'Asia/Taipei';
  // Fails at start-up rather than on the first date shown.
  new Intl.DateTimeFormat('en', { timeZone });
  return {
    port: integer('PORT', 8080, env),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || '',
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    demoMode: flag(env.DEMO_MODE, false),
    logLevel: env.LOG_LEVEL || 'info',
    timeZone,
    customerServiceUrl: env.CUSTOMER_SERVICE_URL || '',
    authRateLimitPerMinute: integer('AUTH_RATE_LIMIT_PER_MINUTE', 10, env),
    frameAncestors: (env.FRAME_ANCESTORS || '').split(/[\s,]+/).filter(Boolean),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    funds: {
      currency: env.CURRENCY || 'USDT',
      depositMinMinor: money('DEPOSIT_MIN', '10.00', env),
      depositMaxMinor: money('DEPOSIT_MAX', '1000000.00', env),
      withdrawMinMinor: money('WITHDRAW_MIN', '10.00', env),
      withdrawMaxMinor: money('WITHDRAW_MAX', '1000000.00', env),
      // A percent with two decimals is exactly a count of basis points.
      withdrawFeeRateBasisPoints: money('WITHDRAW_FEE_RATE', '1.00', env),
      withdrawFeeMinMinor: money('WITHDRAW_FEE_MIN', '1.00', env),
    },
    feed: feedKind(env.FEED),
    feedSeed: integer('FEED_SEED', 20240921, env),
    binanceUrl: env.BINANCE_WS_URL || 'wss://stream.binance.com:9443',
    tickRetentionHours: integer('TICK_RETENTION_HOURS', 48, env),
    settleBatch: positiveInteger('SETTLE_BATCH', 5_000, env),
    // A household or office behind one NAT, each person with a tab or two, fits; one address can't take the whole server.
    streamMaxPerAddress: positiveInteger('STREAM_MAX_PER_ADDRESS', 16, env),
    // At 256 KB of backlog each, 2,000 slow streams hold at most 512 MB; well under the usual file limits of a server.
    streamMaxTotal: positiveInteger('STREAM_MAX_TOTAL', 2_000, env),
    ...overrides,
  };
}
