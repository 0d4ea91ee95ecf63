import type { Connection } from '../../db/connection.js';
import { formatMinor } from '../../../src/core/money.js';

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
  const rows = await db.kysely
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .select(['deposits.id', 'users.account', 'deposits.amount', 'deposits.status', 'deposits.method', 'deposits.reference', 'deposits.created_at'])
    .where('deposits.status', '=', status as 'pending')
    .orderBy('deposits.id', 'desc')
    .limit(limit)
    .execute();
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
  const rows = await db.kysely
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .leftJoin('withdrawal_accounts', 'withdrawal_accounts.user_id', 'withdrawals.user_id')
    .select([
      'withdrawals.id',
      'users.account',
      'withdrawals.amount',
      'withdrawals.fee',
      'withdrawals.status',
      'withdrawal_accounts.bank_name',
      'withdrawal_accounts.card_number',
      'withdrawal_accounts.account_name',
      'withdrawals.created_at',
    ])
    .where('withdrawals.status', '=', status as 'reviewing')
    .orderBy('withdrawals.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    amount: formatMinor(r.amount),
    fee: formatMinor(r.fee),
    status: r.status,
    // Operators pay out by hand, so they see the full card number.
    detail: r.bank_name ? `${r.bank_name} ${r.card_number} (${r.account_name})` : '(account since unbound)',
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
