import { createHmac } from 'node:crypto';
import { halfSipHash24 } from './half-sip-hash.js';

const halfBits = 20;
const halfSpan = 2 ** halfBits;
const halfMask = halfSpan - 1;
/** Row numbers 1 … 2^40 − 1 have a public number: a trillion orders, 7 years at 5,000 a second without a pause. */
export const publicNumberIdMax = 2 ** (2 * halfBits) - 1;
// Every permuted value plus this has 13 digits (2^40 < 10^12 + 2^40 < 10^13): all numbers are one length.
const offset = 10 ** 12;
// FF1's count: beyond the four rounds a Feistel network needs to be a pseudorandom permutation at all.
const rounds = 10;

/**
 * The numbers users see for rows the database numbers 1, 2, 3… (orders, transfers, withdrawals, deposits): a keyed permutation of
 * the row number, so that no number says how many rows came before it, and two consecutive rows' numbers look
 * unrelated. A balanced Feistel network over 40 bits (two halves of 20) whose round function is HalfSipHash-2-4
 * under the installation's secret key; shown as 13 decimal digits. Costs ~0.5 µs a number, no database work,
 * and the database keeps its plain integer keys. Decoding undoes it; anything that doesn't decode is no number.
 */
export class PublicNumbers {
  private readonly k0: number;
  private readonly k1: number;

  /** `key`: 8 secret bytes, the same for every process on one database. */
  constructor(key: Buffer) {
    if (key.length !== 8) throw new Error(`PublicNumbers needs an 8-byte key, got ${key.length} bytes`);
    this.k0 = key.readInt32LE(0);
    this.k1 = key.readInt32LE(4);
  }

  /** The public number of row `id`. */
  of(id: number): string {
    if (!Number.isSafeInteger(id) || id < 1 || id > publicNumberIdMax) throw new Error(`PublicNumbers.of: ${id} is not a row number from 1 to 2^40 − 1`);
    let left = Math.floor(id / halfSpan);
    let right = id & halfMask;
    for (let round = 0; round < rounds; round++) {
      const next = left ^ this.roundValue(round, right);
      left = right;
      right = next;
    }
    return String(offset + left * halfSpan + right);
  }

  /** The row a public number stands for, or undefined for text that is no public number. */
  idOf(text: string): number | undefined {
    if (!/^[0-9]{13}$/.test(text)) return undefined;
    const permuted = Number(text) - offset;
    if (permuted < 0 || permuted > publicNumberIdMax) return undefined;
    let left = Math.floor(permuted / halfSpan);
    let right = permuted & halfMask;
    for (let round = rounds - 1; round >= 0; round--) {
      const previous = right ^ this.roundValue(round, left);
      right = left;
      left = previous;
    }
    const id = left * halfSpan + right;
    return id >= 1 ? id : undefined;
  }

  private roundValue(round: number, half: number): number {
    return halfSipHash24(this.k0, this.k1, (round << halfBits) | half) & halfMask;
  }
}

/** The numberings users see, each under its own key, so that one kind's number says nothing of another's. */
export interface Numbering {
  orders: PublicNumbers;
  transfers: PublicNumbers;
  withdrawals: PublicNumbers;
  deposits: PublicNumbers;
}

/**
 * Orders and transfers each take a half of the installation's 16-byte key (as they always have); kinds numbered
 * later take 8 bytes of an HMAC of the whole key under their name, so the one stored key still serves them all.
 */
export function numberingFromKey(key: Buffer): Numbering {
  if (key.length !== 16) throw new Error(`the public-numbers key must be 16 bytes, got ${key.length}`);
  const derived = (name: string) => new PublicNumbers(createHmac('sha256', key).update(name).digest().subarray(0, 8));
  return {
    orders: new PublicNumbers(key.subarray(0, 8)),
    transfers: new PublicNumbers(key.subarray(8, 16)),
    withdrawals: derived('withdrawals'),
    deposits: derived('deposits'),
  };
}
