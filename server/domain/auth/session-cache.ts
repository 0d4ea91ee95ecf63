/**
 * The sessions one process has seen, so a signed-in request on PostgreSQL needs no round trip to learn whose
 * token it holds. It stays exact because the database announces every session that ends (the
 * notify_ended_sessions migration) and `forget` drops it here; while those announcements can't be heard
 * (`listening` false) it remembers nothing, so every request asks the database.
 *
 * A read that raced an ending — asked the database before the end was announced, answered after — must not
 * put the ended session back: every announcement moves `epoch` on, and `remember` keeps an answer only if no
 * announcement came since its question (`epochBefore`).
 *
 * Sessions this process deletes are forgotten at once (`ended`), before the announcement; one deleted inside a
 * transaction is forgotten before its commit, and a read in that moment can put it back until the
 * announcement, which follows the commit, drops it again.
 */
export class SessionCache {
  /** The caches of this process's apps (tests run several), told at once of sessions this process ends. */
  private static readonly open = new Set<SessionCache>();

  /**
   * Sessions this process has just deleted: forgotten here without waiting for PostgreSQL's announcement,
   * which reaches this process's own listener only when its backend next gets a CPU.
   */
  static ended(tokenHashes: readonly string[]): void {
    for (const cache of SessionCache.open) for (const tokenHash of tokenHashes) cache.forget(tokenHash);
  }

  private readonly sessions = new Map<string, { userId: string; expiresAt: number }>();
  private listening = false;
  private current = 0;

  constructor(private readonly capacity: number) {
    SessionCache.open.add(this);
  }

  close(): void {
    SessionCache.open.delete(this);
    this.listen(false);
  }

  /** The user of a remembered session that has not expired at `nowMs`. */
  userId(tokenHash: string, nowMs: number): string | undefined {
    const session = this.sessions.get(tokenHash);
    return session && session.expiresAt > nowMs ? session.userId : undefined;
  }

  get epoch(): number {
    return this.current;
  }

  remember(tokenHash: string, userId: string, expiresAt: number, epochBefore: number): void {
    if (!this.listening || epochBefore !== this.current) return;
    if (!this.sessions.has(tokenHash) && this.sessions.size >= this.capacity) this.sessions.delete(this.sessions.keys().next().value as string);
    this.sessions.set(tokenHash, { userId, expiresAt });
  }

  forget(tokenHash: string): void {
    this.current++;
    this.sessions.delete(tokenHash);
  }

  /** Announcements could be heard (true) or not (false) from now on; either way what was heard before is past. */
  listen(listening: boolean): void {
    this.current++;
    this.listening = listening;
    this.sessions.clear();
  }

  forgetAll(): void {
    this.listen(this.listening);
  }
}
