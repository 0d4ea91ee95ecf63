import pg from 'pg';
import { endWithin, heartbeat, heartbeatTimes, longLivedClient } from './postgres/heartbeat.js';

export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification's payload. */
  payload(text: string): void;
  /** Listening began, or stopped: notifications may have been missed, so whatever they keep fresh is stale. */
  gap(listening: boolean): void;
  error(err: unknown): void;
}

const retryMs = 1000;

/**
 * One connection of its own that LISTENs on `channel` (a pooled one would be handed to other work between
 * notifications). When it drops, the handlers hear of the gap at once, and it connects again every second.
 */
export function listen(connectionString: string, channel: string, handlers: ListenHandlers): Listening {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void start();
    }, retryMs);
    timer.unref();
  };

  const start = async () => {
    const c = new pg.Client({ connectionString, ...longLivedClient });
    client = c;
    let gone = false;
    const lost = (err?: unknown) => {
      if (gone) return;
      gone = true;
      handlers.gap(false);
      if (err && !closed) handlers.error(err);
      void endWithin(c);
      if (client === c) client = undefined;
      retry();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (message) => handlers.payload(message.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void endWithin(c);
      // A session that died silently would leave this process deaf to what it listens for (ended sessions) for hours.
      heartbeat(c, heartbeatTimes, (err) => lost(err));
      handlers.gap(true);
    } catch (err) {
      lost(err);
    }
  };

  void start();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      if (c) await endWithin(c);
    },
  };
}
