/** What one holder (a client address) may have of the budget at once. */
export interface HolderShare {
  /** Bytes of the budget. */
  bytes: number;
  /** Reservations (uploads in flight). */
  count: number;
}

/** A reservation, or why there was none: the budget is full, or the holder has its share already. */
export type Reservation = { release: () => void } | { refused: 'budget' | 'holder' };

/**
 * Bytes that uploads in flight may hold at once, across every user (UPLOAD_BUDGET_BYTES): each upload
 * reserves what it may still send before reading a byte, and gives it back when done, so no number of
 * clients can make the server hold more than this on its disk or in its buffers. One holder (a client address)
 * holds at most its `share`, so that uploads trickled from one place leave the rest of the budget to everyone else.
 */
export class ByteBudget {
  private used = 0;
  private readonly holders = new Map<string, HolderShare>();

  constructor(
    readonly capacity: number,
    readonly share: HolderShare = { bytes: Number.POSITIVE_INFINITY, count: Number.POSITIVE_INFINITY },
  ) {}

  /** `bytes` for `holder`, unless they would pass the budget or the holder's share. */
  reserve(bytes: number, holder = ''): Reservation {
    const held = this.holders.get(holder) ?? { bytes: 0, count: 0 };
    if (held.count + 1 > this.share.count || held.bytes + bytes > this.share.bytes) return { refused: 'holder' };
    if (this.used + bytes > this.capacity) return { refused: 'budget' };
    this.used += bytes;
    this.holders.set(holder, { bytes: held.bytes + bytes, count: held.count + 1 });
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.used -= bytes;
        const now = this.holders.get(holder)!;
        if (now.count === 1) this.holders.delete(holder);
        else this.holders.set(holder, { bytes: now.bytes - bytes, count: now.count - 1 });
      },
    };
  }

  get inUse(): number {
    return this.used;
  }

  /** Bytes and uploads `holder` has in flight (for tests). */
  heldBy(holder: string): HolderShare {
    return this.holders.get(holder) ?? { bytes: 0, count: 0 };
  }
}
