import type { Connection } from '../../db/connection.js';
import type { CapitalRecordEntry, LedgerItem, Page } from '../../../src/core/funds.js';
import type { TransferCode } from '../../../src/core/ledger-codes.js';
import { formatMinor } from '../../../src/core/money.js';
import { publicNumberBefore, toPage, type PageRequest } from '../paging.js';
import { publicNumberIdMax, type Numbering, type PublicNumbers } from '../numbering/public-numbers.js';
import { userAccountId } from './account-ids.js';
import { transfersIntoByRefs, transfersOfUserAccount, transfersOfUserAccountExcept, type TransferRow } from './transfers-repository.js';
import { withdrawalsByIds, type WithdrawalRow } from '../funds/withdrawals-repository.js';
import { toWithdrawalRecord } from '../funds/withdrawals-service.js';
import { depositsByIds } from '../funds/deposits-repository.js';

/** The ids that refs of `prefix` name (`withdrawal:<id>`), each once. */
const namedIds = (rows: TransferRow[], prefix: string) => [...new Set(rows.flatMap((row) => (row.ref.startsWith(prefix) ? [row.ref.slice(prefix.length)] : [])))];

/** The withdrawals and deposits a page's transfers name, fetched once for the page. */
async function namedRecords(db: Connection, userId: string, rows: TransferRow[]): Promise<{ withdrawals: WithdrawalRow[]; deposits: Map<string, number> }> {
  const withdrawals = await withdrawalsByIds(db, userId, namedIds(rows, 'withdrawal:'));
  const deposits = await depositsByIds(db, userId, namedIds(rows, 'deposit:'));
  return { withdrawals, deposits: new Map(deposits.map((d) => [d.id, d.number])) };
}

/**
 * A transfer's ref as the user sees it: an order, a withdrawal or a deposit is named by its public number, as
 * its own screen shows it, not by its row number or id. A ref naming nothing found stays as it is.
 */
function refShower(numbering: Numbering, named: { withdrawals: WithdrawalRow[]; deposits: Map<string, number> }): (ref: string) => string {
  const withdrawals = new Map(named.withdrawals.map((w) => [w.id, w.number]));
  const numberOf = (ref: string, prefix: string, numbers: Map<string, number>, publicNumbers: PublicNumbers) => {
    const number = ref.startsWith(prefix) ? numbers.get(ref.slice(prefix.length)) : undefined;
    return number === undefined ? undefined : `${prefix}${publicNumbers.of(number)}`;
  };
  return (ref) => {
    const order = /^order:([1-9][0-9]{0,12})$/.exec(ref);
    const id = order ? Number(order[1]) : 0;
    if (id >= 1 && id <= publicNumberIdMax) return `order:${numbering.orders.of(id)}`;
    return numberOf(ref, 'withdrawal:', withdrawals, numbering.withdrawals) ?? numberOf(ref, 'deposit:', named.deposits, numbering.deposits) ?? ref;
  };
}

/** How the record names what each of `rows` is about: orders, withdrawals and deposits by their public numbers. */
export async function refNamer(db: Connection, numbering: Numbering, userId: string, rows: TransferRow[]): Promise<(ref: string) => string> {
  return refShower(numbering, await namedRecords(db, userId, rows));
}

/** A transfer as the capital record shows it: signed from the side of `available`, with that balance after it. */
function ledgerItem(row: TransferRow, available: string, numbering: Numbering, shownRef: (ref: string) => string): LedgerItem {
  const out = row.debit_account_id === available;
  return {
    id: numbering.transfers.of(row.id),
    code: row.code as TransferCode,
    amount: formatMinor(out ? -row.amount : row.amount),
    balanceAfter: formatMinor(out ? row.debit_balance_after : row.credit_balance_after),
    ref: shownRef(row.ref),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The capital record: every transfer that moved the user's available balance, signed from that balance's
 * side, with the balance right after it. Moves between the user's other accounts (a held stake settling,
 * a savings confirmation) show where they come back to available. Transfers and the orders, withdrawals and
 * deposits their refs name are shown by their public numbers, which say nothing of how many the platform has.
 */
export async function capitalRecord(db: Connection, numbering: Numbering, userId: string, page: PageRequest): Promise<Page<LedgerItem>> {
  const available = userAccountId(userId, 'available');
  const rows = await transfersOfUserAccount(db, available, page.limit + 1, publicNumberBefore(page, numbering.transfers));
  const shownRef = refShower(numbering, await namedRecords(db, userId, rows.slice(0, page.limit)));
  return toPage(rows, page.limit, (row) => ledgerItem(row, available, numbering, shownRef), (row) => numbering.transfers.of(row.id));
}

/** Transfers that join the row of the transfer that began their event, by the ref they share. */
const laterParts = ['withdraw_refund', 'winnings'] as const;
/** The codes that begin a grouped row, and the row's kind. */
const rowKinds: Partial<Record<TransferCode, CapitalRecordEntry['kind']>> = { withdraw_hold: 'withdrawal', stake_return: 'settlement' };

/**
 * The capital record as the screen shows it: the same transfers, grouped server-side so that a page never
 * splits an event. Rows are paged by the transfer that begins them; their later parts (a failed withdrawal's
 * refund, a win's winnings) are fetched by ref for the rows of the page, wherever they fall in time.
 */
export async function capitalRecordEntries(
  db: Connection,
  numbering: Numbering,
  userId: string,
  page: PageRequest,
): Promise<Page<CapitalRecordEntry>> {
  const available = userAccountId(userId, 'available');
  const heads = await transfersOfUserAccountExcept(db, available, laterParts, page.limit + 1, publicNumberBefore(page, numbering.transfers));
  const shown = heads.slice(0, page.limit);
  const grouped = shown.filter((row) => rowKinds[row.code as TransferCode]);
  const later = await transfersIntoByRefs(db, available, laterParts, [...new Set(grouped.map((row) => row.ref))]);
  const named = await namedRecords(db, userId, shown);
  const shownRef = refShower(numbering, named);
  const withdrawals = new Map(named.withdrawals.map((w) => [`withdrawal:${w.id}`, toWithdrawalRecord(w, numbering.withdrawals)]));

  const entry = (head: TransferRow): CapitalRecordEntry => {
    const kind = rowKinds[head.code as TransferCode] ?? 'transfer';
    // A part belongs to the row of the transfer before it with its ref: refunds to the hold, winnings to the stake back.
    const own = kind === 'transfer' ? [] : later.filter((row) => row.ref === head.ref && row.id > head.id && (kind === 'withdrawal') === (row.code === 'withdraw_refund'));
    const parts = [head, ...own].map((row) => ledgerItem(row, available, numbering, shownRef));
    const last = parts[parts.length - 1];
    // What came back to the available balance (the stake and any winnings), so the rows add up to the balance.
    const credited = [head, ...own].reduce((sum, row) => sum + row.amount, 0);
    return {
      ...parts[0],
      kind,
      amount: kind === 'settlement' ? formatMinor(credited) : parts[0].amount,
      balanceAfter: last.balanceAfter,
      parts,
      withdrawal: kind === 'withdrawal' ? (withdrawals.get(head.ref) ?? null) : null,
    };
  };
  return toPage(heads, page.limit, entry, (row) => numbering.transfers.of(row.id));
}
