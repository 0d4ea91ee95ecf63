/**
 * Bytes that uploads in flight may hold at once, across every user (UPLOAD_BUDGET_BYTES): each upload
 * reserves what it may still send before reading a byte, and gives it back when done, so no number of
 * clients can make the server hold more than this on its disk or in its buffers.
 */
export class ByteBudget {
  private used = 0;

  constructor(readonly capacity: number) {}

  /** A release function, or undefined when `bytes` more would pass the budget. */
  reserve(bytes: number): (() => void) | undefined {
    if (this.used + bytes > this.capacity) return undefined;
    this.used += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= bytes;
    };
  }

  get inUse(): number {
    return this.used;
  }
}
