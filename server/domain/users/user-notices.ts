/**
 * Security events the user must hear about from us, not from their bank statement. Until system messages exist,
 * the notices plugin writes each as a warning line an operator can act on; with them, each kind becomes a
 * message in the user's inbox (GET /api/messages), worded in their language, with the details below.
 */
export type UserNoticeKind = 'trade_password_locked' | 'trade_password_changed' | 'login_password_changed' | 'withdrawal_account_changed';

/** Where notices go; the server decides (`app.notices`). `details` are what the message will show (e.g. `holdUntil`). */
export interface UserNotices {
  send(userId: string, kind: UserNoticeKind, details?: Record<string, string>): void;
}
