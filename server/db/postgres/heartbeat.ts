import type pg from 'pg';

/**
 * Socket options for the connections of ours that live long (the feed lock, the listeners). The kernel's default
 * keep-alive waits two hours before its first probe; the heartbeat below finds a silent death in seconds, and
 * this finds one on an otherwise idle pooled connection within a minute.
 */
export const longLivedSocket = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as const;

/**
 * A long-lived client's options: `longLivedSocket`, and a limit on connecting (node-postgres waits forever by
 * default; to an address a failover left black-holed, the kernel's SYN retries take about two minutes).
 */
export const longLivedClient = { ...longLivedSocket, connectionTimeoutMillis: 5_000 } as const;

/**
 * Ends the client's session, or, when the server doesn't answer the goodbye within `withinMs` (frozen, or gone
 * behind a connection still open on our side), drops the connection. Never rejects.
 */
export async function endWithin(client: pg.Client, withinMs = 1_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), withinMs)));
  const ended = client.end().then(() => 'ended' as const, () => 'ended' as const);
  if ((await Promise.race([ended, late])) === 'late') dropConnection(client);
  clearTimeout(timer);
}

/**
 * Closes the client's socket at once. `end()` asks the server first and waits for an answer that a frozen or
 * vanished server never gives; node-postgres has no other way to let go of such a connection.
 */
export function dropConnection(client: pg.Client | pg.PoolClient): void {
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

export interface HeartbeatTimes {
  /** How often the connection is asked. */
  everyMs: number;
  /** How long an answer may take before the connection counts as dead. */
  withinMs: number;
}

/** The feed lock's and the listeners': a dead session found, and acted on, within 1.5 s. */
export const heartbeatTimes: HeartbeatTimes = { everyMs: 500, withinMs: 1_000 };

/**
 * Asks `client` a trivial question every `everyMs`; with no answer within `withinMs` it destroys the socket, so
 * the client ends and its owner's `end` handler does what it does when a connection drops. A connection can die on
 * the database's side and stay open on ours (a failover, a one-sided network drop, a proxy that keeps its client
 * side up): nothing arrives, nothing fails, and a listener hears nothing or a lock holder goes on believing it
 * holds the lock, until the kernel's keep-alive gives up hours later. Stops when the client ends.
 */
export function heartbeat(client: pg.Client, times: HeartbeatTimes, onDead: (error: Error) => void): void {
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    // Timers run before the event loop reads its sockets: after a stall (a GC pause, a busy host) this fires with
    // the answer already waiting. The verdict waits one turn, past the read, so only a missing answer counts.
    const late = setTimeout(
      () =>
        setImmediate(() => {
          if (!asking) return;
          clearInterval(timer);
          onDead(new Error(`the database did not answer a heartbeat within ${times.withinMs} ms`));
          dropConnection(client);
        }),
      times.withinMs,
    );
    client
      .query('select 1')
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(late);
        asking = false;
      });
  }, times.everyMs);
  timer.unref();
  client.once('end', () => clearInterval(timer));
}
