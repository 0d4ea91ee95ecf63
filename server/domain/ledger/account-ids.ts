import type { PlatformAccountKind, UserAccountKind } from '../../../src/core/ledger-codes.js';

/** A user's account of `kind`: ids are derived, so no lookup is needed to move money. */
export function userAccountId(userId: string, kind: UserAccountKind): string {
  return `u:${userId}:${kind}`;
}

export function platformAccountId(kind: PlatformAccountKind): string {
  return `p:${kind}`;
}

/** The user who owns an account, from its id; null for a platform account. */
export function accountOwner(accountId: string): string | null {
  return accountId.startsWith('u:') ? accountId.slice(2, accountId.lastIndexOf(':')) : null;
}
