import path from 'node:path';
import { coerce, define, optional, refine, string, type, unknown, validate, type Infer, type Struct } from 'superstruct';
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

// The environment's schema: every variable the server reads, once, with its type, its bounds and its default
// (an unset or empty variable takes the default). docs/configuration.md describes each; a test keeps the two in
// step. Each refusal names the variable and the value it got.

/** Text a variable's parser could not read, kept so the refusal can quote it. */
class Unread {
  constructor(readonly raw: string) {}
}

/**
 * A variable `read` parses (undefined: it can't), refused as `NAME must be <expected>, got "<raw>"`; `fallback`
 * where it is unset or empty (with none, undefined).
 */
function parsed<T, F extends T | undefined>(expected: string, read: (raw: string) => T | undefined, fallback: F): Struct<T | F, unknown> {
  const valid = define<T>(expected, (value, { path }) => !(value instanceof Unread) || `${String(path.at(-1))} must be ${expected}, got "${value.raw}"`);
  const readable = coerce(valid, string(), (raw) => read(raw) ?? new Unread(raw));
  const orFallback = coerce(readable, unknown(), (raw) => (raw === undefined || raw === '' ? fallback : raw));
  // Struct is invariant in its type: `T | F` is what the two coercions leave.
  return (fallback === undefined ? optional(orFallback) : orFallback) as Struct<T | F, unknown>;
}

function wholeNumber<F extends number | undefined>(fallback: F, min: 0 | 1 = 0): Struct<number | F, unknown> {
  const whole = parsed('a non-negative whole number', (raw) => (Number.isSafeInteger(Number(raw)) && Number(raw) >= 0 ? Number(raw) : undefined), fallback);
  return min === 0 ? whole : refine(whole, 'at least 1', (value, { path }) => value === undefined || value >= 1 || `${String(path.at(-1))} must be at least 1`);
}

/** Text; where `trim`, trimmed before it is found empty. */
const text = (fallback: string, { trim = false } = {}) => coerce(parsed('text', (raw) => raw, fallback), string(), (raw) => (trim ? raw.trim() : raw));

/** An amount in major units with up to two decimals ("10", "10.50"), as minor units. */
const amount = (fallback: string) => parsed('an amount like 10 or 10.50', (raw) => parseMoney(raw) ?? undefined, parseMoney(fallback)!);

/** `1` or `true` (any case) is on, anything else set is off. */
const flag = <F extends boolean | undefined>(fallback: F) => parsed('a flag', (raw) => raw === '1' || raw.toLowerCase() === 'true', fallback);

const oneOf = <const V extends readonly string[]>(values: V, fallback: V[number]) =>
  parsed<V[number], V[number]>(`${values.slice(0, -1).join(', ')} or ${values.at(-1)}`, (raw) => values.find((value) => value === raw), fallback);

/** A time of day, "15:00", as minutes past midnight. */
function clockTime(fallback: number): Struct<number, unknown> {
  const read = (raw: string) => {
    const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(raw);
    return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
  };
  return parsed('a time of day like 15:00', read, fallback);
}

/** An IANA time zone: it fails at start-up rather than on the first date shown. */
function timeZone(fallback: string): Struct<string, unknown> {
  const read = (raw: string) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: raw });
      return raw;
    } catch {
      return undefined;
    }
  };
  return parsed('an IANA time zone like Asia/Taipei', read, fallback);
}

/** Items separated by commas or spaces, each passing `check` (true, or the reason it does not). */
function list(check: (item: string, name: string) => true | string): Struct<string[], unknown> {
  const items = define<string[]>('list', (value, { path }) => (value as string[]).map((item) => check(item, String(path.at(-1)))).filter((result) => result !== true));
  return coerce(items, unknown(), (raw) => String(raw ?? '').split(/[\s,]+/).filter(Boolean));
}

/** TRUST_PROXY: `false` (or nothing) believes nobody; else the proxies' addresses. */
const proxies = coerce(
  list((item) => {
    // Fastify can't check the peer of a hop count, so it ignores one; `true` would believe anyone.
    if (/^\d+$/.test(item) || item.toLowerCase() === 'true') return `TRUST_PROXY must list the proxies' addresses (e.g. 10.0.0.5 or 10.0.0.0/8, or loopback), got "${item}"`;
    return true;
  }),
  string(),
  (raw) => (raw.trim().toLowerCase() === 'false' ? '' : raw),
);

