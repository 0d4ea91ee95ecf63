import type { Connection } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { WithdrawalAccountBody } from '../../../src/core/funds-structs.js';
import type { WithdrawalAccount } from '../../../src/core/funds.js';
import { mask } from '../../../src/core/mask.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { deleteWithdrawalAccount, findWithdrawalAccount, insertWithdrawalAccount, type WithdrawalAccountRow } from './withdrawal-accounts-repository.js';

function toWithdrawalAccount(row: WithdrawalAccountRow): WithdrawalAccount {
  return {
    type: row.type,
    accountName: row.account_name,
    nationality: row.nationality,
    bankName: row.bank_name,
    // The full number never leaves the server again: the last 4 digits are enough to recognise it.
    cardNumber: mask(row.card_number, 0, row.card_number.length - 4),
    bankAddress: row.bank_address,
    currencyAddress: row.currency_address,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function getWithdrawalAccount(db: Connection, userId: string): Promise<WithdrawalAccount> {
  const row = await findWithdrawalAccount(db, userId);
  if (!row) throw new DomainError('not_bound', 'No withdrawal account is bound yet');
  return toWithdrawalAccount(row);
}

/** Binds the user's withdrawal account, once; changing it later is an operator's job. */
export async function bindWithdrawalAccount(db: Connection, userId: string, body: WithdrawalAccountBody, nowMs: number): Promise<WithdrawalAccount> {
  const row: WithdrawalAccountRow = {
    user_id: userId,
    type: body.type,
    account_name: body.accountName.trim(),
    nationality: body.nationality,
    bank_name: body.bankName.trim(),
    card_number: body.cardNumber.replace(/\s+/g, ''),
    bank_address: body.bankAddress.trim(),
    currency_address: body.currencyAddress,
    created_at: nowMs,
  };
  try {
    await insertWithdrawalAccount(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('already_bound', 'A withdrawal account is already bound; contact customer service to change it');
    throw error;
  }
  return toWithdrawalAccount(row);
}

/** Operator: removes the binding so the user can bind another account. */
export async function unbindWithdrawalAccount(db: Connection, userId: string, operator: OperatorContext, nowMs: number): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await findWithdrawalAccount(trx, userId);
    if (!row || !(await deleteWithdrawalAccount(trx, userId))) throw new DomainError('not_bound', 'No withdrawal account is bound');
    await writeAuditLog(trx, operator, 'withdrawal_account.unbind', `user:${userId}`, { bankName: row.bank_name, cardLast4: row.card_number.slice(-4) }, nowMs);
  });
}
