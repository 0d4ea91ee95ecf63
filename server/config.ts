import path from 'node:path';
import { parseMoney } from '../src/core/money.js';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** SQLite file and uploads live here; created on first start. */
  dataDir: string;
  /**
   * Free bytes kept on each file system the server writes to, the data folder and the photo store (DISK_RESERVE_BYTES):
   * below it uploads are refused (507 insufficient_storage) and health says `degraded`, so what is left goes to money
   * and sign-ins.
   */
  diskReserveBytes: number;
  /** `postgres://…` selects PostgreSQL; empty means the embedded SQLite file in `dataDir`. */
  databaseUrl: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  databaseSchema: string;
  /**
   * PostgreSQL connections per process (DB_POOL_MAX), how long a request waits for one (DB_ACQUIRE_TIMEOUT_MS)
   * and for one statement's answer (DB_STATEMENT_TIMEOUT_MS) before it hears 503: a database that stops
   * answering must not hold requests for as long as it is away.
   */
  databasePool: { max: number; acquireTimeoutMs: number; statementTimeoutMs: number };
  /**
   * How long a process that took the feed lock waits before it runs the feed (FEED_TAKEOVER_GRACE_MS): a previous
   * owner whose session died silently finds out by its heartbeat within 1.5 s and stops its feed. Shorter risks two
   * feeds at once after a failover; tests shorten it.
   */
  feedTakeoverGraceMs: number;
  /**
   * REDIS_URL (`redis://host:6379/0`): where several processes keep their rate-limit counts together; empty
   * means each process counts in its own memory (one process, or limits multiplied by the processes).
   */
  redisUrl: string;
  demoMode: boolean;
  logLevel: string;
  /** IANA zone for the platform's day boundaries (P&L today, savings cut-off). */
  timeZone: string;
  customerServiceUrl: string;
  /** Requests per minute per client address, and per account, on every endpoint that checks or sets a password. */
  authRateLimitPerMinute: number;
  /** Deposits and savings transfers a signed-in account may send a minute: each moves money or leaves a row for operators. */
  moneyRequestsPerMinute: number;
  /** EXPORTS_PER_MINUTE: CSV exports (capital record, orders) per account a minute; each reads up to a year of rows. */
  exportsPerMinute: number;
  /**
   * Whose `X-Forwarded-For` to believe (TRUST_PROXY): false (nobody: the peer is the client) or the proxies'
   * addresses/CIDRs. Believing every sender would let anyone pick their own address, and so their rate limit.
   */
  trustProxy: false | string[];
  /** Time to receive a whole request, headers and body (REQUEST_TIMEOUT_MS, at most 60 s): a trickled body can't hold a connection. */
  requestTimeoutMs: number;
  /** Time to receive a request's headers (HEADERS_TIMEOUT_MS), much shorter: headers are small. */
  headersTimeoutMs: number;
  /**
   * Time a stopping process (SIGTERM, SIGINT) gives requests in flight before it exits anyway (SHUTDOWN_TIMEOUT_MS):
   * within a supervisor's stop timeout, so a client that never finishes can't stall a deploy.
   */
  shutdownTimeoutMs: number;
  /** Connections open at once from one client address (CONNECTIONS_PER_ADDRESS); more are closed at once. Off behind TRUST_PROXY. */
  connectionsPerAddress: number;
  /**
   * Password hashes run at once (HASH_CONCURRENCY), allowed to wait in each lane (HASH_QUEUE; past it the
   * longest principal's queue loses one, 503) and for one principal (HASH_QUEUE_PER_PRINCIPAL; past it 429).
   */
  hashConcurrency: number;
  hashQueueMax: number;
  hashQueuePerPrincipal: number;
  /**
   * The cost of new password hashes: OWASP's always, except in tests, which lower it in code. No environment
   * variable sets it, so no deployment can weaken it by mistake.
   */
  scrypt: ScryptParameters;
  /**
   * Partner origins (`https://partner.example`): they may frame the app (CSP frame-ancestors, embed.js) and call
   * the API from their pages (CORS, an inline `Uptick.mount`).
   */
  partnerOrigins: string[];
  /** Where the built widget lives; the server serves it at `/`. */
  distDir: string;
  funds: FundsConfig;
  savings: SavingsConfig;
  verification: VerificationConfig;
  /** Where prices come from: the simulator, Binance's public stream, or nothing (tests script ticks). */
  feed: 'sim' | 'binance' | 'none';
  /**
   * FEED_SEED, for tests and reproducible demos: the same seed replays the same market, so anyone who
   * knows it can predict every price. Undefined (the default) draws from the OS's randomness.
   */
  feedSeed: number | undefined;
  /** Binance's combined-stream endpoint (FEED=binance); a local replay server in tests. */
  binanceUrl: string;
  /** Binance's REST root (FEED=binance), for the day of 1-minute klines a start fills its charts with. */
  binanceRestUrl: string;
  /** How long ticks are kept; settled orders keep copies of their proof ticks. */
  tickRetentionHours: number;
  /** Orders settled per transaction (SETTLE_BATCH): larger commits less often but holds the database longer. */
  settleBatch: number;
  /**
   * How old the latest tick may be when an order is priced (PRICE_MAX_AGE_MS); an older one refuses the order
   * (503 price_unavailable), so nobody can bet against an entry price the market has already left behind.
   */
  priceMaxAgeMs: number;
  /** Live-price streams open at once from one client address, an IPv6 /56 (STREAM_MAX_PER_ADDRESS), or of one signed-in user; more are refused with 429. */
  streamMaxPerAddress: number;
  /** Live-price streams open at once on this process (STREAM_MAX_TOTAL): each may queue up to 64 KB. */
  streamMaxTotal: number;
  /** Of `streamMaxTotal`, the slots only signed-in users' streams may take (STREAM_RESERVED_FOR_USERS); below the total. */
  streamReservedForUsers: number;
  operator: OperatorDetails;
  /** Where password-reset codes are sent (SMS_PROVIDER); `log` is for demonstrations only (`smsRefusal`). */
  sms: SmsSettings;
  /**
   * Reset codes sent by SMS in one clock hour, all users and processes together (SMS_HOURLY_BUDGET): past it every
   * request for a code is refused (503 sms_budget_exhausted) until the hour ends, and the log warns. A cap on what
   * SMS pumping can cost. Accounts less than a day old without a deposit share a fifth of it (`youngSmsShareOf`).
   */
  smsHourlyBudget: number;
  /** Account event streams one user may hold open on this process (ACCOUNT_STREAM_MAX_PER_USER); more are refused with 429. */
  accountStreamMaxPerUser: number;
  /** Account event streams open at once on this process (ACCOUNT_STREAM_MAX_TOTAL). */
  accountStreamMaxTotal: number;
  /** How often the ledger and the inbox are read for account events while a stream is open (ACCOUNT_EVENTS_POLL_MS). */
  accountEventsPollMs: number;
  /** Messages one user may send customer service per minute (SUPPORT_MESSAGES_PER_MINUTE); more are refused with 429. */
  supportMessagesPerMinute: number;
}

