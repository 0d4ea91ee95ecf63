import { DomainError } from '../domain-error.js';

interface Lane {
  /** Uploads that wait for the one reading, in order. */
  waiting: (() => void)[];
}

/** Accounts with an upload in this process at once; a flood past it is refused, not remembered. */
const lanesMax = 10_000;

/**
 * One upload read at a time per account in this process: a second waits its turn (the app sends an ID's two sides
 * one after the other, or at once), a third is refused at once (429). An account can then hold at most one share of
 * the shared upload budget, however many uploads it opens; a waiting one holds none, and its body stays unread.
 */
export class UploadLanes {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly waitingMax = 1) {}

  /** Resolves when it is this upload's turn, with the function that ends its turn; 429 when too many wait already. */
  async enter(key: string): Promise<() => void> {
    const lane = this.lanes.get(key);
    if (!lane) {
      if (this.lanes.size >= lanesMax) throw new DomainError('unavailable', 'Too many uploads at once; try again shortly', undefined, { retryAfterSeconds: 5 });
      this.lanes.set(key, { waiting: [] });
      return this.leaver(key);
    }
    if (lane.waiting.length >= this.waitingMax) {
      throw new DomainError('rate_limited', 'One upload at a time: wait until the one in progress has finished', undefined, { retryAfterSeconds: 1 });
    }
    await new Promise<void>((resolve) => lane.waiting.push(resolve));
    return this.leaver(key);
  }

  /** Uploads of `key` reading or waiting (for tests). */
  inFlight(key: string): number {
    const lane = this.lanes.get(key);
    return lane ? 1 + lane.waiting.length : 0;
  }

  private leaver(key: string): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const lane = this.lanes.get(key)!;
      const next = lane.waiting.shift();
      if (next) next();
      else this.lanes.delete(key);
    };
  }
}