/** Origins like `https://partner.example`. */
const origins = list((item, name) => {
  // A path, a wildcard or a typo would either open more than meant or match nothing: both fail loudly here.
  // (URL parses `https://*.example` as a host named `*.example`.)
  const url = URL.canParse(item) && !item.includes('*') ? new URL(item) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    return `${name} lists origins like https://partner.example (scheme, host, optional port; no path), got "${item}"`;
  }
  return true;
});

const mebibytes = 1024 * 1024;

/** Every environment variable the server reads. */
export const environment = type({
  PORT: wholeNumber(8080),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  // Room for the uploads in flight (64 MiB) many times over, and for the database's log to grow through a busy hour.
  DISK_RESERVE_BYTES: wholeNumber(512 * mebibytes),
  DATABASE_URL: text(''),
  DATABASE_SCHEMA: text('public'),
  DB_POOL_MAX: wholeNumber(10, 1),
  DB_ACQUIRE_TIMEOUT_MS: wholeNumber(2_000, 1),
  // The longest statement of ours (a settlement batch, a day's pruning) takes well under a second.
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(5_000, 1),
  FEED_TAKEOVER_GRACE_MS: wholeNumber(2_000),
  REDIS_URL: text(''),
  DEMO_MODE: flag(false),
  LOG_LEVEL: text('info'),
  TIME_ZONE: timeZone('Asia/Taipei'),
  CUSTOMER_SERVICE_URL: text(''),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(10),
  MONEY_REQUESTS_PER_MINUTE: wholeNumber(60),
  EXPORTS_PER_MINUTE: wholeNumber(6),
  TRUST_PROXY: proxies,
  // At most 60 s whatever is set (loadConfig).
  REQUEST_TIMEOUT_MS: wholeNumber(30_000, 1),
  HEADERS_TIMEOUT_MS: wholeNumber(10_000, 1),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000, 1),
  // Sixteen live streams and a browser's six parallel requests per person, for a household or office behind one NAT.
  CONNECTIONS_PER_ADDRESS: wholeNumber(256, 1),
  HASH_CONCURRENCY: wholeNumber(2, 1),
  HASH_QUEUE: wholeNumber(128),
  HASH_QUEUE_PER_PRINCIPAL: wholeNumber(2, 1),
  PARTNER_ORIGINS: origins,
  // PARTNER_ORIGINS' name before it also opened the API, read when PARTNER_ORIGINS is unset.
  FRAME_ANCESTORS: origins,
  DIST_DIR: text('./dist'),
  CURRENCY: text('USDT'),
  DEPOSIT_MIN: amount('10.00'),
  DEPOSIT_MAX: amount('1000000.00'),
  WITHDRAW_MIN: amount('10.00'),
  WITHDRAW_MAX: amount('1000000.00'),
  // A percent with two decimals is exactly a count of basis points.
  WITHDRAW_FEE_RATE: amount('1.00'),
  WITHDRAW_FEE_MIN: amount('1.00'),
  WITHDRAWAL_ACCOUNT_HOLD_HOURS: wholeNumber(24),
  // A household or office behind one NAT: several people, each with a deposit or two waiting.
  DEPOSITS_PER_ADDRESS_PER_MINUTE: wholeNumber(30, 1),
  DEPOSIT_PENDING_PER_ADDRESS: wholeNumber(20, 1),
  SAVINGS_ANNUAL_RATE: amount('2.50'),
  SAVINGS_TRANSFERS_IN: wholeNumber(5),
  SAVINGS_TRANSFERS_OUT: wholeNumber(5),
  SAVINGS_CUTOFF: clockTime(15 * 60),
  // A phone's full-size photo fits; the app sends a few hundred KB once it has scaled one.
  VERIFICATION_PHOTO_MAX_BYTES: wholeNumber(8 * mebibytes, 1),
  // Eight full-size uploads at once; the app's scaled ones are a tenth of that.
  UPLOAD_BUDGET_BYTES: wholeNumber(64 * mebibytes, 1),
  PHOTO_UPLOADS_PER_MINUTE: wholeNumber(10, 1),
  // Both sides and a few retries at full size; the app's scaled photos are a tenth of that.
  PHOTO_BYTES_PER_DAY: wholeNumber(64 * mebibytes, 1),
  // 1 Mbit/s: a phone's scaled photo (a few hundred KB) goes in seconds over a weak mobile link; 100 B/s is cut at ~3.5 s.
  PHOTO_UPLOAD_MIN_BYTES_PER_SECOND: wholeNumber(128 * 1024, 1),
  S3_BUCKET: text(''),
  // Empty is a prefix too: keys at the bucket's root.
  S3_PREFIX: coerce(string(), unknown(), (raw) => raw ?? 'verification-photos/'),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: text(''),
  // Unset: on with an endpoint (loadConfig), as most S3-compatible stores want.
  S3_FORCE_PATH_STYLE: flag(undefined),
  S3_ACCESS_KEY_ID: text(''),
  S3_SECRET_ACCESS_KEY: text(''),
  FEED: oneOf(['sim', 'binance', 'none'], 'sim'),
  FEED_SEED: wholeNumber(undefined),
  BINANCE_WS_URL: text('wss://stream.binance.com:9443'),
  BINANCE_REST_URL: text('https://api.binance.com'),
  TICK_RETENTION_HOURS: wholeNumber(48),
  SETTLE_BATCH: wholeNumber(5_000, 1),
  // Both feeds send a tick a second: two intervals let one tick come late or not at all, and no more.
  PRICE_MAX_AGE_MS: wholeNumber(2_000, 1),
  // A household or office behind one NAT, each person with a tab or two, fits; one address can't take the whole server.
  STREAM_MAX_PER_ADDRESS: wholeNumber(16, 1),
  // At 64 KB of backlog each, 10,000 slow streams hold at most 640 MB; a process a core writes to 10,000 watchers a
  // second within 250 ms (docs/performance.md, "Watching prices"). Each needs a file descriptor: see ulimit -n.
  STREAM_MAX_TOTAL: wholeNumber(10_000, 1),
  // A quarter of the default total: strangers filling the rest from many addresses still leave owners their prices.
  STREAM_RESERVED_FOR_USERS: wholeNumber(500),
  OPERATOR_NAME: text('', { trim: true }),
  OPERATOR_ADDRESS: text('', { trim: true }),
  OPERATOR_EMAIL: text('', { trim: true }),
  OPERATOR_JURISDICTION: text('', { trim: true }),
  SMS_PROVIDER: oneOf(['http', 'log'], 'log'),
  SMS_HTTP_URL: text('', { trim: true }),
  SMS_HTTP_TOKEN: text(''),
  SMS_SENDER: text('Uptick', { trim: true }),
  // A code that arrives a minute late is still good, but a request must not wait long on a slow gateway.
  SMS_HTTP_TIMEOUT_MS: wholeNumber(5_000, 1),
  // Far above a normal hour's resets, far below what pumping a paid gateway for an hour would run to.
  SMS_HOURLY_BUDGET: wholeNumber(1_000, 1),
  // A phone and a few tabs; a background tab closes its stream.
  ACCOUNT_STREAM_MAX_PER_USER: wholeNumber(5, 1),
  ACCOUNT_STREAM_MAX_TOTAL: wholeNumber(2_000, 1),
  // A second is as fast as a person notices; each poll is one indexed query of the ledger and one of the inbox for every connected user.
  ACCOUNT_EVENTS_POLL_MS: wholeNumber(1_000, 1),
  // A person typing sends a few a minute; a script is stopped here.
  SUPPORT_MESSAGES_PER_MINUTE: wholeNumber(10, 1),
});

