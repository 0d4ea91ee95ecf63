import type { Generated } from 'kysely';

/**
 * Row types of every table, as the drivers return them once normalised (see database.ts):
 * times are epoch milliseconds, flags are 0/1, ids are text.
 */
export interface UsersTable {
  id: string;
  /** Lower-cased; 6–12 ASCII word characters. */
  account: string;
  nickname: string;
  /** E.164. */
  phone: string;
  password_hash: string;
  trade_password_hash: string;
  /** This user's own account-opening code, also a row of invite_codes. */
  invite_code: string;
  invited_by_code: string;
  /** 0–100; starts at 100. */
  credit_score: number;
  verification: 'none' | 'pending' | 'verified' | 'rejected';
  risk_acknowledged_at: number | null;
  /** Wrong transaction passwords in a row; the fifth locks withdrawals and resets this to 0. */
  trade_password_failures: number;
  /** Withdrawals are refused until this time (epoch ms); null when not locked. */
  trade_locked_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface InviteCodesTable {
  code: string;
  /** Null for codes an operator created. */
  owner_user_id: string | null;
  /** 0/1: a disabled code no longer opens accounts. */
  disabled: number;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the bearer token: a leaked table gives no usable tokens. */
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  /** Names the session to its owner (the security screen's sign-out); a newId, or for older sessions part of the hash. */
  id: string;
  /** sha256 of the device token handed out with this session: signing the session out forgets that device too. */
  device_hash: string | null;
  /** The User-Agent header at sign-in, cut to 256 characters; null for sessions from before it was kept. */
  user_agent: string | null;
  /** The client address at sign-in, masked (IPv4 /24, IPv6 /48): enough to recognise, not to locate. */
  address: string | null;
  /** When this device first signed in (carried from its device token); null for sessions from before. */
  first_seen_at: number | null;
  /** The last request made with it, to the five minutes (session-activity.ts). */
  last_seen_at: number | null;
}

/** A sign-in to an existing account, right or refused; each account keeps its last 50. */
export interface SignInsTable {
  id: string;
  user_id: string;
  /** A `SignInOutcome` (src/core/security.ts). */
  outcome: string;
  /** 0/1: the device sent no token of this account's. */
  new_device: number;
  user_agent: string | null;
  /** Masked as sessions.address is. */
  address: string | null;
  created_at: number;
}

/** A user's authenticator app (TOTP, RFC 6238): enrolling while `enabled_at` is null, on once it is set. */
export interface TwoStepTable {
  user_id: string;
  /** The base32 secret sealed with AES-256-GCM under the platform secret `two_step_key` (two-step-secret.ts). */
  secret: string;
  enabled_at: number | null;
  /** The last 30-second time step a code was accepted for: a code works once, and no older one after it. */
  last_step: Generated<number>;
  /** Wrong codes in a row on signed-in actions; the fifth locks codes for 15 minutes and resets this to 0. */
  failures: Generated<number>;
  locked_until: number | null;
  created_at: number;
}

/** The ten one-time recovery codes given when two-step sign-in was turned on. */
export interface RecoveryCodesTable {
  user_id: string;
  /** HMAC-SHA256 of the user id and the code under `two_step_key`. */
  code_hash: string;
  used_at: number | null;
}

/** Wrong login passwords per (account, client address): a lock here stops only that address. */
export interface LoginFailuresTable {
  /** sha256 of the normalised account as typed: unknown accounts are counted alike, and the key is bounded. */
  account: string;
  /** The client address as Fastify sees it (TRUST_PROXY decides whether a proxy's header counts). */
  address: string;
  /** Wrong passwords since the last right one; every fifth locks for longer. */
  failures: number;
  /** Sign-ins from this address to this account are refused until then (epoch ms); null when not locked. */
  locked_until: number | null;
  updated_at: number;
}

/** A device a user signed in on: its token (kept by the client) lets it past the account-wide login lock. */
export interface TrustedDevicesTable {
  /** sha256 of the device token the client keeps. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_used_at: number;
  /** Wrong passwords sent with this token since its last right one; at five the token is forgotten. */
  failures: Generated<number>;
}

/** One request for a password-reset code (POST /api/auth/reset/code), whether or not account and phone matched. */
export interface PasswordResetCodesTable {
  id: string;
  /** sha256 of the normalised account as typed (as login_failures keys it): unknown accounts are kept alike. */
  account_key: string;
  /** The user the code was sent to; null when account and phone did not match (nobody got it, no code works). */
  user_id: string | null;
  /** HMAC-SHA256 of the row id and the 4-digit code under the platform secret `reset_codes_key`. */
  code_hash: string;
  /** Codes checked against this row, right or wrong; at five it is dead. */
  tries: Generated<number>;
  /** Epoch ms; a newer request for the same account from the same asker sets it to that request's time (the old code dies). */
  expires_at: number;
  /** When the code reset a password (epoch ms); a code is used once. */
  used_at: number | null;
  created_at: number;
  /**
   * Who asked: `addressKey` of the client, an IPv6 one by its /56. Every request counts against its asker's hourly
   * and daily limits; only a match counts against the account's. Null on rows from before it was kept.
   */
  asker_key: string | null;
  /**
   * sha256 of the request id the answer handed out (unique): a reset names its request, and a code is checked
   * against that row only. Null on rows from before it was kept, which no reset can name.
   */
  request_hash: string | null;
}

/** Reset codes sent by SMS in one clock hour, against SMS_HOURLY_BUDGET: one row an hour. */
export interface SmsHoursTable {
  /** Epoch ms of the hour's start (UTC). */
  hour_start: number;
  sent: number;
  /** Of `sent`, the messages to accounts less than a day old without a credited deposit: they may spend only a share. */
  young_sent: Generated<number>;
}

export interface RegistrationTicketsTable {
  ticket_hash: string;
  account: string;
  phone: string;
  invite_code: string;
  expires_at: number;
}

export interface AccountsTable {
  /** `u:<user id>:<kind>` or `p:<kind>`. */
  id: string;
  /** Null for platform accounts. */
  user_id: string | null;
  kind: string;
  /** Minor units. A user account never goes below 0 (checked by the write and by a CHECK constraint). */
  balance: number;
  updated_at: number;
}

/** Insert-only: a mistake is fixed by a correcting transfer, never by an update. */
export interface TransfersTable {
  /** Numbered by the database in the order written. */
  id: Generated<number>;
  debit_account_id: string;
  credit_account_id: string;
  /** Minor units, > 0. */
  amount: number;
  code: string;
  /** What caused it: `deposit:<id>`, `withdrawal:<id>`, `order:<id>`… */
  ref: string;
  /** Each side's balance right after this transfer: the capital record reads them back. */
  debit_balance_after: number;
  credit_balance_after: number;
  created_at: number;
  /** The user whose accounts it moves (a transfer never moves two users' money); null between platform accounts. */
  user_id: string | null;
}


export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** sha256 of the request body without secrets: the same key with another body is a conflict. */
  fingerprint: string;
  status: number;
  /** The first response's JSON, replayed byte for byte. */
  body: string;
  created_at: number;
}

