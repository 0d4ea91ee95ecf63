import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashGate, type HashLane } from './hash-gate.js';

// OWASP's scrypt parameters: N=2^17, r=8, p=1. Each hash needs 128 MiB, so maxmem is raised above it.
const costLog2 = 17;
const blockSize = 8;
const parallelism = 1;
const keyBytes = 32;
const saltBytes = 16;
const maxmemBytes = 256 * 1024 * 1024;

// Every hash passes the process's gate: a flood of sign-ins is refused early instead of stalling everyone.
function derive(secret: string, salt: Buffer, cost: number, r: number, p: number, lane: HashLane): Promise<Buffer> {
  return hashGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(secret.normalize('NFKC'), salt, keyBytes, { N: cost, r, p, maxmem: maxmemBytes }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
    lane,
  );
}

/** `scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>`: the parameters travel with the hash so they can be raised later. */
export async function hashSecret(secret: string, lane: HashLane = 'stranger'): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(secret, salt, 2 ** costLog2, blockSize, parallelism, lane);
  return ['scrypt', costLog2, blockSize, parallelism, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks `secret` against a stored hash; `lane` says whose check it is (see `HashLane`). */
export async function verifySecret(secret: string, stored: string, lane: HashLane = 'stranger'): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(secret, Buffer.from(salt, 'base64'), 2 ** Number(logN), Number(r), Number(p), lane);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** A hash of a random secret: checking an unknown account against it costs as much as a real check. */
export function decoyHash(): Promise<string> {
  // A refused attempt (the gate was full) must not leave a rejected decoy behind for every later login.
  decoy ??= hashSecret(randomBytes(16).toString('hex')).catch((err) => {
    decoy = undefined;
    throw err;
  });
  return decoy;
}
