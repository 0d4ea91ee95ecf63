import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Connection } from '../../db/connection.js';
import { platformSecret } from '../numbering/platform-secrets-repository.js';

/** Seconds of clock drift allowed either way: the step before and after the current one (RFC 6238, 5.2). */
const driftSeconds = 30;

/** The installation's key that seals authenticator secrets and hashes recovery codes (made by the migrations). */
export async function twoStepKey(db: Connection): Promise<Buffer> {
  const hex = await platformSecret(db, 'two_step_key');
  if (!hex || !/^[0-9a-f]{64}$/.test(hex)) throw new Error('platform_secrets holds no two_step_key of 64 hex digits: the migrations make it, so run them');
  return Buffer.from(hex, 'hex');
}

/** A new base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** What authenticator apps scan: `otpauth://totp/Issuer:account?secret=…&issuer=Issuer`. */
export const totpUri = (issuer: string, account: string, secret: string): string => generateURI({ issuer, label: account, secret });

/**
 * The time step `code` is right for at `nowMs` (the current one or either neighbour), if it is later than
 * `afterStep`; undefined otherwise. otplib compares in constant time.
 */
export async function totpStep(secret: string, code: string, nowMs: number, afterStep: number): Promise<number | undefined> {
  const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: driftSeconds, afterTimeStep: afterStep });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Seals a secret for the row of `userId` (AES-256-GCM; the user id is authenticated with it, so a row can't be moved). */
export function seal(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function unseal(key: Buffer, userId: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(Buffer.from(userId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

// No 0/o, 1/l/i: recovery codes are copied by hand from paper.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodesCount = 10;

/** A recovery code as it is shown: 12 characters (59 bits) in three groups, `xxxx-xxxx-xxxx`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** A recovery code as typed (any case, with or without dashes and spaces) hashed as stored. */
export function recoveryCodeHash(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code.toLowerCase().replace(/[\s-]/g, '')}`).digest('hex');
}

/** A 6-digit code of the app, as typed (spaces around it dropped); anything else is a recovery code. */
export const isAppCode = (code: string): boolean => /^\d{6}$/.test(code.trim());