export interface DepositsTable {
  id: string;
  /** 1, 2, 3… in the order requested: users see it as a public number. */
  number: Generated<number>;
  user_id: string;
  amount: number;
  method: string;
  /** What the payer quotes: made by the server (8 Crockford base32 characters; older rows `UP` + 10), unique. */
  reference: string;
  /** The user's own note (at most 100 characters, no format or control characters); null without one. */
  note: string | null;
  /** What an operator saw arrive, given when confirming (`deposits confirm --amount`), and what was credited; null before. */
  received_amount: number | null;
  /** The requesting address's key (`addressKey` at /56); null for deposits made before it was kept or by the platform. */
  client_address: string | null;
  status: 'pending' | 'confirmed' | 'rejected';
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  /** The operator's reason, for the audit log; never shown to the user. */
  reason: string | null;
  /** Set when rejected: why, as a deposit reject reason code (src/core/deposit-reasons.ts); null before codes. */
  reject_code: string | null;
  /** The operator's note to the user with a rejection, shown as written; null without one. */
  reject_note: string | null;
}

/** How money comes in, managed by operators (server/cli/admin.ts `deposit-methods`). */
export interface DepositMethodsTable {
  id: string;
  kind: 'bank_transfer' | 'crypto';
  name: string;
  currency: string;
  /** Minor units; null: the platform's bound. */
  min_amount: number | null;
  max_amount: number | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  network: string | null;
  address: string | null;
  memo: string | null;
  /** 1 offered to users, 0 disabled. */
  enabled: number;
  created_at: number;
  updated_at: number;
}

