import type { Connection } from '../../db/connection.js';
import type { AccountEventData, AccountEventKind } from '../../../src/core/account-events.js';
import type { OrderView } from '../../../src/core/order-structs.js';
import { findDeposit } from '../funds/deposits-repository.js';
import { toDepositRecord } from '../funds/deposits-service.js';
import { findWithdrawal } from '../funds/withdrawals-repository.js';
import { toWithdrawalRecord } from '../funds/withdrawals-service.js';
import { getBalances } from './me-service.js';
import type { AccountEvent } from './account-events.js';
import type { Numbering } from '../numbering/public-numbers.js';
import { countUnread } from '../messages/messages-service.js';
import { getVerification } from '../verification/verification-service.js';

export interface AccountEventSources {
  db: Connection;
  /** One of the user's orders by its row number, as `GET /api/orders/{id}` answers it. */
  order(userId: string, id: number): Promise<OrderView>;
  /** The public numbers withdrawals and deposits are shown by. */
  numbers: Pick<Numbering, 'withdrawals' | 'deposits'>;
}

/** The id after the colon of a transfer's `ref` (`withdrawal:0193…`, `order:42`). */
const idOf = (ref: string) => ref.slice(ref.indexOf(':') + 1);

/**
 * What `event` carries for `userId`, read now (so a late event never carries an older state than an earlier
 * one); undefined for a record that is not the user's.
 */
export async function accountEventData(sources: AccountEventSources, userId: string, event: AccountEvent): Promise<AccountEventData[AccountEventKind] | undefined> {
  const { db } = sources;
  switch (event.kind) {
    case 'balance':
      return getBalances(db, userId);
    case 'message':
      return countUnread(db, userId);
    case 'verification':
      return getVerification(db, userId);
    case 'order':
      return sources.order(userId, Number(idOf(event.ref)));
    case 'withdrawal': {
      const row = await findWithdrawal(db, idOf(event.ref));
      return row?.user_id === userId ? toWithdrawalRecord(row, sources.numbers.withdrawals) : undefined;
    }
    case 'deposit': {
      const row = await findDeposit(db, idOf(event.ref));
      return row?.user_id === userId ? toDepositRecord(row, sources.numbers.deposits) : undefined;
    }
  }
}
