import type { Db } from '../../db/database.js';
import type { Me } from '../../../src/core/me.js';
import { formatMinor } from '../../../src/core/money.js';
import { maskPhone } from '../../../src/core/mask.js';
import { DomainError } from '../domain-error.js';
import { findUserById } from '../auth/users-repository.js';
import { userBalances } from '../ledger/accounts-repository.js';
import type { UserAccountKind } from '../../../src/core/ledger-codes.js';

export async function getMe(db: Db, userId: string): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
  const balance = Object.fromEntries((await userBalances(db, userId)).map((a) => [a.kind, a.balance])) as Record<UserAccountKind, number>;
  const savings = balance.savings_pending + balance.savings_confirmed;
  const total = balance.available + balance.frozen + balance.positions + savings;
  // Trading arrives with issue 4: until then nobody has made or lost anything.
  const zero = formatMinor(0);
  return {
    account: user.account,
    nickname: user.nickname,
    phone: maskPhone(user.phone),
    inviteCode: user.invite_code,
    creditScore: user.credit_score,
    verification: user.verification,
    riskAcknowledged: user.risk_acknowledged_at !== null,
    balances: {
      total: formatMinor(total),
      available: formatMinor(balance.available),
      frozen: formatMinor(balance.frozen),
      positions: formatMinor(balance.positions),
      savings: formatMinor(savings),
    },
    pnl: { total: zero, today: zero },
  };
}