/**
 * A user's withdrawal account, a bank card or a crypto address: each kind's own fields are set, the other kind's
 * null (a CHECK keeps it so). A user keeps at most `withdrawalAccountsMax` live ones (src/core/funds-structs.ts).
 */
export interface WithdrawalAccountsTable {
  id: string;
  user_id: string;
  /** 1…withdrawalAccountsMax while live, unique per user (the limit's guard against two adds at once); null once removed (a CHECK pairs it with `removed_at`). */
  slot: number | null;
  /** The user's own name for it; null when they gave none. */
  label: string | null;
  type: 'bank_card' | 'crypto';
  account_name: string;
  /** Bank card: ISO 3166 alpha-2. */
  nationality: string | null;
  bank_name: string | null;
  /** Bank card: digits only. */
  card_number: string | null;
  bank_address: string | null;
  /** Crypto: the network (TRC20, ERC20…) and the wallet address on it. */
  network: string | null;
  currency_address: string | null;
  created_at: number;
  /** When the user added it or last renamed it. */
  updated_at: number;
  /** Withdrawals to it wait until then (epoch ms): the security hold of an account added after the user's first; null for the first. */
  hold_until: number | null;
  /** When a withdrawal last went to it (epoch ms); null if none has. */
  last_used_at: number | null;
  /** When the user removed it (epoch ms): kept, so that a new account after it still meets the hold; null while live. */
  removed_at: number | null;
}

export interface WithdrawalsTable {
  id: string;
  /** 1, 2, 3… in the order requested: users see it as a public number. */
  number: Generated<number>;
  user_id: string;
  amount: number;
  fee: number;
  status: 'reviewing' | 'succeeded' | 'failed';
  /** The operator's free text shown to the user under the reason code (before reason codes: the whole reason). */
  reason: string | null;
  /** Why it failed (src/core/withdrawal-reasons.ts); null unless failed, and for withdrawals failed before codes. */
  reason_code: string | null;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  /** The account to pay, as it was when requested (JSON of a WithdrawalAccountsTable row's kind and fields); null before it was kept. */
  payee: string | null;
  /** The withdrawal account it was requested for (`withdrawal_accounts.id`); null for withdrawals decided before a user could keep several. */
  account_id: string | null;
}

/** Every operator action: who, when, what, on what, and why. */
export interface AuditLogTable {
  id: string;
  actor: string;
  action: string;
  target: string;
  reason: string;
  /** JSON of the values the action changed. */
  details: string;
  created_at: number;
}

/** A photo a user uploaded: an identity document's side, or a picture for customer service; its bytes are in the photo store under `storage_key`. */
export interface VerificationPhotosTable {
  id: string;
  user_id: string;
  /** varchar(8) */
  side: 'front' | 'back' | 'support';
  /** Random; the bytes' name in the store, never shown to users. */
  storage_key: string;
  /** What the bytes are, read from them: image/jpeg, image/png or image/webp. */
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
  created_at: number;
}

/** Bytes of photos a user stored in one UTC day (replaced and deleted ones too), against PHOTO_BYTES_PER_DAY. */
export interface PhotoUploadDaysTable {
  user_id: string;
  /** Days since the epoch, UTC. */
  day: number;
  bytes: number;
}

/** One real-name submission; the newest of a user is their state (kept in step with `users.verification`). */
export interface VerificationsTable {
  id: string;
  user_id: string;
  name: string;
  /** Normalised (src/core/identity.ts): upper case, other documents without spaces and dashes. */
  id_number: string;
  /** ISO 3166 alpha-2. */
  nationality: string;
  front_photo_id: string;
  back_photo_id: string;
  status: 'pending' | 'verified' | 'rejected';
  /** A code of src/core/verification.ts while rejected. */
  reason_code: string | null;
  /** The operator's note to the user, as written. */
  reason_note: string | null;
  submitted_at: number;
  decided_at: number | null;
  decided_by: string | null;
}

