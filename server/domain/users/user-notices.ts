/** Security events the user must hear about from us, not from their bank statement. */
export type UserNoticeKind = 'trade_password_locked' | 'trade_password_changed' | 'login_password_changed';

/** Where notices go; the server decides (`app.notices`). */
export interface UserNotices {
  send(userId: string, kind: UserNoticeKind): void;
}
