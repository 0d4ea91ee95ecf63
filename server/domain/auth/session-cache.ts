/**
 * The sessions one process has seen, so a signed-in request on PostgreSQL needs no round trip to learn whose
 * token it holds. It stays exact because the database announces every session that ends (the
 * notify_ended_sessions migration) and `forget` drops it here; while those announcements can't be heard
 * (`listening` false) it remembers nothing, so every request asks the database.
 *
 * A read that raced an ending — asked the database before the end was announced, answered after — must not
 * put the ended session back: every announcement moves `epoch` on, and `remember` keeps an answer only if no
 * announcement came since its question (`epochBefore`).
 */
export class SessionCache {
  private readonly sessions = new Map<string, { userId: string; expiresAt: number }>();
  private listening = false;
  private current = 0;

  constructor(private readonly capacity: number) {}

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
