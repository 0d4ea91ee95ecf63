import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';
import { userAccountId } from './account-ids.js';

/** A user account that holds money for something, whose balance is not what it holds it for. */
export interface HeldDrift {
  accountId: string;
  userId: string;
  /** The account's balance. */
  storedMinor: number;
  /** What it should hold: the stakes of the user's open orders, or the amounts + fees of their withdrawals under review. */
  expectedMinor: number;
}

/**
 * Checks the accounts that hold money for a purpose against that purpose: each user's `positions` holds
 * the stakes of their open orders, and `frozen` the amount + fee of their withdrawals under review. One
 * grouped pass over the accounts, the open orders and the withdrawals under review (a union, so a user
 * on either side alone shows too), returning only the users where the two differ. Reads only.
 */
export async function heldDrifts(db: Connection): Promise<HeldDrift[]> {
  // Open orders as the settlement queue holds them, read through its rows rather than a scan of every order: an
  // open order missing from it (it would never settle) or a settled one left in it shows as a drift too.
  const { rows } = await sql<{ user_id: string; kind: 'positions' | 'frozen'; stored: string | number; expected: string | number }>`
    select user_id, kind, sum(stored) as stored, sum(expected) as expected
    from (
      select user_id, kind, balance as stored, 0 as expected from accounts where kind in ('positions', 'frozen')
      union all
      select o.user_id, 'positions', 0, o.amount from open_orders q join orders o on o.id = q.id
      union all
      select user_id, 'frozen', 0, amount + fee from withdrawals where status = 'reviewing'
    ) held
    group by user_id, kind
    having sum(stored) <> sum(expected)
  `.execute(db.kysely);
  // Sums come back as text or numbers depending on the driver; all are whole numbers below 2^53.
  return rows.map((row) => ({
    accountId: userAccountId(row.user_id, row.kind),
    userId: row.user_id,
    storedMinor: Number(row.stored),
    expectedMinor: Number(row.expected),
  }));
}
