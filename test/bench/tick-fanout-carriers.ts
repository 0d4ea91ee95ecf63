// For bench:watchers: what carries a second's ticks from the one feed owner to every process of a fleet, measured
// with as many listening processes' connections as this machine can hold. PostgreSQL NOTIFY (today's carrier,
// server/market/tick-fanout.ts) holds one session per listener; Redis pub/sub one connection. Each carrier sends
// `messages` payloads of four ticks, `gapMs` apart, and reports the delay from publishing to each listener's
// arrival (p50 / p99 / max over every delivery).
import pg from 'pg';
import { Redis } from 'ioredis';

export interface CarrierFigures {
  carrier: string;
  listeners: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
}

const payload = (sentMs: number) => JSON.stringify({ sentMs, ticks: [['BTCUSDT', sentMs, 6_320_000, 1], ['ETHUSDT', sentMs, 245_000, 3], ['XAUUSD', sentMs, 265_000, 1], ['EURUSD', sentMs, 10_850, 20]] });

function figures(carrier: string, listeners: number, delays: number[]): CarrierFigures {
  delays.sort((a, b) => a - b);
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? NaN;
  return { carrier, listeners, deliveries: delays.length, p50: at(0.5), p99: at(0.99), max: delays.at(-1) ?? NaN };
}

async function sendAll(messages: number, gapMs: number, publish: (text: string) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < messages; i++) {
    await publish(payload(performance.timeOrigin + performance.now()));
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

export async function postgresNotify(url: string, listeners: number, messages: number, gapMs: number): Promise<CarrierFigures> {
  const channel = `fanout_bench_${process.pid}`;
  const delays: number[] = [];
  const clients = Array.from({ length: listeners }, () => new pg.Client({ connectionString: url }));
  const publisher = new pg.Client({ connectionString: url });
  try {
    await publisher.connect();
    for (const client of clients) {
      await client.connect();
      client.on('notification', (m) => delays.push(performance.timeOrigin + performance.now() - (JSON.parse(m.payload!) as { sentMs: number }).sentMs));
      await client.query(`listen ${channel}`);
    }
    await sendAll(messages, gapMs, (text) => publisher.query('select pg_notify($1, $2)', [channel, text]));
  } finally {
    await Promise.all([publisher, ...clients].map((c) => c.end().catch(() => undefined)));
  }
  return figures('PostgreSQL NOTIFY', listeners, delays);
}

export async function redisPubSub(url: string, listeners: number, messages: number, gapMs: number): Promise<CarrierFigures> {
  const channel = `fanout-bench-${process.pid}`;
  const delays: number[] = [];
  const subscribers = Array.from({ length: listeners }, () => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 }));
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await publisher.connect();
    for (const subscriber of subscribers) {
      await subscriber.connect();
      subscriber.on('message', (_channel: string, text: string) => delays.push(performance.timeOrigin + performance.now() - (JSON.parse(text) as { sentMs: number }).sentMs));
      await subscriber.subscribe(channel);
    }
    await sendAll(messages, gapMs, (text) => publisher.publish(channel, text));
  } finally {
    for (const r of [publisher, ...subscribers]) r.disconnect();
  }
  return figures('Redis pub/sub', listeners, delays);
}
