import { sql, type Kysely } from 'kysely';

// The house pays settlement's winnings and takes its lost stakes, and a transfer records each account's balance
// right after it, so two transactions that move the house's money run one after the other: settlement's batches
// did, in one process and across processes. Seven more accounts of kind `house` (p:house:1 … p:house:7) let up to
// eight batches pay out at once, each holding one (accounts-repository.ts, `lockFreeHouseShard`); the house's
// balance is the sum of the eight. Frozen in time: the ids are spelled out here.
const shards = [1, 2, 3, 4, 5, 6, 7].map((n) => `p:house:${n}`);

export async function up(db: Kysely<any>): Promise<void> {
  const existing = await db.selectFrom('accounts').select('id').where('id', 'in', shards).execute();
  const missing = shards.filter((id) => !existing.some((row) => row.id === id));
  if (missing.length === 0) return;
  const now = Date.now();
  await db.insertInto('accounts').values(missing.map((id) => ({ id, user_id: null, kind: 'house', balance: 0, updated_at: now }))).execute();
}

/**
 * Drops the shards while no money has moved through them. Once one has, its transfers are the record of real
 * payouts: undoing would lose them, so it refuses instead of guessing.
 */
export async function down(db: Kysely<any>): Promise<void> {
  const used = await sql<{ id: string }>`select id from accounts where id in (${sql.join(shards)}) and (balance <> 0 or exists (
    select 1 from transfers where transfers.debit_account_id = accounts.id or transfers.credit_account_id = accounts.id))`.execute(db);
  if (used.rows.length > 0) throw new Error(`house shards: ${used.rows.map((row) => row.id).join(', ')} moved money; their transfers are the record of payouts and stay`);
  await db.deleteFrom('accounts').where('id', 'in', shards).execute();
}
