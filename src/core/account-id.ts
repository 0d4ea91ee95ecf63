/** An account id: 6–12 ASCII letters, digits or underscores (spelled out so `\w` never widens to Unicode). */
export const accountIdPattern = /^[A-Za-z0-9_]{6,12}$/;

/** Whether `value` is a well-formed account id. */
export function isAccountId(value: string): boolean {
  return accountIdPattern.test(value);
}

/** Accounts are case-insensitive: "Demo001" and "demo001" are one account, as stored and as keyed on a device. */
export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}
