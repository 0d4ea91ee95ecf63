import { addressKey } from '../../client-address.js';

/**
 * A client address as the owner sees it on the security screen and keeps it in the database: an IPv4 address
 * without its last byte (`203.0.113.*`), an IPv6 one by its /48 (`2001:db8:85a3::*`). Enough to tell "my
 * home" from "another country" at a glance; too little to find a household.
 */
export function maskedAddress(ip: string): string {
  const key = addressKey(ip, 48);
  if (!key.includes(':')) return key.replace(/\.\d+$/, '.*');
  return `${key.slice(0, -'::/48'.length)}::*`;
}