/**
 * Who runs this installation (OPERATOR_NAME, _ADDRESS, _EMAIL, _JURISDICTION): the privacy policy, the terms and
 * the about page name them, so a real deployment refuses to start without them (`operatorRefusal`).
 */
export interface OperatorDetails {
  name: string;
  address: string;
  email: string;
  /** Whose law governs the terms and the privacy policy, and whose courts hear disputes: a region code ("TW"), named in each page's language, or a name shown as written. */
  jurisdiction: string;
}

/**
 * SMS_PROVIDER: `log` writes each message to the server's log (a demo's default); `http` POSTs it as JSON with a
 * bearer token to SMS_HTTP_URL (SMS_HTTP_TOKEN, SMS_SENDER, SMS_HTTP_TIMEOUT_MS), as most SMS gateways take it.
 */
export type SmsSettings = { provider: 'log' } | { provider: 'http'; url: string; token: string; sender: string; timeoutMs: number };

/** What a demo names as its operator when the environment names none: plainly not a real company (named in each page's language). */
export const demoOperator: OperatorDetails = {
  name: 'Uptick Demo Ltd. (demonstration only)',
  address: '1 Example Road, Taipei',
  email: 'privacy@uptick.example',
  jurisdiction: 'TW',
};

/** scrypt's cost (N = 2^costLog2), block size (r) and parallelism (p); every stored hash records its own. */
export interface ScryptParameters {
  costLog2: number;
  blockSize: number;
  parallelism: number;
}

