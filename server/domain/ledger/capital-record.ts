import type { Db } from '../../db/database.js';
import type { LedgerItem, Page } from '../../../src/core/funds.js';
import type { TransferCode } from '../../../src/core/ledger-codes.js';
import { formatMinor } from '../../../src/core/money.js';
import { numberedBefore, toPage, type PageRequest } from '../paging.js';
import { userAccountId } from './account-ids.js';
import { transfersOfUserAccount } from './transfers-repository.js';

/**
 * The capital record: every transfer that moved the user's available balance, signed from that balance's
 * side, with the balance right after it. Moves between the user's other accounts (a held stake settling,
 * a savings confirmation) show where they come back to available.
 */
export async function capitalRecord(db: Db, userId: string, page: PageRequest): Promise<Page<LedgerItem>> {
  const available = userAccountId(userId, 'available');
  const rows = await transfersOfUserAccount(db, available, page.limit + 1, numberedBefore(page));
  return toPage(rows, page.limit, (row) => {
    const out = row.debit_account_id === available;
    return {
      id: String(row.id),
      code: row.code as TransferCode,
      amount: formatMinor(out ? -row.amount : row.amount),
      balanceAfter: formatMinor(out ? row.debit_balance_after : row.credit_balance_after),
      ref: row.ref,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}
