import type { Connection } from '../../db/connection.js';
import type { LedgerItem, Page } from '../../../src/core/funds.js';
import type { TransferCode } from '../../../src/core/ledger-codes.js';
import { formatMinor } from '../../../src/core/money.js';
import { publicNumberBefore, toPage, type PageRequest } from '../paging.js';
import { publicNumberIdMax, type Numbering, type PublicNumbers } from '../numbering/public-numbers.js';
import { userAccountId } from './account-ids.js';
import { transfersOfUserAccount } from './transfers-repository.js';

/** A transfer's ref as the user sees it: an order is named by its public number, not its row number. */
function shownRef(ref: string, orderNumbers: PublicNumbers): string {
  const order = /^order:([1-9][0-9]{0,12})$/.exec(ref);
  const id = order ? Number(order[1]) : 0;
  return id >= 1 && id <= publicNumberIdMax ? `order:${orderNumbers.of(id)}` : ref;
}

/**
 * The capital record: every transfer that moved the user's available balance, signed from that balance's
 * side, with the balance right after it. Moves between the user's other accounts (a held stake settling,
 * a savings confirmation) show where they come back to available. Transfers and the orders their refs name
 * are shown by their public numbers, which say nothing of how many the platform has.
 */
export async function capitalRecord(db: Connection, numbering: Numbering, userId: string, page: PageRequest): Promise<Page<LedgerItem>> {
  const available = userAccountId(userId, 'available');
  const rows = await transfersOfUserAccount(db, available, page.limit + 1, publicNumberBefore(page, numbering.transfers));
  const map = (row: (typeof rows)[number]) => {
    const out = row.debit_account_id === available;
    return {
      id: numbering.transfers.of(row.id),
      code: row.code as TransferCode,
      amount: formatMinor(out ? -row.amount : row.amount),
      balanceAfter: formatMinor(out ? row.debit_balance_after : row.credit_balance_after),
      ref: shownRef(row.ref, numbering.orders),
      createdAt: new Date(row.created_at).toISOString(),
    };
  };
  return toPage(rows, page.limit, map, (row) => numbering.transfers.of(row.id));
}