export interface ProductsTable {
  symbol: string;
  /** Default display name; `names` holds per-language names as JSON ({"zh-TW": "比特幣"}). */
  name: string;
  names: string;
  kind: 'crypto' | 'forex' | 'metal';
  /** Decimals of the price; prices are stored as integers at this precision. */
  precision: number;
  /** JSON [{seconds, payoutRateBp}], shortest first. */
  periods: string;
  min_stake: number;
  max_stake: number;
  /** JSON weekly windows in UTC minutes (see src/core/market-schedule.ts); [] = always open. */
  schedule: string;
  /** 0/1: an operator closed it for maintenance. */
  maintenance: number;
  /** The simulator's starting price (scaled), per-second volatility (parts per million) and volume (1e-8 units). */
  sim_start_price: number;
  sim_volatility_ppm: number;
  sim_volume_per_second: number;
  sort_order: number;
  updated_at: number;
}

/** One price a second per product at most; kept for the retention window (settlement proofs are copied out). */
export interface TicksTable {
  symbol: string;
  time_ms: number;
  price: number;
  /** Traded quantity in 1e-8 units. */
  volume: number;
  /** Where the price came from: a TickSource, or `unknown` for ticks stored before sources were recorded. */
  source: Generated<string>;
  /** SHA-256 hex of the tick's canonical text (server/market/tick-chain.ts); null for ticks stored before the chain. */
  hash: string | null;
  /** The hash of the product's tick before it, or 64 zeros for the first; null for ticks stored before the chain. */
  prev_hash: string | null;
}

/** Each product's day root, the hash of its last tick of a UTC day; kept for ever, it anchors pruned chains. */
export interface TickRootsTable {
  symbol: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  hash: string;
  /** The time of the day's last tick. */
  time_ms: number;
}

export interface Candles1mTable {
  symbol: string;
  /** Start of the minute. */
  time_ms: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** 1e-8 units of the base. */
  volume: number;
  /** Quote turnover in minor units (cents). */
  amount: number;
}

export interface OrdersTable {
  /** Numbered by the database in the order placed; sent as a string. */
  id: Generated<number>;
  user_id: string;
  symbol: string;
  direction: 'up' | 'down';
  /** The stake, minor units. */
  amount: number;
  /** Seconds. */
  period: number;
  payout_rate_bp: number;
  status: 'open' | 'settled';
  opened_at: number;
  expires_at: number;
  entry_price: number;
  entry_time: number;
  exit_price: number | null;
  exit_time: number | null;
  result: 'win' | 'loss' | 'draw' | 'void' | null;
  /** Signed minor units once settled. */
  pnl: number | null;
  /** The order_proofs row holding its proof, shared by the orders settled on the same ticks. */
  proof_id: string | null;
  settled_at: number | null;
}

/**
 * The settlement queue: one row per open order, keyed in the order settlement reads it (a product's orders by
 * expiry), with the order's fields settlement reads (copies, written with the order). Placement inserts an
 * order's row with the order; settlement claims the order by deleting it.
 */
export interface OpenOrdersTable {
  symbol: string;
  expires_at: number;
  /** The order's id. */
  id: number;
  user_id: string;
  direction: 'up' | 'down';
  /** The stake, minor units. */
  amount: number;
  payout_rate_bp: number;
  entry_price: number;
  entry_time: number;
}

/** Copied at settlement, so pruning ticks never erases a proof. */
export interface OrderProofsTable {
  id: string;
  /** JSON {source, entryTicks, exitTicks}: the 3 ticks either side of the entry and exit ticks, and where they came from. */
  body: string;
  /** The product and the exit tick's time of the orders settled on it (null for orders voided without an exit): pruning keeps their day. */
  symbol: string | null;
  exit_time: number | null;
}

/** The installation's secrets, made by the migrations, one per name. */
export interface PlatformSecretsTable {
  /** `public_numbers_key`: 16 bytes as 32 hex digits, the key of the order and transfer numbers users see. */
  name: string;
  value: string;
}

/** The long texts of `GET /api/pages/:slug` (src/core/pages.ts), one row per slug and language. */
export interface ContentPagesTable {
  slug: string;
  /** One of the ten interface languages (src/core/languages.ts). */
  lang: string;
  title: string;
  /** Plain text; paragraphs are separated by a blank line. Never markup: clients render it as text. */
  body: string;
  updated_at: number;
}

export interface SavingsRecordsTable {
  id: string;
  user_id: string;
  kind: 'in' | 'out' | 'earning' | 'confirm';
  amount: number;
  created_at: number;
  confirms_at: number | null;
  pending_amount: number | null;
  day: string | null;
  base: number | null;
}

export interface SavingsStateTable {
  user_id: string;
  earned_through: string;
  /** Sub-cent earnings carried, in 1/3,650,000 of a minor unit. */
  remainder: number;
}

