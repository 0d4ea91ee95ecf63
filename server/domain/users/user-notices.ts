/**
 * What the user must hear from us: security events (before their bank statement tells them) and an
 * operator's decision on their real-name verification. Until system messages exist, the notices plugin writes
 * each as a warning line an operator can act on; with them, each kind becomes a message in the user's inbox
 * (GET /api/messages), worded in their language, with the details below.
 */
export type UserNoticeKind =
  | 'trade_password_locked'
  | 'trade_password_changed'
  | 'login_password_changed'
  | 'password_reset'
  | 'withdrawal_account_changed'
  | 'verification_approved'
  | 'verification_rejected';

/**
 * Where notices go; the server decides (`app.notices`), and so does the operator CLI. `details` are what the
 * message will show (e.g. `holdUntil`).
 */
export interface UserNotices {
  send(userId: string, kind: UserNoticeKind, details?: Record<string, string>): void;
}
