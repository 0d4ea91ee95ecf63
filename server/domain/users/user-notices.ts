/**
 * What the user must hear from us: security events (before their bank statement tells them) and an
 * operator's decision on their real-name verification.
 */
export type UserNoticeKind =
  | 'trade_password_locked'
  | 'trade_password_changed'
  | 'login_password_changed'
  | 'verification_approved'
  | 'verification_rejected';

/** Where notices go; the server decides (`app.notices`), and so does the operator CLI. */
export interface UserNotices {
  send(userId: string, kind: UserNoticeKind): void;
}
