import type { Me } from './me.js';
import type { OrderView } from './order-structs.js';
import type { DepositRecord, WithdrawalRecord } from './funds.js';
import type { UnreadCount } from './messages.js';
import type { VerificationState } from './verification.js';

/**
 * The events of `GET /api/me/stream` and what each carries: the balances as `GET /api/me` has them, a settled
 * order as `GET /api/orders/{id}` answers it, a withdrawal or a deposit as their lists show them, the real-name
 * verification as `GET /api/verification` answers it, and the inbox's unread count as `GET /api/messages/unread-count`
 * answers it.
 */
export interface AccountEventData {
  balance: Me['balances'];
  order: OrderView;
  withdrawal: WithdrawalRecord;
  deposit: DepositRecord;
  verification: VerificationState;
  message: UnreadCount;
}
export type AccountEventKind = keyof AccountEventData;
