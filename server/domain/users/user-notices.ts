/**
 * What the user must hear from us: security events (before their bank statement tells them), an operator's
 * decision on their money or their real-name verification, and customer service's answer. Each becomes a message
 * in the user's inbox (GET /api/messages), stored as its kind and `details` and worded when read, in the reader's
 * language (server/domain/messages/texts/).
 */
export const userNoticeKinds = [
  'trade_password_locked',
  'trade_password_changed',
  'login_password_changed',
  /** Wrong login passwords locked the account for new devices (login-guard.ts); known devices still sign in. */
  'sign_in_locked',
  /** After a forgotten password was reset; `details.kind` may say `login` or `trade`. */
  'password_reset',
  /** `details.holdUntil` (ISO 8601): withdrawals resume then. Sent when the one account could be changed; kept for those messages. */
  'withdrawal_account_changed',
  /** An account was added after the first: `details.account` ("Bank of Taiwan ****7890") takes withdrawals from `details.holdUntil` (ISO 8601). */
  'withdrawal_account_added',
  'verification_approved',
  /** `details.reason` (a verification reject reason code) and, when the operator wrote one, `details.note`. */
  'verification_rejected',
  /** `details.amount` and `details.number` (the deposit as the user sees it); `details.ref` names the deposit (`deposit:<id>`). */
  'deposit_credited',
  /** Credited what arrived instead of what was declared: `details.amount` (credited), `details.declared`, `details.number`, `details.ref`. */
  'deposit_credited_other_amount',
  /** `details.amount`, `details.number`, `details.reason` (a deposit reject reason code), maybe `details.note`; `details.ref`. */
  'deposit_rejected',
  /** `details.amount` and `details.number`. */
  'withdrawal_approved',
  /** `details.amount`, `details.number`, `details.reason` (a withdrawal reason code) and maybe `details.note`. */
  'withdrawal_failed',
  /** Signed in on a device that had not signed in to the account before (or was signed out from the security screen): `details.device` ("Safari · iOS", or empty), `details.address` (masked). */
  'new_device_sign_in',
  'two_step_enabled',
  'two_step_disabled',
  /** Five wrong codes of the authenticator app in a row: codes, and withdrawals, wait 15 minutes. */
  'two_step_locked',
  /** Customer service answered the user's conversation. */
  'support_reply',
] as const;
export type UserNoticeKind = (typeof userNoticeKinds)[number];

export const isUserNoticeKind = (kind: string): kind is UserNoticeKind => (userNoticeKinds as readonly string[]).includes(kind);

/**
 * Where notices go: the server's (`app.notices`) and the operator CLI's both write a message row in the same
 * database, which the account stream of whichever process the user is connected to picks up. Sending never
 * throws: the action it reports has happened already, so a failed write is logged, not answered as a failure.
 */
export interface UserNotices {
  send(userId: string, kind: UserNoticeKind, details?: Record<string, string>): Promise<void>;
}
