import type { Kysely } from 'kysely';

// The code `payout` named two different moves, which the code alone could not tell apart: a settled order's
// stake handed back (positions → available) and its winnings (house → available). Settlement always wrote
// them as two rows, so splitting the code is a rename of each row by the account it came from, with
// amounts, balances after, refs and numbers untouched: `stake_return` from a user's positions, `winnings`
// from the house. Old code wrote `payout` from nowhere else; should such a row exist it stays `payout`,
// and the audit names it. Both statements only touch rows still called `payout`, so a re-run after a crash
// between them (SQLite runs migrations outside a transaction) finishes the job.
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('transfers').set({ code: 'stake_return' }).where('code', '=', 'payout').where('debit_account_id', 'like', 'u:%:positions').execute();
  await db.updateTable('transfers').set({ code: 'winnings' }).where('code', '=', 'payout').where('debit_account_id', '=', 'p:house').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('transfers').set({ code: 'payout' }).where('code', 'in', ['stake_return', 'winnings']).execute();
}
