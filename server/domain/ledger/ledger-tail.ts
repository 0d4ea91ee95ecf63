import type { Connection } from '../../db/connection.js';
import { latestTransferId, transfersOfUsersAfter, type TailedTransfer } from './transfer-tail-repository.js';

export interface LedgerTailOptions {
  /**
   * How many polls back each poll reads again. PostgreSQL numbers a transfer when it is written but commits
   * transactions in any order, so a number below the highest one read can still appear until its transaction
   * commits; a poll rereads from the highest number read this many polls ago. 0 where numbers appear in order
   * (SQLite has one writer).
   */
  lookBackPolls: number;
  /** Rows one query reads at most. */
  pageRows: number;
  /** Queries one poll makes at most; a burst beyond them is read by the next polls. */
  pages: number;
}

/**
 * Follows the ledger's new transfers of a set of users, whoever wrote them: this process, another server or
 * the operator CLI. Each transfer is handed out once; what it remembers is bounded by the look-back.
 */
export class LedgerTail {
  private cursor: number | undefined;
  /** The cursor after each of the last `lookBackPolls` polls, oldest first: the first is where a poll reads from. */
  private readonly marks: number[] = [];
  /** The numbers read above the oldest mark, so a transfer read again is not news again. */
  private readonly seen = new Set<number>();

  constructor(
    private readonly db: Connection,
    private readonly options: LedgerTailOptions,
  ) {}

  /** From now: the next poll hands out transfers numbered after the newest one written so far. */
  async start(): Promise<void> {
    this.cursor = await latestTransferId(this.db);
    this.marks.length = 0;
    this.seen.clear();
  }

  /** The transfers of `userIds` that appeared since the last poll, oldest first (by number). */
  async poll(userIds: readonly string[]): Promise<TailedTransfer[]> {
    if (this.cursor === undefined) throw new Error('LedgerTail: poll before start');
    const { lookBackPolls, pageRows, pages } = this.options;
    const found: TailedTransfer[] = [];
    let after = this.marks[0] ?? this.cursor;
    for (let page = 0; page < pages; page++) {
      const rows = await transfersOfUsersAfter(this.db, after, userIds, pageRows);
      for (const row of rows) {
        if (this.seen.has(row.id)) continue;
        this.seen.add(row.id);
        found.push(row);
        this.cursor = Math.max(this.cursor, row.id);
      }
      if (rows.length < pageRows) break;
      after = rows[rows.length - 1].id;
    }
    this.marks.push(this.cursor);
    if (this.marks.length > lookBackPolls) this.marks.shift();
    const floor = this.marks[0] ?? this.cursor;
    for (const id of this.seen) if (id <= floor) this.seen.delete(id);
    return found;
  }
}
