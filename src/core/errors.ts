/**
 * Every error code the API can answer with, and the HTTP status it travels with. The client translates
 * the code (`errors.<code>` in the locales); the server picks the status from here, so the two can't drift.
 */
export const errorStatus = {
  /** The body is not JSON, or its shape is wrong (missing keys, wrong types, unknown keys). */
  invalid_json: 400,
  invalid_body: 400,
  unauthenticated: 401,
  /** Login with an unknown account or a wrong password: one code for both, so accounts can't be probed. */
  invalid_credentials: 401,
  forbidden: 403,
  /** A session may sign out only itself and the sessions that signed in after it; a new login password ends every other. */
  session_older: 403,
  not_found: 404,
  /** No withdrawal account yet: a withdrawal answers 404 (one status per code). */
  not_bound: 404,
  account_taken: 409,
  phone_taken: 409,
  idempotency_key_reused: 409,
  /** A verification is under review or done: only a rejected one can be submitted again. */
  already_submitted: 409,
  payload_too_large: 413,
  /** A photo upload sent its bytes too slowly (under the minimum rate after a short grace) and was cut off. */
  upload_too_slow: 408,
  unsupported_media_type: 415,
  /** A rule said no to a well-formed body; `fields` says which field and why. */
  validation_failed: 422,
  invite_code_unknown: 422,
  ticket_invalid: 422,
  old_password_wrong: 422,
  password_unchanged: 422,
  /** A password-reset code that does not match; five tries in all per code. */
  reset_code_wrong: 422,
  /** No live password-reset code: none asked for, expired (10 minutes), used, or out of tries. Ask for a new one. */
  reset_code_expired: 422,
  /** The amount (plus fee) is more than the available balance. */
  insufficient_funds: 422,
  /** Outside the allowed range; `min` and `max` say which. */
  amount_out_of_range: 422,
  trade_password_wrong: 422,
  /** The withdrawal account is new (not the user's first): withdrawals to it wait until `holdUntil` (a security hold). */
  withdrawal_hold: 422,
  /** The user keeps as many withdrawal accounts as allowed (`max`): remove one to add another. */
  withdrawal_accounts_full: 422,
  /** A withdrawal to this account is under review: it can be removed once that withdrawal is decided. */
  withdrawal_account_in_use: 422,
  /** The deposit method is unknown or an operator disabled it: pick another from GET /api/deposit-methods. */
  deposit_method_unavailable: 422,
  /** Too many deposits requested from this network still wait for an operator: pay or wait for those first. */
  too_many_pending_deposits: 422,
  /** The user has not accepted the risk notice yet. */
  risk_not_acknowledged: 422,
  /** Outside the product's hours; `opensAt` says when it opens. */
  market_closed: 422,
  market_maintenance: 422,
  /** Today's savings transfers in (or out) are used up; `GET /api/savings` says how many are left, and the day resets them. */
  savings_limit_reached: 422,
  /** Twenty messages to customer service are waiting for an answer: the next one waits for the reply. */
  support_backlog: 422,
  /** Three messages with a photo are waiting for an answer: another photo waits for the reply (text can still be sent). */
  support_photo_backlog: 422,
  /** The feed has no fresh price (nothing for 5 s): no order can be priced fairly right now. */
  price_unavailable: 503,
  /** Two-step sign-in is on: send the authenticator's code (or a recovery code) as `otp` with the same request. */
  otp_required: 401,
  /** That code is wrong, or was used already (each works once); `attemptsLeft` before codes lock, where they can. */
  otp_invalid: 422,
  /** Two-step sign-in is on already: turn it off first to set up another app. */
  two_step_on: 409,
  /** Five wrong codes in a row lock codes (and what needs them) for 15 minutes; `retryAfterSeconds` says how long. */
  otp_locked: 423,
  /** The transaction password: five wrong in a row lock withdrawals and its changes; `retryAfterSeconds` says how long. */
  locked: 423,
  /** Wrong login passwords locked this address, or every new device, out of the account for a while (`retryAfterSeconds`). */
  login_locked: 423,
  rate_limited: 429,
  /** Today's photo uploads of this account reached their byte cap; `retryAfterSeconds` says when the day ends. */
  upload_quota_reached: 429,
  internal: 500,
  unavailable: 503,
  /** A write failed because the server's disk (or the database's) is full: nothing was saved; try again later. */
  storage_full: 503,
  /** The server's disk is below its reserve: uploads are refused until space is freed (money and sign-ins go on). */
  insufficient_storage: 507,
  /** Forgotten password: the installation's SMS budget for this hour is spent; no code goes out until `retryAfterSeconds`. */
  sms_budget_exhausted: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The error body of every refusal (docs/api.md): `{error: {code, message, fields?}}`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
