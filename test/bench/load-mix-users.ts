// The simulated users of `bench:load-mix`, in a process of their own (on a 2-core machine the load must not
// share the server's event loop). Each user keeps a price stream open and, with a think time between
// actions, places orders, reads, moves money into and out of savings and deposits. Reads its plan as JSON
// from argv, prints per-route figures as JSON on stdout.
import { setTimeout as sleep } from 'node:timers/promises';

interface Plan {
  /** Per user: the process its requests go to, and the one serving its price stream and orders. */
  users: { token: string; base: string; feedBase: string }[];
  durationSeconds: number;
  thinkMs: number;
}

const plan = JSON.parse(process.argv[2]) as Plan;
const endAt = Date.now() + plan.durationSeconds * 1000;

interface RouteFigures {
  latencies: number[];
  ok: number;
  /** A rule's refusal (4xx): counted, not an error of the server. */
  refused: number;
  errors: number;
  firstError?: string;
}

const routes = new Map<string, RouteFigures>();
let requestNumber = 0;

async function timed(route: string, url: string, token: string, init: { method?: string; body?: unknown; key?: boolean } = {}): Promise<number> {
  const figures = routes.get(route) ?? { latencies: [], ok: 0, refused: 0, errors: 0 };
  routes.set(route, figures);
  const started = performance.now();
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.key) headers['idempotency-key'] = `mix-${process.pid}-${requestNumber++}`;
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const text = await res.text();
    figures.latencies.push(performance.now() - started);
    if (res.status < 400) figures.ok++;
    else if (res.status < 500) figures.refused++;
    else figures.errors++;
    if (res.status >= 400 && !figures.firstError) figures.firstError = `${res.status} ${text.slice(0, 200)}`;
    return res.status;
  } catch (error) {
    figures.errors++;
    figures.firstError ??= String(error);
    return 0;
  }
}

let ticks = 0;
let streamsOpen = 0;
let streamFailures = 0;
const streamAbort = new AbortController();

/** A price stream held open for the whole run, its events counted. */
async function priceStream(feedBase: string, token: string): Promise<void> {
  let opened = false;
  try {
    const res = await fetch(`${feedBase}/api/market/stream?symbols=BTCUSDT`, { headers: { authorization: `Bearer ${token}` }, signal: streamAbort.signal });
    if (!res.ok || !res.body) {
      streamFailures++;
      return;
    }
    streamsOpen++;
    opened = true;
    const decoder = new TextDecoder();
    for await (const chunk of res.body) ticks += (decoder.decode(chunk as Uint8Array).match(/^event: tick/gm) ?? []).length;
    streamsOpen--;
  } catch {
    if (streamAbort.signal.aborted) return;
    if (opened) streamsOpen--;
    streamFailures++;
  }
}

/** One user's actions until the end, each after a think time. */
async function user({ token, base, feedBase }: Plan['users'][number]): Promise<void> {
  let inSavings = 0;
  await sleep(Math.random() * plan.thinkMs);
  while (Date.now() < endAt) {
    const roll = Math.random();
    if (roll < 0.3) {
      const body = { symbol: 'BTCUSDT', direction: Math.random() < 0.5 ? 'up' : 'down', amount: '10.00', period: 30 };
      await timed('POST /api/orders', `${feedBase}/api/orders`, token, { method: 'POST', body, key: true });
    } else if (roll < 0.45) await timed('GET /api/me', `${base}/api/me`, token);
    else if (roll < 0.55) await timed('GET /api/orders', `${base}/api/orders?status=open&limit=20`, token);
    else if (roll < 0.65) await timed('GET /api/products', `${base}/api/products`, token);
    else if (roll < 0.75) await timed('GET /api/savings', `${base}/api/savings`, token);
    else if (roll < 0.85) {
      if ((await timed('POST /api/savings/transfer-in', `${base}/api/savings/transfer-in`, token, { method: 'POST', body: { amount: '5.00' }, key: true })) === 201) inSavings++;
    } else if (roll < 0.9 && inSavings > 0) {
      if ((await timed('POST /api/savings/transfer-out', `${base}/api/savings/transfer-out`, token, { method: 'POST', body: { amount: '5.00' }, key: true })) === 201) inSavings--;
    } else if (roll < 0.95) await timed('POST /api/deposits', `${base}/api/deposits`, token, { method: 'POST', body: { amount: '100.00', method: 'bank_transfer' }, key: true });
    else await timed('GET /api/capital-record', `${base}/api/capital-record?limit=20`, token);
    await sleep(plan.thinkMs * (0.5 + Math.random()));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
}

const streams = plan.users.map((u) => priceStream(u.feedBase, u.token));
await Promise.all(plan.users.map(user));
const openAtEnd = streamsOpen;
streamAbort.abort();
await Promise.all(streams);
const figures = [...routes].map(([route, f]) => {
  const sorted = f.latencies.sort((a, b) => a - b);
  return { route, count: f.ok + f.refused + f.errors, ok: f.ok, refused: f.refused, errors: f.errors, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), firstError: f.firstError };
});
process.stdout.write(JSON.stringify({ routes: figures, streamsOpen: openAtEnd, streamFailures, ticks }));
