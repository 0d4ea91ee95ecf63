import type { Connection } from '../../db/connection.js';
import { formatMinor } from '../../../src/core/money.js';
import { depositsWithAccount, withdrawalsWithAccount } from './queues-repository.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import { describePayee } from '../funds/withdrawal-accounts-service.js';
import { quoted } from './field-text.js';

/** What an operator sees in a queue: the record (by the number its user quotes) plus whose it is. */
export interface QueueRow {
  number: string;
  account: string;
  amount: string;
  fee?: string;
  status: string;
  detail: string;
  createdAt: string;
}

/** A deposit in the operators' queue: the reference the payer quoted, and what could make it mistaken for another. */
export interface DepositQueueRow extends QueueRow {
  reference: string;
  /** Other users' deposits in the list it could be confused with (`twinsOf`); empty when none. */
  flags: string;
}

export async function depositQueue(db: Connection, numbers: PublicNumbers, status: string, limit: number): Promise<DepositQueueRow[]> {
  const rows = await depositsWithAccount(db, status, limit);
  const twins = twinsOf(rows);
  return rows.map((r, i) => ({
    number: numbers.of(r.number),
    account: r.account,
    reference: r.reference,
    amount: formatMinor(r.amount) + (r.received_amount !== null && r.received_amount !== r.amount ? ` (received ${formatMinor(r.received_amount)})` : ''),
    status: r.status,
    // Quoted, so that where a note ends is plain. Invisible and line-breaking characters (in a note from before
    // they were refused) are written as escapes where every printout of the CLI is, by server/cli/visible-text.ts.
    detail: `${r.method}${r.note ? ` note ${quoted(r.note)}` : ''}`,
    flags: twins[i].map((t) => `${t.why} ${numbers.of(rows[t.index].number)}`).join('; '),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Payments within this of each other, of the same amount, are the ones an operator can credit to the wrong user. */
export const sameAmountWindowMs = 30 * 60_000;

// Notes that read the same: compatibility forms (full-width, ligatures), case, spaces and invisible characters aside.
const sameReading = (note: string) => note.normalize('NFKC').toLowerCase().replace(/[\s\p{Cf}\p{Cc}]/gu, '');

/**
 * For each deposit, the other users' deposits in the same list that an operator could match to the same
 * payment: the same note (a copied transaction hash or payer name), or the same amount within `sameAmountWindowMs`.
 */
export function twinsOf(rows: { account: string; amount: number; note: string | null; created_at: number }[]): { index: number; why: string }[][] {
  return rows.map((row, i) =>
    rows.flatMap((other, j) => {
      if (j === i || other.account === row.account) return [];
      if (row.note && other.note && sameReading(row.note) === sameReading(other.note)) return [{ index: j, why: 'same note as' }];
      if (other.amount === row.amount && Math.abs(other.created_at - row.created_at) <= sameAmountWindowMs) return [{ index: j, why: 'same amount near' }];
      return [];
    }),
  );
}

export async function withdrawalQueue(db: Connection, numbers: PublicNumbers, status: string, limit: number): Promise<QueueRow[]> {
  const rows = await withdrawalsWithAccount(db, status, limit);
  return rows.map((r) => ({
    number: numbers.of(r.number),
    account: r.account,
    amount: formatMinor(r.amount),
    fee: formatMinor(r.fee),
    status: r.status,
    // Operators pay out by hand, so they see the full card number or address, after the user's label for it:
    // the account as it was when requested, or for withdrawals from before that was kept, the one it names. The
    // verified name, where there is one, is what `name_mismatch` compares with; quoted as the account's fields are.
    detail:
      (r.payee ? describePayee(JSON.parse(r.payee)) : r.type && r.account_name ? describePayee({ ...r, type: r.type, account_name: r.account_name }) : '(account not recorded)') +
      (r.verified_name ? ` — verified: ${quoted(r.verified_name)}` : '') +
      // A failed one says what the user was told.
      (r.reason_code || r.reason ? ` — ${[r.reason_code, r.reason].filter(Boolean).join(': ')}` : ''),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
