import { addressKey } from '../client-address.js';

/**
 * Counts the streams open per holder and in all, so that neither one holder nor a flood of them can hold every
 * socket (and up to 256 KB of backlog each) of the server. The holder is the client address for live prices (an
 * IPv6 client by its /64) and the user for account events (`keyOf` says how a holder is counted).
 */
export class StreamSlots {
  private readonly openByAddress = new Map<string, number>();
  private openTotal = 0;

  constructor(
    readonly maxPerAddress: number,
    readonly maxTotal: number,
    private readonly keyOf: (holder: string) => string = addressKey,
  ) {}

  /** Takes a slot for `ip` (or another holder): the function that gives it back (once; later calls do nothing), or null when full. */
  take(ip: string): (() => void) | null {
    const address = this.keyOf(ip);
    const mine = this.openByAddress.get(address) ?? 0;
    if (mine >= this.maxPerAddress || this.openTotal >= this.maxTotal) return null;
    this.openByAddress.set(address, mine + 1);
    this.openTotal++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.openTotal--;
      const left = (this.openByAddress.get(address) ?? 1) - 1;
      // An address with nothing open leaves no entry behind, so the map can't grow with every address ever seen.
      if (left === 0) this.openByAddress.delete(address);
      else this.openByAddress.set(address, left);
    };
  }

  /** Streams open now, from `ip`'s address (or /64; or of another holder) or in all. */
  open(ip?: string): number {
    return ip === undefined ? this.openTotal : (this.openByAddress.get(this.keyOf(ip)) ?? 0);
  }
}
