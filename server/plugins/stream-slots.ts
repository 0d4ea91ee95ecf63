/**
 * Counts the live-price streams open per client address and in all, so that neither one address nor a
 * flood of them can hold every socket (and up to 256 KB of backlog each) of the server.
 */
export class StreamSlots {
  private readonly openByAddress = new Map<string, number>();
  private openTotal = 0;

  constructor(
    readonly maxPerAddress: number,
    readonly maxTotal: number,
  ) {}

  /** Takes a slot for `address`: the function that gives it back (once; later calls do nothing), or null when full. */
  take(address: string): (() => void) | null {
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

  /** Streams open now, from `address` or in all. */
  open(address?: string): number {
    return address === undefined ? this.openTotal : (this.openByAddress.get(address) ?? 0);
  }
}