/** OWASP's parameters: N=2^17, r=8, p=1, ~128 MiB and a few hundred ms a hash. */
export const owaspScrypt: ScryptParameters = { costLog2: 17, blockSize: 8, parallelism: 1 };

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
  /** WITHDRAWAL_ACCOUNT_HOLD_HOURS: withdrawals to a withdrawal account wait this long after it is added (not a user's first). */
  withdrawalAccountHoldMs: number;
  /** DEPOSITS_PER_ADDRESS_PER_MINUTE: deposit requests a minute from one address (an IPv6 /56), whatever the account. */
  depositsPerAddressPerMinute: number;
  /** DEPOSIT_PENDING_PER_ADDRESS: deposits requested from one address (an IPv6 /56) that may wait for an operator at once. */
  depositPendingPerAddress: number;
}

/** Savings: the defaults; operators change rate and limits with `admin savings …` (docs/decisions.md, "Savings server"). */
export interface SavingsConfig {
  /** SAVINGS_ANNUAL_RATE, percent with two decimals ("2.50"), as basis points (250): until an operator sets one. */
  annualRateBasisPoints: number;
  /** SAVINGS_TRANSFERS_IN / _OUT: transfers a user may make per platform day, until an operator sets others. */
  transfersInPerDay: number;
  transfersOutPerDay: number;
  /** SAVINGS_CUTOFF ("15:00", platform time): money in before it confirms at the next day boundary, after it a day later. */
  cutoffMinutes: number;
}

/** Identity photos: their size cap, the uploads in flight, and where they are kept. */
export interface VerificationConfig {
  /** VERIFICATION_PHOTO_MAX_BYTES: a larger photo is refused with 413. */
  photoMaxBytes: number;
  /** UPLOAD_BUDGET_BYTES: what all uploads in flight may hold together; past it, 503 with Retry-After. */
  uploadBudgetBytes: number;
  /** PHOTO_UPLOADS_PER_MINUTE: uploads one account may send a minute; more get 429. */
  uploadsPerMinute: number;
  /** PHOTO_BYTES_PER_DAY: bytes of photos one account may store in a (UTC) day, replaced ones included; past it, 429. */
  bytesPerDay: number;
  /**
   * PHOTO_UPLOAD_MIN_BYTES_PER_SECOND: after a 3 s grace, an upload must have sent this many bytes a second on
   * average, or it is cut off (408 upload_too_slow) and gives its share of UPLOAD_BUDGET_BYTES back.
   */
  minBytesPerSecond: number;
  s3: S3Settings | undefined;
}

/** S3_*: a bucket on AWS, or on any S3-compatible store through `endpoint`. */
export interface S3Settings {
  bucket: string;
  /** Prepended to every key ("verification-photos/"). */
  prefix: string;
  region: string;
  /** An S3-compatible store's URL; empty for AWS. */
  endpoint: string;
  /** Bucket in the path rather than the host name, as most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** Empty: the SDK's own chain (environment, shared files, instance role). */
  accessKeyId: string;
  secretAccessKey: string;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK\'s own credentials');
  return {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX ?? 'verification-photos/',
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || '',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
  };
}

