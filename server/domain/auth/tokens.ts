import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. Only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
