import { dialCodes } from './phone.js';

/** Replaces the characters (code points) at indexes [`start`, `end`) of `text` with `char`, clamped to its length. */
export function mask(text: string, start: number, end: number, char = '*'): string {
  if (start > end) {
    throw new RangeError(`mask: start ${start} is after end ${end}; pass start <= end`);
  }
  // Code points, so an emoji or astral Han character is masked as one character, never split.
  const chars = Array.from(text);
  const from = Math.max(0, Math.min(start, chars.length));
  const to = Math.max(0, Math.min(end, chars.length));
  return chars.map((c, i) => (i >= from && i < to ? char : c)).join('');
}

// Longest first so a longer code wins over a shorter one it starts with.
const dialCodesByLength = [...new Set(dialCodes.map((d) => d.code))].sort((a, b) => b.length - a.length);

/** Masks an E.164 phone, keeping the dial code, 3 national digits and the last 2: `+86138******78`. */
export function maskPhone(e164: string): string {
  // An unknown country keeps only its `+`; its first digits then count as national.
  const dialCode = dialCodesByLength.find((code) => e164.startsWith(code)) ?? (e164.startsWith('+') ? '+' : '');
  const national = e164.slice(dialCode.length);
  const length = Array.from(national).length;
  // Too short to keep 3 + 2 and still hide something: keep the first and last digit, or nothing.
  const [head, tail] = length > 5 ? [3, 2] : length > 2 ? [1, 1] : [0, 0];
  return dialCode + mask(national, head, Math.max(head, length - tail));
}

/** Masks an ID number, keeping the first 3 and last 2 characters; 5 or fewer keep only the last one. */
export function maskIdNumber(id: string): string {
  const length = Array.from(id).length;
  return length <= 5 ? mask(id, 0, Math.max(0, length - 1)) : mask(id, 3, length - 2);
}
