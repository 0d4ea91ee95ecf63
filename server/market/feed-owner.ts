import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { feedLockKeys } from './shared-names.js';
import { endWithin, heartbeat, heartbeatTimes, longLivedClient } from '../db/postgres/heartbeat.js';

export interface FeedOwnerOptions {
  databaseUrl: string;
  schema: string;
  /** Runs the feed here: called once the lock is held. */
  onAcquired(): Promise<void>;
  /** Stops it: called when the lock's session ends (or at `stop`), before another process may take it. */
  onLost(): Promise<void>;
  log: { info(message: string): void; error(payload: { err: unknown }, message: string): void };
  /** How often a process without the lock tries again. */
  retryMs?: number;
  /**
   * How long a process that took the lock waits before it runs the feed: long enough for a previous owner whose
   * session died without its knowing to find out by its heartbeat and stop its own.
   */
  takeoverGraceMs?: number;
}

/**
 * A previous owner's heartbeat finds its dead session within `everyMs + withinMs`; half a second more for its stop
 * (config.ts's FEED_TAKEOVER_GRACE_MS default is this).
 */
export const defaultTakeoverGraceMs = heartbeatTimes.everyMs + heartbeatTimes.withinMs + 500;

/**
 * Which of the processes on one PostgreSQL schema runs the price feed: the one holding a session advisory
 * lock, on a connection of its own (never the pool's, whose sessions come and go). The others try again every
 * `retryMs`; when the owner dies its session ends, the lock goes with it, and the next try takes it over.
 */
export class FeedOwner {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private owning = false;
  private stopped = false;
  /** The attempt or hand-over in progress: `stop` waits for it. */
  private busy: Promise<void> = Promise.resolve();

  constructor(private readonly options: FeedOwnerOptions) {}

  private get retryMs(): number {
    return this.options.retryMs ?? 1_500;
  }

  start(): void {
    this.attempt();
  }

  /** Stops the feed if this process runs it, then releases the lock by ending the session. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.busy;
    // The lock is let go whatever becomes of the feed's last store (the database may be what is failing).
    await this.lose().catch((err: unknown) => this.options.log.error({ err }, 'feed lock: stopping the feed did not store its last ticks'));
    const client = this.client;
    this.client = undefined;
    if (client) await endWithin(client);
  }

  private attempt(): void {
    clearTimeout(this.timer);
    this.busy = this.tryOnce().catch((err: unknown) => this.options.log.error({ err }, 'feed lock: trying failed; trying again'));
    void this.busy.then(() => {
      if (!this.stopped && !this.owning) this.timer = setTimeout(() => this.attempt(), this.retryMs);
    });
  }

  private async tryOnce(): Promise<void> {
    if (this.stopped) return;
    const client = this.client ?? (await this.connect());
    const [classId, objId] = feedLockKeys(this.options.schema);
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [classId, objId]);
    if (!rows[0]?.locked || this.stopped) return;
    // Two feeds at once would store two price series and price orders on either.
    await sleep(this.options.takeoverGraceMs ?? defaultTakeoverGraceMs);
    // The session may have ended meanwhile (the lock with it), or the process begun to stop.
    if (this.stopped || this.client !== client) return;
    this.owning = true;
    this.options.log.info('feed lock taken: this process runs the price feed');
    try {
      await this.options.onAcquired();
    } catch (err) {
      // A lock without a running feed would keep every process without prices: let it go, and try again later.
      void endWithin(client);
      throw err;
    }
  }

  private async connect(): Promise<pg.Client> {
    // Keep-alive and a heartbeat, so a session that died without a word (a cut cable, a failover) ends here too. The name
    // tells an operator (pg_stat_activity joined to pg_locks) which process runs the feed.
    const client = new pg.Client({ connectionString: this.options.databaseUrl, ...longLivedClient, application_name: `uptick feed lock, pid ${process.pid}` });
    const ended = () => {
      if (this.client !== client) return;
      this.client = undefined;
      // The lock went with the session: stop the feed at once (another process may take it in a second), then try again.
      this.busy = this.busy
        .then(() => this.lose())
        // The database may be what went away: the feed stopped all the same, its unstored ticks wait in memory.
        .catch((err: unknown) => this.options.log.error({ err }, 'feed lock: stopping the feed did not store its last ticks'))
        .finally(() => {
          clearTimeout(this.timer);
          if (!this.stopped) this.timer = setTimeout(() => this.attempt(), this.retryMs);
        });
    };
    client.on('error', (err) => {
      this.options.log.error({ err }, 'feed lock: its connection failed');
      ended();
      void endWithin(client);
    });
    client.on('end', ended);
    await client.connect();
    this.client = client;
    heartbeat(client, heartbeatTimes, (err) => this.options.log.error({ err }, 'feed lock: its connection stopped answering; the feed stops'));
    if (this.stopped) throw new Error('feed lock: stopped while connecting');
    return client;
  }

  private async lose(): Promise<void> {
    if (!this.owning) return;
    this.owning = false;
    this.options.log.info('feed lock released: this process stops its price feed');
    await this.options.onLost();
  }
}
