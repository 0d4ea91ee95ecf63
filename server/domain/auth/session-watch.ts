import type { Connection } from '../../db/connection.js';
import { liveSessions } from './sessions-repository.js';

/**
 * Open streams by the session each was opened with, so that a stream ends soon after its session does — signed
 * out, signed out by another session, ended by a reset, an operator or its expiry, in this process or any other.
 * While any stream is open, every `everyMs` one read asks which of their sessions are still live (`live`, in
 * batches of `batchSize`), and the streams of those gone are ended. A read that fails is logged and tried again
 * at the next turn.
 */
/** A watch over the sessions of `reads`' database as the clock says now: what the account stream's route keeps. */
export function watchSessions(reads: Connection, clock: () => number, options: { everyMs: number; onError: (err: unknown) => void }): SessionWatch {
  return new SessionWatch({ live: (tokenHashes) => liveSessions(reads, tokenHashes, clock()), ...options });
}

export class SessionWatch {
  private readonly streams = new Map<string, Set<() => void>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private checking = false;

  constructor(
    private readonly options: {
      /** The token hashes among `tokenHashes` whose sessions are live now. */
      live: (tokenHashes: string[]) => Promise<Set<string>>;
      everyMs: number;
      onError: (err: unknown) => void;
      batchSize?: number;
    },
  ) {}

  /** Ends `end`'s stream once the session with `tokenHash` is gone; the returned function forgets it (the stream is over). */
  watch(tokenHash: string, end: () => void): () => void {
    let ends = this.streams.get(tokenHash);
    if (!ends) this.streams.set(tokenHash, (ends = new Set()));
    ends.add(end);
    this.timer ??= setInterval(() => void this.check(), this.options.everyMs);
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.streams.get(tokenHash) === ends) this.streams.delete(tokenHash);
      if (this.streams.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async check(): Promise<void> {
    // A slow database: the next turn waits for this one rather than piling up reads.
    if (this.checking) return;
    this.checking = true;
    try {
      const hashes = [...this.streams.keys()];
      const batchSize = this.options.batchSize ?? 500;
      for (let from = 0; from < hashes.length; from += batchSize) {
        const batch = hashes.slice(from, from + batchSize);
        const live = await this.options.live(batch);
        for (const hash of batch) if (!live.has(hash)) for (const end of this.streams.get(hash) ?? []) end();
      }
    } catch (err) {
      this.options.onError(err);
    } finally {
      this.checking = false;
    }
  }
}
