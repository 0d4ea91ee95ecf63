/** The IPv6 block a subscriber's line usually gets: one home or office holds its 256 /64s. */
export const subscriberPrefixBits = 56;

/**
 * The key a client address is counted under: an IPv4 address itself; an IPv6 address by its first
 * `prefixBits` bits (a /64 by default, the block one network usually gets), since counting each of its 2^64
 * addresses apart would cap nobody. Caps that a holder of a whole /56 could otherwise multiply by 256 count by
 * `subscriberPrefixBits`.
 */
export function addressKey(ip: string, prefixBits = 64): string {
  const address = ip.split('%')[0].toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const kept = groups.slice(0, Math.ceil(prefixBits / 16)).map((group) => parseInt(group, 16) || 0);
  // A prefix that ends inside a group keeps that group's high bits only.
  if (prefixBits % 16) kept[kept.length - 1] &= 0xffff << (16 - (prefixBits % 16));
  return `${kept.map((group) => group.toString(16)).join(':')}::/${prefixBits}`;
}
