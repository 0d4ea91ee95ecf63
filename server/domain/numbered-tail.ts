/** Where a tail reads: a table whose rows the database numbers in the order they are written (transfers, messages). */
export interface NumberedRows<Row extends { id: number }> {
  /** The highest number written so far (0 for none). */
  latest(): Promise<number>;
  /** The rows of `userIds` numbered above `afterId`, oldest first, at most `limit`. */
  after(afterId: number, userIds: readonly string[], limit: number): Promise<Row[]>;
}

export interface NumberedTailOptions {
  /**
   * How many polls after a row is read a row numbered below it is still found. PostgreSQL numbers a row when it
   * is written but commits transactions in any order, so a number below the highest one read can still appear
   * until its transaction commits: each poll rereads from the highest number read this many polls before the
   * last. 0 where numbers appear in order (SQLite has one writer).
   */
  lookBackPolls: number;
  /** Rows one query reads at most. */
  pageRows: number;
  /** New rows one poll hands out at most, in pages of `pageRows`; a burst beyond them is read by the next polls. */
  pages: number;
}

/**
 * Follows the new rows of a set of users (the ledger's transfers, the inbox's messages), whoever wrote them:
 * this process, another server or the operator CLI. Each row is handed out once; what it remembers is bounded
 * by the look-back.
 */
export class NumberedTail<Row extends { id: number }> {
  private cursor: number | undefined;
  /** The cursor after each of the last `lookBackPolls` + 1 polls (the start first), oldest first: the first is where a poll reads from. */
  private readonly marks: number[] = [];
  /** The numbers read above the oldest mark, so a row read again is not news again. */
  private readonly seen = new Set<number>();

  constructor(
    private readonly rows: NumberedRows<Row>,
    private readonly options: NumberedTailOptions,
  ) {}

  /**
   * From now: the next poll hands out rows numbered after the newest one written so far. A row numbered below that
   * one whose transaction is still open now is not handed out: it predates the listener, whose first reads follow.
   */
  async start(): Promise<void> {
    this.cursor = await this.rows.latest();
    // The start is the first mark: a row numbered below a later one the first poll reads may commit after it.
    this.marks.length = 0;
    this.marks.push(this.cursor);
    this.seen.clear();
  }

  /** The rows of `userIds` that appeared since the last poll, oldest first (by number). */
  async poll(userIds: readonly string[]): Promise<Row[]> {
    if (this.cursor === undefined) throw new Error('NumberedTail: poll before start');
    const { lookBackPolls, pageRows, pages } = this.options;
    const found: Row[] = [];
    // Rows read again (the look-back's) don't count against the budget, or a steady flow past it would leave the
    // tail further behind at every poll; they are bounded by what the last polls handed out.
    for (let after = this.marks[0]; found.length < pages * pageRows; ) {
      const limit = Math.min(pageRows, pages * pageRows - found.length);
      const rows = await this.rows.after(after, userIds, limit);
      for (const row of rows) {
        if (this.seen.has(row.id)) continue;
        this.seen.add(row.id);
        found.push(row);
        this.cursor = Math.max(this.cursor, row.id);
      }
      if (rows.length < limit) break;
      after = rows[rows.length - 1].id;
    }
    this.marks.push(this.cursor);
    while (this.marks.length > lookBackPolls + 1) this.marks.shift();
    for (const id of this.seen) if (id <= this.marks[0]) this.seen.delete(id);
    return found;
  }
}
