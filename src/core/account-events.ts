import type { Me } from './me.js';
import type { OrderView } from './order-structs.js';
import type { DepositRecord, WithdrawalRecord } from './funds.js';

/**
 * The events of `GET /api/me/stream` and what each carries: the balances as `GET /api/me` has them, a settled
 * order as `GET /api/orders/{id}` answers it, a withdrawal or a deposit as their lists show them, and the count of unread system messages.
 */
export interface AccountEventData {
  balance: Me['balances'];
  order: OrderView;
  withdrawal: WithdrawalRecord;
  deposit: DepositRecord;
  message: { count: number };
}
export type AccountEventKind = keyof AccountEventData;
