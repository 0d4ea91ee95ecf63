/**
 * The database could not be reached, dropped the connection, or did not answer in time: nothing a client did,
 * and nothing a retry right now would fix. The error handler answers `unavailable` (503) with `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  /** The database did not answer in time, rather than refusing or dropping the connection: asking again waits again. */
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const unavailableRetryAfterSeconds = 2;

/**
 * PostgreSQL's answers that mean the server, not the statement, is the trouble: shutting down or starting up
 * (57P01–57P03), the session killed by an operator, too many connections (53300), connection exceptions (08…).
 */
const serverGoneCodes = /^(57P0[1-3]|53300|08\d{3})$/;
/** The socket's own failures, as Node names them. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres says these in words only: a dropped socket, a pool that waited too long, a client it has given up on. */
const driverMessages = /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Connection refused/i;

export function isConnectionFault(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (serverGoneCodes.test(code) || socketCodes.has(code))) return true;
  return typeof message === 'string' && driverMessages.test(message);
}

/** `error` as the domain should see it: a connection fault becomes one `DatabaseUnavailableError`, anything else stays. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionFault(error)) return error;
  return new DatabaseUnavailableError(`The database is unavailable: ${(error as Error).message}`, { cause: error });
}
