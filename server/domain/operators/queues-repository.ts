import type { Connection } from '../../db/connection.js';

/** The newest deposits in `status`, with their owner's account name. */
export function depositsWithAccount(c: Connection, status: string, limit: number) {
  return c.kysely
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .select([
      'deposits.number',
      'users.account',
      'deposits.amount',
      'deposits.received_amount',
      'deposits.status',
      'deposits.method',
      'deposits.reference',
      'deposits.note',
      'deposits.created_at',
    ])
    .where('deposits.status', '=', status as 'pending')
    .orderBy('deposits.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest withdrawals in `status`, with their owner's account name, payee, the account they name (if not unbound) and verified name (if verified). */
export function withdrawalsWithAccount(c: Connection, status: string, limit: number) {
  return c.kysely
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .leftJoin('withdrawal_accounts', 'withdrawal_accounts.id', 'withdrawals.account_id')
    // A user has at most one verified submission: a verified one can't be submitted again.
    .leftJoin('verifications', (join) => join.onRef('verifications.user_id', '=', 'withdrawals.user_id').on('verifications.status', '=', 'verified'))
    .select([
      'withdrawals.number',
      'users.account',
      'withdrawals.amount',
      'withdrawals.fee',
      'withdrawals.status',
      'withdrawals.payee',
      'withdrawal_accounts.type',
      'withdrawal_accounts.bank_name',
      'withdrawal_accounts.card_number',
      'withdrawal_accounts.network',
      'withdrawal_accounts.currency_address',
      'withdrawal_accounts.account_name',
      'withdrawal_accounts.label',
      'verifications.name as verified_name',
      'withdrawals.reason_code',
      'withdrawals.reason',
      'withdrawals.created_at',
    ])
    .where('withdrawals.status', '=', status as 'reviewing')
    .orderBy('withdrawals.id', 'desc')
    .limit(limit)
    .execute();
}
