import type { Connection } from '../../db/connection.js';
import type { Me } from '../../../src/core/me.js';
import { formatMinor } from '../../../src/core/money.js';
import { maskPhone } from '../../../src/core/mask.js';
import { DomainError } from '../domain-error.js';
import { findUserById } from '../auth/users-repository.js';
import { userBalances } from '../ledger/accounts-repository.js';
import { settledPnl } from '../trading/orders-repository.js';
import { startOfDayMs } from '../../../src/core/day-start.js';
import type { UserAccountKind } from '../../../src/core/ledger-codes.js';

/** A user's balances as the profile shows them: savings pending and confirmed as one, and their total. */
export async function getBalances(db: Connection, userId: string): Promise<Me['balances']> {
  const balance = Object.fromEntries((await userBalances(db, userId)).map((a) => [a.kind, a.balance])) as Record<UserAccountKind, number>;
  const savings = balance.savings_pending + balance.savings_confirmed;
  return {
    total: formatMinor(balance.available + balance.frozen + balance.positions + savings),
    available: formatMinor(balance.available),
    frozen: formatMinor(balance.frozen),
    positions: formatMinor(balance.positions),
    savings: formatMinor(savings),
  };
}

/** The signed-in user with balances and P&L; "today" is the calendar day in the platform's `timeZone`. */
export async function getMe(db: Connection, userId: string, nowMs: number, timeZone: string): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
  const balances = await getBalances(db, userId);
  const pnl = await settledPnl(db, userId, startOfDayMs(nowMs, timeZone));
  return {
    account: user.account,
    nickname: user.nickname,
    phone: maskPhone(user.phone),
    inviteCode: user.invite_code,
    creditScore: user.credit_score,
    verification: user.verification,
    riskAcknowledged: user.risk_acknowledged_at !== null,
    balances,
    pnl: { total: formatMinor(pnl.total), today: formatMinor(pnl.since) },
  };
}
