import { DomainError } from './domain-error.js';

/** Distinct keys with a check running or waiting in one app; a flood past it is refused, not remembered. */
const keysMax = 10_000;

/**
 * Runs checks with the same key one after another in this app: guesses sent in parallel would otherwise
 * all be judged before the wrong one that locks lands. With several API processes a burst can get one
 * extra guess per process, which the lock still bounds. A key is forgotten once its last check settles.
 */
export class OneAtATime {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, check: () => Promise<T>): Promise<T> {
    const previous = this.inFlight.get(key);
    if (!previous && this.inFlight.size >= keysMax) {
      return Promise.reject(new DomainError('unavailable', 'The server is busy; please try again in a moment', undefined, { retryAfterSeconds: 2 }));
    }
    const next = (previous ?? Promise.resolve()).then(check, check);
    const settled = next.catch(() => undefined);
    this.inFlight.set(key, settled);
    void settled.then(() => {
      if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
    });
    return next;
  }
}