function clockTime(name: string, fallback: string, env: NodeJS.ProcessEnv): number {
  const raw = env[name] || fallback;
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(raw);
  if (!match) throw new Error(`${name} must be a time of day like 15:00, got "${raw}"`);
  return Number(match[1]) * 60 + Number(match[2]);
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

function optionalInteger(name: string, env: NodeJS.ProcessEnv): number | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : integer(name, 0, env);
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

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = (raw || '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  // Fastify can't check the peer of a hop count, so it ignores one; `true` would believe anyone.
  if (/^\d+$/.test(value) || value.toLowerCase() === 'true') {
    throw new Error(`TRUST_PROXY must list the proxies' addresses (e.g. 10.0.0.5 or 10.0.0.0/8, or loopback), got "${value}"`);
  }
  return value.split(/[\s,]+/).filter(Boolean);
}

function operatorDetails(env: NodeJS.ProcessEnv, demoMode: boolean): OperatorDetails {
  const fallback = demoMode ? demoOperator : { name: '', address: '', email: '', jurisdiction: '' };
  return {
    name: env.OPERATOR_NAME?.trim() || fallback.name,
    address: env.OPERATOR_ADDRESS?.trim() || fallback.address,
    email: env.OPERATOR_EMAIL?.trim() || fallback.email,
    jurisdiction: env.OPERATOR_JURISDICTION?.trim() || fallback.jurisdiction,
  };
}

function smsSettings(env: NodeJS.ProcessEnv): SmsSettings {
  const provider = env.SMS_PROVIDER || 'log';
  if (provider === 'log') return { provider };
  if (provider !== 'http') throw new Error(`SMS_PROVIDER must be http or log, got "${provider}"`);
  const url = env.SMS_HTTP_URL?.trim() ?? '';
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`SMS_PROVIDER=http needs SMS_HTTP_URL, the gateway's http(s) address, got "${url}"`);
  if (!env.SMS_HTTP_TOKEN) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_TOKEN, the bearer token the gateway expects');
  return {
    provider,
    url,
    token: env.SMS_HTTP_TOKEN,
    sender: env.SMS_SENDER?.trim() || 'Uptick',
    // A code that arrives a minute late is still good, but a request must not wait long on a slow gateway.
    timeoutMs: positiveInteger('SMS_HTTP_TIMEOUT_MS', 5_000, env),
  };
}