export interface SavingsRatesTable {
  effective_day: string;
  annual_rate_bp: number;
  created_at: number;
}

export interface SavingsSettingsTable {
  name: string;
  value: number;
  updated_at: number;
}

/** A news item (`GET /api/news`): its texts are `news_texts` rows, one per language, zh-TW always among them. */
export interface NewsTable {
  /** A `newId` made at publication, so ids sort newest last. */
  id: string;
  published_at: number;
  /** The operator who published it. */
  published_by: string;
  /** Set when an operator withdrew it: no reader sees it after. */
  withdrawn_at: number | null;
}

export interface NewsTextsTable {
  news_id: string;
  /** One of the ten interface languages. */
  lang: string;
  title: string;
  summary: string;
  /** Plain text or a small Markdown subset; rendered as text by clients, never as HTML. */
  body: string;
  updated_at: number;
}

/** What a user accepted at registration: the terms and the privacy policy, by version (when each last changed). */
export interface UserConsentsTable {
  user_id: string;
  document: 'terms' | 'privacy';
  /** ISO 8601 time of the document's latest change when it was accepted. */
  version: string;
  accepted_at: number;
}

/** The inbox: a system notice (worded when read) or an operator's message (its texts in message_texts). */
export interface MessagesTable {
  /** Numbered by the database in the order written; the account stream follows it. */
  id: Generated<number>;
  /** The addressee; null for a message to every user whose account existed when it was sent. */
  user_id: string | null;
  /** A notice kind (`UserNoticeKind`), or `operator` for an operator's own text. */
  kind: string;
  /** JSON object of strings: what a notice's wording fills in (`holdUntil`, `amount` …); `{}` for none. */
  params: string;
  /** The operator who sent it, or `system`. */
  sent_by: string;
  created_at: number;
}

/** An operator message's text in one language; every operator message has one in zh-TW, the fallback. */
export interface MessageTextsTable {
  message_id: number;
  lang: string;
  title: string;
  body: string;
}

/** That a user read a message (their own or a broadcast); no row means unread. */
export interface MessageReadsTable {
  user_id: string;
  message_id: number;
  read_at: number;
}

/** One user's conversation with customer service, one row per message, oldest first by id. */
export interface SupportMessagesTable {
  /** newId(): sorts by time. */
  id: string;
  user_id: string;
  sender: 'user' | 'operator';
  /** Plain text, 1–2000 characters. */
  body: string;
  /** One of the user's own uploaded photos (verification_photos), or null. */
  photo_id: string | null;
  /** The operator who answered; null for the user's messages. */
  operator: string | null;
  created_at: number;
}

export interface Database {
  messages: MessagesTable;
  message_texts: MessageTextsTable;
  message_reads: MessageReadsTable;
  support_messages: SupportMessagesTable;
  news: NewsTable;
  news_texts: NewsTextsTable;
  user_consents: UserConsentsTable;
  savings_records: SavingsRecordsTable;
  savings_state: SavingsStateTable;
  savings_rates: SavingsRatesTable;
  savings_settings: SavingsSettingsTable;
  users: UsersTable;
  invite_codes: InviteCodesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  trusted_devices: TrustedDevicesTable;
  sign_ins: SignInsTable;
  two_step: TwoStepTable;
  recovery_codes: RecoveryCodesTable;
  registration_tickets: RegistrationTicketsTable;
  password_reset_codes: PasswordResetCodesTable;
  sms_hours: SmsHoursTable;
  accounts: AccountsTable;
  transfers: TransfersTable;
  order_proofs: OrderProofsTable;
  idempotency_keys: IdempotencyKeysTable;
  deposits: DepositsTable;
  deposit_methods: DepositMethodsTable;
  withdrawal_accounts: WithdrawalAccountsTable;
  withdrawals: WithdrawalsTable;
  audit_log: AuditLogTable;
  verification_photos: VerificationPhotosTable;
  photo_upload_days: PhotoUploadDaysTable;
  verifications: VerificationsTable;
  products: ProductsTable;
  ticks: TicksTable;
  tick_roots: TickRootsTable;
  candles_1m: Candles1mTable;
  orders: OrdersTable;
  open_orders: OpenOrdersTable;
  platform_secrets: PlatformSecretsTable;
  content_pages: ContentPagesTable;
}

export type { Generated };
