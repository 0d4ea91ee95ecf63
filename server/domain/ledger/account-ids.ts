import type { PlatformAccountKind, UserAccountKind } from '../../../src/core/ledger-codes.js';

/** A user's account of `kind`: ids are derived, so no lookup is needed to move money. */
export function userAccountId(userId: string, kind: UserAccountKind): string {
  return `u:${userId}:${kind}`;
}

export function platformAccountId(kind: PlatformAccountKind): string {
  return `p:${kind}`;
}

/**
 * The house's accounts (kind `house`, migration 2026_12_07_1900_house_shards): settlement batches running at once
 * each pay out of one, so none waits for another's commit. The house's balance is their sum. `p:house` first.
 */
export const houseAccountIds: readonly string[] = ['p:house', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `p:house:${n}`)];

/** The user who owns an account, from its id; null for a platform account. */
export function accountOwner(accountId: string): string | null {
  return accountId.startsWith('u:') ? accountId.slice(2, accountId.lastIndexOf(':')) : null;
}
