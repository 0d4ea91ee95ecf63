/**
 * The key a client address is counted under: an IPv4 address itself; an IPv6 address by its block, /64 unless
 * said otherwise (the block one subscriber usually gets), since counting each of its 2^64 addresses apart
 * would cap nobody. Password hashing shares by /56, the block many providers hand a household or a server.
 */
export function addressKey(ip: string, ipv6PrefixBits: 56 | 64 = 64): string {
  const address = ip.split('%')[0].toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const kept = groups.slice(0, 4).map((group) => parseInt(group, 16) || 0);
  // /56 keeps the high byte of the fourth group.
  if (ipv6PrefixBits === 56) kept[3] &= 0xff00;
  return `${kept.map((group) => group.toString(16)).join(':')}::/${ipv6PrefixBits}`;
}
