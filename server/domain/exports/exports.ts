import type { Connection } from '../../db/connection.js';
import type { ProductRow } from '../../market/products-repository.js';
import { exportPeriodRange } from '../../../src/core/export-period.js';
import type { Numbering } from '../numbering/public-numbers.js';
import { DomainError } from '../domain-error.js';
import { capitalRecordCsv, ordersCsv, type ExportRequest } from './csv-exports.js';

/** What the exports read: the app's connection and numbering, the products (for prices), the currency and zone. */
export interface ExportsDeps {
  conn: Connection;
  numbering: Numbering;
  products: () => Promise<ProductRow[]>;
  currency: string;
  /** The platform's zone: a period's calendar and the local times when the reader names none. */
  timeZone: string;
}

/** A user's capital record and orders of a month or a year, as CSV for their taxes and books, streamed. */
export class Exports {
  constructor(private readonly deps: ExportsDeps) {}

  /** `period`: `2026-12` or `2026` (src/core/export-period.ts); `timeZone`: the reader's, else the platform's. */
  capitalRecord(userId: string, period: string, timeZone?: string): AsyncGenerator<string> {
    return capitalRecordCsv(this.deps.conn, this.deps.numbering, this.request(userId, period, timeZone));
  }

  async orders(userId: string, period: string, timeZone?: string): Promise<AsyncGenerator<string>> {
    return ordersCsv(this.deps.conn, this.deps.numbering, await this.deps.products(), this.request(userId, period, timeZone));
  }

  private request(userId: string, period: string, timeZone = this.deps.timeZone): ExportRequest {
    const range = exportPeriodRange(period, timeZone);
    if (!range) throw new DomainError('validation_failed', 'The period is a month (2026-12) or a year (2026)', { period: 'invalid' });
    return { userId, ...range, timeZone, currency: this.deps.currency };
  }
}
