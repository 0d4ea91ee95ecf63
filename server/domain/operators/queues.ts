import type { Connection } from '../../db/connection.js';
import { formatMinor } from '../../../src/core/money.js';
import { depositsWithAccount, withdrawalsWithAccount } from './queues-repository.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import { describePayee } from '../funds/withdrawal-accounts-service.js';

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

export async function depositQueue(db: Connection, numbers: PublicNumbers, status: string, limit: number): Promise<QueueRow[]> {
  const rows = await depositsWithAccount(db, status, limit);
  return rows.map((r) => ({
    number: numbers.of(r.number),
    account: r.account,
    amount: formatMinor(r.amount),
    status: r.status,
    detail: `${r.method}${r.reference ? ` ref ${r.reference}` : ''}`,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function withdrawalQueue(db: Connection, numbers: PublicNumbers, status: string, limit: number): Promise<QueueRow[]> {
  const rows = await withdrawalsWithAccount(db, status, limit);
  return rows.map((r) => ({
    number: numbers.of(r.number),
    account: r.account,
    amount: formatMinor(r.amount),
    fee: formatMinor(r.fee),
    status: r.status,
    // Operators pay out by hand, so they see the full card number or address: the account as it was when
    // requested, or for withdrawals from before that was kept, the one bound now. The verified name, where
    // there is one, is what `name_mismatch` compares with.
    detail:
      (r.payee ? describePayee(JSON.parse(r.payee)) : r.type && r.account_name ? describePayee({ ...r, type: r.type, account_name: r.account_name }) : '(account since unbound)') +
      (r.verified_name ? ` — verified: ${r.verified_name}` : '') +
      // A failed one says what the user was told.
      (r.reason_code || r.reason ? ` — ${[r.reason_code, r.reason].filter(Boolean).join(': ')}` : ''),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
