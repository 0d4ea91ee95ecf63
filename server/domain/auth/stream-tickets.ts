import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Connection } from '../../db/connection.js';
import { platformSecret } from '../numbering/platform-secrets-repository.js';

/** How long a ticket opens streams: a reconnect after that counts as anonymous until the client fetches another. */
export const streamTicketLifetimeMs = 10 * 60_000;
const macBytes = 16;

/**
 * Short-lived tickets that let a browser's EventSource, which can't send an Authorization header, open the market
 * stream as a signed-in user (so it may use the slots kept for users). A ticket is `<user id>.<expiry seconds>`
 * and an HMAC of them, base64url: nothing is stored, and every process on one database checks it alike, as the
 * key is derived from the installation's secret.
 */
export class StreamTickets {
  constructor(private readonly key: Buffer) {}

  issue(userId: string, nowMs: number): { ticket: string; expiresAt: string } {
    const expiresMs = Math.floor((nowMs + streamTicketLifetimeMs) / 1000) * 1000;
    const claim = `${userId}.${expiresMs / 1000}`;
    return { ticket: `${Buffer.from(claim).toString('base64url')}.${this.mac(claim).toString('base64url')}`, expiresAt: new Date(expiresMs).toISOString() };
  }

  /** The user a ticket was issued to, while it is valid; undefined for an expired, forged or malformed one. */
  userOf(ticket: string, nowMs: number): string | undefined {
    const [claimPart, macPart, extra] = ticket.split('.');
    if (!claimPart || !macPart || extra !== undefined) return undefined;
    const claim = Buffer.from(claimPart, 'base64url').toString();
    const mac = Buffer.from(macPart, 'base64url');
    if (mac.length !== macBytes || !timingSafeEqual(mac, this.mac(claim))) return undefined;
    const [userId, expires] = claim.split('.');
    return Number(expires) * 1000 > nowMs ? userId : undefined;
  }

  private mac(claim: string): Buffer {
    return createHmac('sha256', this.key).update(claim).digest().subarray(0, macBytes);
  }
}

/** The tickets of this installation: keyed by an HMAC of its secret under a name of their own, so the key serves nothing else. */
export async function loadStreamTickets(db: Connection): Promise<StreamTickets> {
  const secret = await platformSecret(db, 'public_numbers_key');
  if (!secret) throw new Error('platform_secrets holds no public_numbers_key: the migrations make it, so run them');
  return new StreamTickets(createHmac('sha256', Buffer.from(secret, 'hex')).update('market stream tickets').digest());
}
