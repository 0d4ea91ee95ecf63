import type { Connection } from '../../db/connection.js';
import { formatMinor } from '../../../src/core/money.js';
import { depositsWithAccount, withdrawalsWithAccount } from './queues-repository.js';

/** What an operator sees in a queue: the record plus whose it is. */
export interface QueueRow {
  id: string;
  account: string;
  amount: string;
  fee?: string;
  status: string;
  detail: string;
  createdAt: string;
}

export async function depositQueue(db: Connection, status: string, limit: number): Promise<QueueRow[]> {
  const rows = await depositsWithAccount(db, status, limit);
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    amount: formatMinor(r.amount),
    status: r.status,
    detail: `${r.method}${r.reference ? ` ref ${r.reference}` : ''}`,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function withdrawalQueue(db: Connection, status: string, limit: number): Promise<QueueRow[]> {
  const rows = await withdrawalsWithAccount(db, status, limit);
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    amount: formatMinor(r.amount),
    fee: formatMinor(r.fee),
    status: r.status,
    // Operators pay out by hand, so they see the full card number; the verified name is what `name_mismatch` compares with.
    detail:
      (r.bank_name ? `${r.bank_name} ${r.card_number} (${r.account_name})` : '(account since unbound)') +
      ` — ${r.verified_name ? `verified: ${r.verified_name}` : 'not verified'}` +
      // A failed one says what the user was told.
      (r.reason_code || r.reason ? ` — ${[r.reason_code, r.reason].filter(Boolean).join(': ')}` : ''),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
