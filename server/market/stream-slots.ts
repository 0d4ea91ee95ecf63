import { addressKey, subscriberPrefixBits } from '../client-address.js';

/**
 * Counts the streams open per holder and in all, so that neither one holder nor a flood of them can hold every
 * socket (and up to 64 KB of backlog each) of the server. For live prices an anonymous holder is the client
 * address (an IPv6 client by its /56: one subscriber's 256 /64s are one holder), a signed-in one the user; the
 * last `reservedForUsers` slots of the total are for signed-in holders only, so that many addresses can't shut
 * every owner out. For account events the holder is the user (`keyOf` says how a holder is counted).
 */
export class StreamSlots {
  private readonly openByHolder = new Map<string, number>();
  private openTotal = 0;

  constructor(
    readonly maxPerAddress: number,
    readonly maxTotal: number,
    private readonly keyOf: (holder: string) => string = (ip) => addressKey(ip, subscriberPrefixBits),
    readonly reservedForUsers = 0,
  ) {}

  /**
   * Takes a slot for `ip` (or another holder), or for `userId` when the stream is a signed-in user's: the function
   * that gives it back (once; later calls do nothing), or null when full.
   */
  take(ip: string, userId?: string): (() => void) | null {
    const holder = userId === undefined ? this.keyOf(ip) : `user ${userId}`;
    const mine = this.openByHolder.get(holder) ?? 0;
    const total = userId === undefined ? this.maxTotal - this.reservedForUsers : this.maxTotal;
    if (mine >= this.maxPerAddress || this.openTotal >= total) return null;
    this.openByHolder.set(holder, mine + 1);
    this.openTotal++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.openTotal--;
      const left = (this.openByHolder.get(holder) ?? 1) - 1;
      // A holder with nothing open leaves no entry behind, so the map can't grow with every address ever seen.
      if (left === 0) this.openByHolder.delete(holder);
      else this.openByHolder.set(holder, left);
    };
  }

  /** Streams open now, from `ip`'s address (or prefix; or of another holder) or in all. */
  open(ip?: string): number {
    return ip === undefined ? this.openTotal : (this.openByHolder.get(this.keyOf(ip)) ?? 0);
  }
}
