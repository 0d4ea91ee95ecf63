import { DomainError } from '../domain-error.js';

/** How many password hashes run at once, and how many may wait; beyond that a request is refused. */
export interface HashGateLimits {
  concurrency: number;
  queueMax: number;
}

/**
 * A bound on password hashing for the whole process. Each scrypt hash takes ~128 MiB and a few hundred ms
 * of a core, so a flood of sign-ins must not become a flood of hashes: at most `concurrency` run, at most
 * `queueMax` wait, and the rest are answered 503 at once instead of waiting without bound (issue 11).
 * One per process because the resources it guards (cores, memory, libuv's pool) are the process's.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limits: HashGateLimits) {}

  configure(limits: HashGateLimits): void {
    this.limits = limits;
  }

  /** Runs `hash` when a slot is free; refuses with `unavailable` when the queue is full. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queueMax) {
        throw new DomainError('unavailable', 'The server is busy; please try again in a moment', undefined, { retryAfterSeconds: 2 });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await hash();
    } finally {
      // The slot passes straight to the next waiter, so `running` only falls when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Hashes running and waiting now (for tests and health). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** Two at a time keeps half of libuv's pool and ~256 MiB for hashing; 32 waiting is ~5 s of work. */
export const hashGate = new HashGate({ concurrency: 2, queueMax: 32 });
