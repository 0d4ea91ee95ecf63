import type { Connection } from '../../db/connection.js';
import type { Page } from '../../../src/core/funds.js';
import type { SavingsOverview, SavingsRecord, SavingsTransferBody } from '../../../src/core/savings-api.js';
import type { Idempotency, StoredResponse } from '../idempotency/idempotency.js';
import type { PageRequest } from '../paging.js';
import type { SavingsOptions } from './savings-terms.js';
import { listSavingsRecords, savingsOverview, transferIn, transferOut } from './savings-service.js';

/** What the savings screens need besides the request; one per app (the savings plugin's). */
export interface SavingsDeps {
  conn: Connection;
  /** The configured rate, daily counts and cut-off, in the platform's time zone. */
  options: SavingsOptions;
  clock: () => number;
}

/** A user's savings: the overview, transfers in and out, and the records. */
export class Savings {
  constructor(private readonly deps: SavingsDeps) {}

  overview(userId: string): Promise<SavingsOverview> {
    return savingsOverview(this.deps.conn, userId, this.deps.options, this.deps.clock());
  }

  transferIn(userId: string, body: SavingsTransferBody, once: Idempotency): Promise<StoredResponse<SavingsRecord>> {
    return transferIn(this.deps.conn, userId, body, once, this.deps.options, this.deps.clock());
  }

  transferOut(userId: string, body: SavingsTransferBody, once: Idempotency): Promise<StoredResponse<SavingsRecord>> {
    return transferOut(this.deps.conn, userId, body, once, this.deps.options, this.deps.clock());
  }

  records(userId: string, page: PageRequest): Promise<Page<SavingsRecord>> {
    return listSavingsRecords(this.deps.conn, userId, page);
  }
}
