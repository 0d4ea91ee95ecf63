import { DomainError } from '../domain-error.js';

/** How many password hashes run at once, and how many may wait in each lane; beyond that a request is refused. */
export interface HashGateLimits {
  concurrency: number;
  queueMax: number;
}

/**
 * Who a hash is for. `known`: a signed-in user, or a login from a device the account signed in on before;
 * `stranger`: everyone else (logins from new devices, registrations). Known hashes go first, so a flood
 * of strangers from many addresses can't keep the owners of accounts from signing in or withdrawing.
 */
export type HashLane = 'known' | 'stranger';

/**
 * A bound on password hashing for the whole process. Each scrypt hash takes ~128 MiB and a few hundred ms
 * of a core, so a flood of sign-ins must not become a flood of hashes: at most `concurrency` run, at most
 * `queueMax` wait in each lane, and the rest are answered 503 at once instead of waiting without bound
 * (docs/security.md, "Passwords and hashing"). One per process because the resources it guards (cores,
 * memory, libuv's pool) are the process's.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: Record<HashLane, (() => void)[]> = { known: [], stranger: [] };

  constructor(private limits: HashGateLimits) {}

  configure(limits: HashGateLimits): void {
    this.limits = limits;
  }

  /** Runs `hash` when a slot is free; refuses with `unavailable` when its lane's queue is full. */
  async run<T>(hash: () => Promise<T>, lane: HashLane): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      const queue = this.waiting[lane];
      if (queue.length >= this.limits.queueMax) {
        throw new DomainError('unavailable', 'The server is busy; please try again in a moment', undefined, { retryAfterSeconds: 2 });
      }
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await hash();
    } finally {
      // The slot passes straight to the next waiter, known lane first, so `running` only falls when nobody waits.
      const next = this.waiting.known.shift() ?? this.waiting.stranger.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Hashes running and waiting now, for tests. */
  get load(): { running: number; known: number; stranger: number } {
    return { running: this.running, known: this.waiting.known.length, stranger: this.waiting.stranger.length };
  }
}

/** Two at a time keeps half of libuv's pool and ~256 MiB for hashing; 32 waiting is ~5 s of work. */
export const hashGate = new HashGate({ concurrency: 2, queueMax: 32 });
