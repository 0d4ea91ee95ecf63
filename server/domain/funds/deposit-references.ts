import { randomBytes } from 'node:crypto';

/** Crockford's base32: digits and capitals without I, L, O and U, so nothing read aloud or typed is two things. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const depositReferenceLength = 8;

/** A new reference for a payer to quote: 8 random symbols (40 bits); the caller makes sure it is unused. */
export function newDepositReference(): string {
  return Array.from(randomBytes(depositReferenceLength), (byte) => alphabet[byte & 31]).join('');
}

/**
 * A reference as an operator may have it from a bank statement (lower case, a dash or space, O for 0, I or L for
 * 1), in the form the server made; undefined if it can't be one of ours.
 */
export function normaliseDepositReference(text: string): string | undefined {
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return plain.length === depositReferenceLength && [...plain].every((c) => alphabet.includes(c)) ? plain : undefined;
}
