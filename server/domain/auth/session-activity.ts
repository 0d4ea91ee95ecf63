import { hashToken } from './tokens.js';

/** How stale a session's "last seen" may be: one write per session in this many ms, whatever it asks. */
export const lastSeenEveryMs = 5 * 60 * 1000;

/**
 * Keeps each session's "last seen" (the security screen's) to within `everyMs` without a write per request: this
 * process remembers when it last wrote each token's, and writes again only after `everyMs`. Bounded: past
 * `capacity` tokens the oldest is forgotten (its next request writes once more). A write that fails is the
 * caller's to log; the request it came with goes on.
 */
export class SessionActivity {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly write: (tokenHash: string, nowMs: number) => Promise<void>,
    private readonly everyMs = lastSeenEveryMs,
    private readonly capacity = 50_000,
  ) {}

  seen(token: string, nowMs: number): Promise<void> | undefined {
    const last = this.written.get(token);
    if (last !== undefined && nowMs - last < this.everyMs) return undefined;
    if (last === undefined && this.written.size >= this.capacity) this.written.delete(this.written.keys().next().value as string);
    this.written.set(token, nowMs);
    return this.write(hashToken(token), nowMs);
  }
}
