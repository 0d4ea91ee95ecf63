/** Longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
export const emailLengthMax = 254;

// ASCII only: local part of RFC 5322 atoms joined by single dots, domain of DNS labels, TLD of ≥ 2 letters.
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Whether `value` has the standard e-mail shape `local@domain.tld`, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= emailLengthMax && emailPattern.test(value);
}
