import type { FastifyBaseLogger } from 'fastify';

/** Security events the user must hear about from us, not from their bank statement. */
export type UserNoticeKind = 'trade_password_locked' | 'trade_password_changed' | 'login_password_changed';

/** Where notices go. Until system messages exist (the messages issue) they are log lines an operator can act on. */
export interface UserNotices {
  send(userId: string, kind: UserNoticeKind): void;
}

export function loggedNotices(log: Pick<FastifyBaseLogger, 'warn'>): UserNotices {
  return { send: (userId, kind) => log.warn({ userId, notice: kind }, `user notice: ${kind}`) };
}