/** PARTNER_ORIGINS, or FRAME_ANCESTORS as set before it also opened the API (an alias, kept for old deployments). */
function partnerOrigins(env: NodeJS.ProcessEnv): string[] {
  const name = env.PARTNER_ORIGINS === undefined && env.FRAME_ANCESTORS !== undefined ? 'FRAME_ANCESTORS' : 'PARTNER_ORIGINS';
  return (env[name] || '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((raw) => {
      // A path, a wildcard or a typo would either open more than meant or match nothing: both fail loudly here.
      // (URL parses `https://*.example` as a host named `*.example`.)
      const url = URL.canParse(raw) && !raw.includes('*') ? new URL(raw) : undefined;
      if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new Error(`${name} lists origins like https://partner.example (scheme, host, optional port; no path), got "${raw}"`);
      }
      return url.origin;
    });
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
    // Room for the uploads in flight (64 MiB) many times over, and for the database's log to grow through a busy hour.
    diskReserveBytes: integer('DISK_RESERVE_BYTES', 512 * 1024 * 1024, env),
    databaseUrl: env.DATABASE_URL || '',
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    databasePool: {
      max: positiveInteger('DB_POOL_MAX', 10, env),
      acquireTimeoutMs: positiveInteger('DB_ACQUIRE_TIMEOUT_MS', 2_000, env),
      // The longest statement of ours (a settlement batch, a day's pruning) takes well under a second.
      statementTimeoutMs: positiveInteger('DB_STATEMENT_TIMEOUT_MS', 5_000, env),
    },
    feedTakeoverGraceMs: integer('FEED_TAKEOVER_GRACE_MS', 2_000, env),
    redisUrl: env.REDIS_URL || '',
    demoMode: flag(env.DEMO_MODE, false),
    logLevel: env.LOG_LEVEL || 'info',
    timeZone,
    customerServiceUrl: env.CUSTOMER_SERVICE_URL || '',
    authRateLimitPerMinute: integer('AUTH_RATE_LIMIT_PER_MINUTE', 10, env),
    moneyRequestsPerMinute: integer('MONEY_REQUESTS_PER_MINUTE', 60, env),
    exportsPerMinute: integer('EXPORTS_PER_MINUTE', 6, env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: Math.min(60_000, positiveInteger('REQUEST_TIMEOUT_MS', 30_000, env)),
    headersTimeoutMs: positiveInteger('HEADERS_TIMEOUT_MS', 10_000, env),
    shutdownTimeoutMs: positiveInteger('SHUTDOWN_TIMEOUT_MS', 10_000, env),
    // Sixteen live streams and a browser's six parallel requests per person, for a household or office behind one NAT.
    connectionsPerAddress: positiveInteger('CONNECTIONS_PER_ADDRESS', 256, env),
    hashConcurrency: positiveInteger('HASH_CONCURRENCY', 2, env),
    hashQueueMax: integer('HASH_QUEUE', 128, env),
    hashQueuePerPrincipal: positiveInteger('HASH_QUEUE_PER_PRINCIPAL', 2, env),
    scrypt: owaspScrypt,
    partnerOrigins: partnerOrigins(env),
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
      withdrawalAccountHoldMs: integer('WITHDRAWAL_ACCOUNT_HOLD_HOURS', 24, env) * 60 * 60 * 1000,
      // A household or office behind one NAT: several people, each with a deposit or two waiting.
      depositsPerAddressPerMinute: positiveInteger('DEPOSITS_PER_ADDRESS_PER_MINUTE', 30, env),
      depositPendingPerAddress: positiveInteger('DEPOSIT_PENDING_PER_ADDRESS', 20, env),
    },
    savings: {
      annualRateBasisPoints: money('SAVINGS_ANNUAL_RATE', '2.50', env),
      transfersInPerDay: integer('SAVINGS_TRANSFERS_IN', 5, env),
      transfersOutPerDay: integer('SAVINGS_TRANSFERS_OUT', 5, env),
      cutoffMinutes: clockTime('SAVINGS_CUTOFF', '15:00', env),
    },
    verification: {
      // A phone's full-size photo fits; the app sends a few hundred KB once it has scaled one.
      photoMaxBytes: positiveInteger('VERIFICATION_PHOTO_MAX_BYTES', 8 * 1024 * 1024, env),
      // Eight full-size uploads at once; the app's scaled ones are a tenth of that.
      uploadBudgetBytes: positiveInteger('UPLOAD_BUDGET_BYTES', 64 * 1024 * 1024, env),
      uploadsPerMinute: positiveInteger('PHOTO_UPLOADS_PER_MINUTE', 10, env),
      // Both sides and a few retries at full size; the app's scaled photos are a tenth of that.
      bytesPerDay: positiveInteger('PHOTO_BYTES_PER_DAY', 64 * 1024 * 1024, env),
      // 1 Mbit/s: a phone's scaled photo (a few hundred KB) goes in seconds over a weak mobile link; 100 B/s is cut at ~3.5 s.
      minBytesPerSecond: positiveInteger('PHOTO_UPLOAD_MIN_BYTES_PER_SECOND', 128 * 1024, env),
      s3: s3Settings(env),
    },
    feed: feedKind(env.FEED),
    feedSeed: optionalInteger('FEED_SEED', env),
    binanceUrl: env.BINANCE_WS_URL || 'wss://stream.binance.com:9443',
    binanceRestUrl: env.BINANCE_REST_URL || 'https://api.binance.com',
    tickRetentionHours: integer('TICK_RETENTION_HOURS', 48, env),
    settleBatch: positiveInteger('SETTLE_BATCH', 5_000, env),
    // Both feeds send a tick a second: two intervals let one tick come late or not at all, and no more.
    priceMaxAgeMs: positiveInteger('PRICE_MAX_AGE_MS', 2_000, env),
    // A household or office behind one NAT, each person with a tab or two, fits; one address can't take the whole server.
    streamMaxPerAddress: positiveInteger('STREAM_MAX_PER_ADDRESS', 16, env),
    // At 64 KB of backlog each, 10,000 slow streams hold at most 640 MB; a process a core writes to 10,000 watchers a
    // second within 250 ms (docs/performance.md, "Watching prices"). Each needs a file descriptor: see ulimit -n.
    streamMaxTotal: positiveInteger('STREAM_MAX_TOTAL', 10_000, env),
    // A quarter of the default total: strangers filling the rest from many addresses still leave owners their prices.
    streamReservedForUsers: integer('STREAM_RESERVED_FOR_USERS', 500, env),
    operator: operatorDetails(env, flag(env.DEMO_MODE, false)),
    sms: smsSettings(env),
    // Far above a normal hour's resets, far below what pumping a paid gateway for an hour would run to.
    smsHourlyBudget: positiveInteger('SMS_HOURLY_BUDGET', 1_000, env),
    // A phone and a few tabs; a background tab closes its stream.
    accountStreamMaxPerUser: positiveInteger('ACCOUNT_STREAM_MAX_PER_USER', 5, env),
    accountStreamMaxTotal: positiveInteger('ACCOUNT_STREAM_MAX_TOTAL', 2_000, env),
    // A second is as fast as a person notices; each poll is one indexed query of the ledger and one of the inbox for every connected user.
    accountEventsPollMs: positiveInteger('ACCOUNT_EVENTS_POLL_MS', 1_000, env),
    // A person typing sends a few a minute; a script is stopped here.
    supportMessagesPerMinute: positiveInteger('SUPPORT_MESSAGES_PER_MINUTE', 10, env),
    ...overrides,
  };
}

