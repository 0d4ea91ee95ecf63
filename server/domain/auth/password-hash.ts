import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { owaspScrypt, type ScryptParameters } from '../../config.js';
import { hashGate, unattributed, type HashFor } from './hash-gate.js';

const keyBytes = 32;
const saltBytes = 16;
// OWASP's N=2^17 needs 128 MiB, above Node's default limit of 32 MiB.
const maxmemBytes = 256 * 1024 * 1024;

// One per process, like the hash gate: the server sets it from its config when it starts.
let current: ScryptParameters = owaspScrypt;

/** Sets the cost of new hashes (tests lower it); stored hashes are still checked at the cost they record. */
export function configurePasswordHashing(parameters: ScryptParameters): void {
  current = parameters;
}

// Every hash passes the process's gate: a flood of sign-ins is refused early instead of stalling everyone.
function derive(secret: string, salt: Buffer, { costLog2, blockSize, parallelism }: ScryptParameters, whose: HashFor): Promise<Buffer> {
  return hashGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(secret.normalize('NFKC'), salt, keyBytes, { N: 2 ** costLog2, r: blockSize, p: parallelism, maxmem: maxmemBytes }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
    whose,
  );
}

/**
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>`: the parameters travel with the hash so they can be raised
 * later. `whose` is whose turn in the hash gate it takes (`forAccount`, `forAddress`).
 */
export async function hashSecret(secret: string, whose: HashFor = unattributed): Promise<string> {
  const parameters = current;
  const salt = randomBytes(saltBytes);
  const key = await derive(secret, salt, parameters, whose);
  return ['scrypt', parameters.costLog2, parameters.blockSize, parameters.parallelism, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks `secret` against a stored hash, at the parameters it records; `whose` as for `hashSecret`. */
export async function verifySecret(secret: string, stored: string, whose: HashFor = unattributed): Promise<boolean> {
  const [scheme, costLog2, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const parameters = { costLog2: Number(costLog2), blockSize: Number(blockSize), parallelism: Number(parallelism) };
  const actual = await derive(secret, Buffer.from(salt, 'base64'), parameters, whose);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: { parameters: ScryptParameters; hash: Promise<string> } | undefined;

/** A hash of a random secret: checking an unknown account against it costs as much as a real check. */
export function decoyHash(): Promise<string> {
  // Made at the current cost, so that an unknown account takes as long as a known one hashed today.
  if (decoy?.parameters !== current) {
    // A refused attempt (the gate was full) must not leave a rejected decoy behind for every later login.
    const hash: Promise<string> = hashSecret(randomBytes(16).toString('hex')).catch((err) => {
      if (decoy?.hash === hash) decoy = undefined;
      throw err;
    });
    decoy = { parameters: current, hash };
  }
  return decoy.hash;
}
