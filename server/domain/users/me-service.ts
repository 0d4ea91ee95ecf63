import type { Db } from '../../db/database.js';
import type { Me } from '../../../src/core/me.js';
import { formatMinor } from '../../../src/core/money.js';
import { maskPhone } from '../../../src/core/mask.js';
import { DomainError } from '../domain-error.js';
import { findUserById } from '../auth/users-repository.js';

export async function getMe(db: Db, userId: string): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
  // No money can exist before the ledger (issue 3) lands: every user's balances are truly zero.
  const zero = formatMinor(0);
  return {
    account: user.account,
    nickname: user.nickname,
    phone: maskPhone(user.phone),
    inviteCode: user.invite_code,
    creditScore: user.credit_score,
    verification: user.verification,
    riskAcknowledged: user.risk_acknowledged_at !== null,
    balances: { total: zero, available: zero, frozen: zero, positions: zero, savings: zero },
    pnl: { total: zero, today: zero },
  };
}