/**
 * Why the server must not start with this configuration's feed, or undefined when it may: simulated prices
 * are for demonstrations only, never where real money could be staked on them.
 */
export function feedRefusal(config: Pick<Config, 'feed' | 'demoMode'>): string | undefined {
  if (config.feed !== 'sim' || config.demoMode) return undefined;
  return 'FEED=sim serves simulated prices, which are for demonstrations only: set FEED=binance (real prices) or FEED=none (no feed), or DEMO_MODE=1 to run a demo';
}

/** The OPERATOR_* variables a server that is not a demo lacks (none: it may start). */
export function operatorRefusal(config: Pick<Config, 'operator' | 'demoMode'>): string | undefined {
  if (config.demoMode) return undefined;
  const names = { name: 'OPERATOR_NAME', address: 'OPERATOR_ADDRESS', email: 'OPERATOR_EMAIL', jurisdiction: 'OPERATOR_JURISDICTION' } as const;
  const missing = (Object.keys(names) as (keyof OperatorDetails)[]).filter((key) => !config.operator[key]).map((key) => names[key]);
  if (missing.length === 0) return undefined;
  return `${missing.join(', ')} must be set: the privacy policy and the terms name the operator (see the README, Configuration)`;
}

/** Why a server that is not a demo must not start with this SMS setting: codes in a log reach nobody's phone. */
export function smsRefusal(config: Pick<Config, 'sms' | 'demoMode'>): string | undefined {
  if (config.demoMode || config.sms.provider !== 'log') return undefined;
  return 'SMS_PROVIDER=http, SMS_HTTP_URL and SMS_HTTP_TOKEN must be set: password-reset codes go by SMS, and the log provider is for demonstrations only (see the README, Configuration)';
}
