import type { ErrorCode } from '../../src/core/errors.js';

/** An expected failure with a code of the API contract; the error handler turns it into a response. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra values the client may show, e.g. seconds until a lock ends. */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