/** The settings that only mean something together. */
const consistentEnvironment = refine(environment, 'consistent', (env) => {
  const refusals: string[] = [];
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) refusals.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials");
  if (env.SMS_PROVIDER === 'http') {
    if (!/^https?:\/\/[^\s]+$/.test(env.SMS_HTTP_URL)) refusals.push(`SMS_PROVIDER=http needs SMS_HTTP_URL, the gateway's http(s) address, got "${env.SMS_HTTP_URL}"`);
    if (!env.SMS_HTTP_TOKEN) refusals.push('SMS_PROVIDER=http needs SMS_HTTP_TOKEN, the bearer token the gateway expects');
  }
  return refusals.length === 0 || refusals;
});

export type Environment = Infer<typeof environment>;

/** The environment parsed, or an error naming every variable it can't use, each on its own line. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const [error, parsed] = validate(env, consistentEnvironment, { coerce: true });
  if (error) throw new Error(error.failures().map((failure) => failure.message).join('\n'));
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = parseEnvironment(env);
  const operator = e.DEMO_MODE ? demoOperator : { name: '', address: '', email: '', jurisdiction: '' };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    diskReserveBytes: e.DISK_RESERVE_BYTES,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePool: { max: e.DB_POOL_MAX, acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    feedTakeoverGraceMs: e.FEED_TAKEOVER_GRACE_MS,
    redisUrl: e.REDIS_URL,
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    customerServiceUrl: e.CUSTOMER_SERVICE_URL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    moneyRequestsPerMinute: e.MONEY_REQUESTS_PER_MINUTE,
    exportsPerMinute: e.EXPORTS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY.length === 0 ? false : e.TRUST_PROXY,
    requestTimeoutMs: Math.min(60_000, e.REQUEST_TIMEOUT_MS),
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    hashConcurrency: e.HASH_CONCURRENCY,
    hashQueueMax: e.HASH_QUEUE,
    hashQueuePerPrincipal: e.HASH_QUEUE_PER_PRINCIPAL,
    scrypt: owaspScrypt,
    partnerOrigins: (env.PARTNER_ORIGINS === undefined ? e.FRAME_ANCESTORS : e.PARTNER_ORIGINS).map((origin) => new URL(origin).origin),
    distDir: path.resolve(e.DIST_DIR),
    funds: {
      currency: e.CURRENCY,
      depositMinMinor: e.DEPOSIT_MIN,
      depositMaxMinor: e.DEPOSIT_MAX,
      withdrawMinMinor: e.WITHDRAW_MIN,
      withdrawMaxMinor: e.WITHDRAW_MAX,
      withdrawFeeRateBasisPoints: e.WITHDRAW_FEE_RATE,
      withdrawFeeMinMinor: e.WITHDRAW_FEE_MIN,
      withdrawalAccountHoldMs: e.WITHDRAWAL_ACCOUNT_HOLD_HOURS * 60 * 60 * 1000,
      depositsPerAddressPerMinute: e.DEPOSITS_PER_ADDRESS_PER_MINUTE,
      depositPendingPerAddress: e.DEPOSIT_PENDING_PER_ADDRESS,
    },
    savings: {
      annualRateBasisPoints: e.SAVINGS_ANNUAL_RATE,
      transfersInPerDay: e.SAVINGS_TRANSFERS_IN,
      transfersOutPerDay: e.SAVINGS_TRANSFERS_OUT,
      cutoffMinutes: e.SAVINGS_CUTOFF,
    },
    verification: {
      photoMaxBytes: e.VERIFICATION_PHOTO_MAX_BYTES,
      uploadBudgetBytes: e.UPLOAD_BUDGET_BYTES,
      uploadsPerMinute: e.PHOTO_UPLOADS_PER_MINUTE,
      bytesPerDay: e.PHOTO_BYTES_PER_DAY,
      minBytesPerSecond: e.PHOTO_UPLOAD_MIN_BYTES_PER_SECOND,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            prefix: e.S3_PREFIX,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    feed: e.FEED,
    feedSeed: e.FEED_SEED,
    binanceUrl: e.BINANCE_WS_URL,
    binanceRestUrl: e.BINANCE_REST_URL,
    tickRetentionHours: e.TICK_RETENTION_HOURS,
    settleBatch: e.SETTLE_BATCH,
    priceMaxAgeMs: e.PRICE_MAX_AGE_MS,
    streamMaxPerAddress: e.STREAM_MAX_PER_ADDRESS,
    streamMaxTotal: e.STREAM_MAX_TOTAL,
    streamReservedForUsers: e.STREAM_RESERVED_FOR_USERS,
    operator: {
      name: e.OPERATOR_NAME || operator.name,
      address: e.OPERATOR_ADDRESS || operator.address,
      email: e.OPERATOR_EMAIL || operator.email,
      jurisdiction: e.OPERATOR_JURISDICTION || operator.jurisdiction,
    },
    sms: e.SMS_PROVIDER === 'log' ? { provider: 'log' } : { provider: 'http', url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, sender: e.SMS_SENDER, timeoutMs: e.SMS_HTTP_TIMEOUT_MS },
    smsHourlyBudget: e.SMS_HOURLY_BUDGET,
    accountStreamMaxPerUser: e.ACCOUNT_STREAM_MAX_PER_USER,
    accountStreamMaxTotal: e.ACCOUNT_STREAM_MAX_TOTAL,
    accountEventsPollMs: e.ACCOUNT_EVENTS_POLL_MS,
    supportMessagesPerMinute: e.SUPPORT_MESSAGES_PER_MINUTE,
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
