const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs checks with the same key one after another in this process: guesses sent in parallel would
 * otherwise all be judged before the wrong one that locks lands. With several API processes a burst can
 * get one extra guess per process, which the lock still bounds.
 */
export function oneAtATime<T>(key: string, check: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const next = previous.then(check, check);
  const settled = next.catch(() => undefined);
  inFlight.set(key, settled);
  void settled.then(() => {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  return next;
}
