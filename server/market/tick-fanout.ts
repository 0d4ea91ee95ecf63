import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Tick } from './tick.js';
import { tickChannel } from './shared-names.js';
import { endWithin, heartbeat, heartbeatTimes, longLivedClient } from '../db/postgres/heartbeat.js';

/** A tick on the wire: symbol, time, price, volume. */
type WireTick = [string, number, number, number];

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a batch of ticks is sent in parts below it. */
const payloadMaxChars = 7_000;

export interface TickFanoutOptions {
  databaseUrl: string;
  schema: string;
  /** The feed's pool, for NOTIFY (a statement like any other). */
  db: Db;
  /** Ticks another process stored. */
  onTicks(ticks: Tick[]): void;
  log: { error(payload: { err: unknown }, message: string): void };
}

/**
 * Stored ticks to every process on one PostgreSQL schema: the feed's owner `publish`es each batch it stored
 * (NOTIFY), and every process LISTENs on a connection of its own and hands them to its market hub. Notifications
 * are delivered in commit order, once per listening session; one missed while a listener reconnects is not
 * replayed, which the next second's tick makes good.
 */
export class TickFanout {
  private readonly channel: string;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: TickFanoutOptions) {
    this.channel = tickChannel(options.schema);
  }

  /**
   * Starts listening; resolves once LISTEN holds, so no tick stored after it is missed. A connection that fails,
   * now or later, is replaced every second until one holds: the database may be away for a while.
   */
  async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, ...longLivedClient });
    let gone = false;
    const lost = (err?: unknown) => {
      if (gone) return;
      gone = true;
      if (this.client === client) this.client = undefined;
      if (err && !this.stopped) this.options.log.error({ err }, 'tick fan-out: the listening connection failed; reconnecting in a second');
      void endWithin(client);
      this.listenAgain();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        this.options.onTicks((JSON.parse(message.payload) as WireTick[]).map(([symbol, timeMs, price, volume]) => ({ symbol, timeMs, price, volume })));
      } catch (err) {
        this.options.log.error({ err }, 'tick fan-out: a notification could not be read');
      }
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      // A listener whose session died silently would hear nothing more and say nothing: prices here would go stale.
      heartbeat(client, heartbeatTimes, (err) => lost(err));
    } catch (err) {
      lost(err);
      throw err;
    }
  }

  private listenAgain(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      // A failure is `lost`'s to report and retry.
      this.listen().catch(() => undefined);
    }, 1_000);
    this.retry.unref();
  }

  /** Sends stored ticks to every listening process (this one too: its hub drops what it holds). */
  async publish(ticks: readonly Tick[]): Promise<void> {
    let part: string[] = [];
    let size = 2;
    const send = async () => {
      if (part.length > 0) await sql`select pg_notify(${this.channel}, ${`[${part.join(',')}]`})`.execute(this.options.db);
      part = [];
      size = 2;
    };
    for (const t of ticks) {
      const wire = JSON.stringify([t.symbol, t.timeMs, t.price, t.volume] satisfies WireTick);
      if (size + wire.length + 1 > payloadMaxChars) await send();
      part.push(wire);
      size += wire.length + 1;
    }
    await send();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) await endWithin(client);
  }
}
