import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';
import { DatabaseUnavailableError, unavailableRetryAfterSeconds } from '../../db/unavailable.js';

/** When a client asks again while the database is down: what every other 503 of the API says. */
export const healthRetryAfterSeconds = unavailableRetryAfterSeconds;

/** Health must answer at once even when the database does not: a load balancer's check has a short timeout. */
const answerWithinMs = 800;

/** A fault in words safe for a public endpoint: its code (ECONNREFUSED, 57P01), never a message naming hosts. */
function whyNot(err: unknown): string {
  const { code, cause } = (err ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const named = typeof code === 'string' ? code : typeof cause?.code === 'string' ? cause.code : undefined;
  return named ? `unavailable (${named})` : err instanceof DatabaseUnavailableError ? 'unavailable' : 'failing';
}

/**
 * Whether the database answers a trivial query within `answerWithinMs`, and if not, why. One probe runs at a
 * time however many ask: against a frozen database, checks every second would otherwise queue a connection
 * request each, on top of the requests already waiting.
 */
export class DatabaseProbe {
  private running: Promise<string | undefined> | undefined;

  constructor(private readonly conn: Connection) {}

  /** Undefined when the database answers; otherwise what went wrong, for an operator. */
  async problem(): Promise<string | undefined> {
    this.running ??= sql`select 1`
      .execute(this.conn.kysely)
      .then(() => undefined, whyNot)
      .finally(() => (this.running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${answerWithinMs} ms`), answerWithinMs);
    });
    try {
      return await Promise.race([this.running, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
