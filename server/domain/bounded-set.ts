/**
 * A set that forgets its oldest member once it holds `capacity`: a per-process memo that must not grow with
 * every user the process ever sees. Forgetting only costs the one read the memo saved.
 */
export class BoundedSet<T> {
  private readonly members = new Set<T>();

  constructor(private readonly capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) throw new Error(`BoundedSet: capacity ${capacity} must be a positive integer`);
  }

  has(member: T): boolean {
    return this.members.has(member);
  }

  add(member: T): void {
    if (this.members.has(member)) return;
    if (this.members.size >= this.capacity) this.members.delete(this.members.values().next().value as T);
    this.members.add(member);
  }
}
