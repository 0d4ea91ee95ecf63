// The load generator of `npm run bench:watchers` (forked by watchers.bench.ts, one per share of the streams): raw
// sockets from many loopback addresses, each holding one live-price stream and reading it as a phone would.
// Told by its parent when to count, it reports each tick's delay (the tick's own time to its arrival here) and,
// per stream, how many of the window's ticks arrived. It exits by itself after `maxSeconds`.
import net from 'node:net';

interface Plan {
  ports: number[];
  count: number;
  /** The first source address's number in 127.1.0.0/16 and up; each address holds `perAddress` streams. */
  firstAddress: number;
  perAddress: number;
  openPerSecond: number;
  maxSeconds: number;
}

type Command = { kind: 'window'; fromMs: number; untilMs: number } | { kind: 'report' } | { kind: 'extra'; count: number; firstAddress: number } | { kind: 'close' };

const plan = JSON.parse(process.argv[2]) as Plan;
setTimeout(() => process.exit(3), plan.maxSeconds * 1000).unref();

const addressOf = (n: number) => `127.${1 + ((n >> 16) & 0x3f)}.${(n >> 8) & 0xff}.${n & 0xff}`;

interface Watcher {
  counted: number;
  status: number;
  ended: boolean;
}

const delays = new Uint32Array(10_001);
const idField = Buffer.from('id: ');
const tickEvent = Buffer.from('event: tick');
const eventEnd = Buffer.from('\n\n');
let window = { fromMs: Infinity, untilMs: -Infinity };
const watchers: Watcher[] = [];
let refused = 0;
let failed = 0;

/** Opens one stream; resolves with its watcher once the status line is in (or the socket failed). */
function open(port: number, localAddress: string, counts: boolean): Promise<Watcher> {
  return new Promise((resolve) => {
    const watcher: Watcher = { counted: 0, status: 0, ended: false };
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let head = '';
    let rest: Buffer | undefined;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      resolve(watcher);
    };
    socket.on('connect', () => socket.write(`GET /api/market/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`));
    socket.on('data', (data: Buffer) => {
      const arrivedMs = Date.now();
      if (watcher.status === 0) {
        head += data.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        watcher.status = Number(head.slice(9, 12));
        data = Buffer.from(head.slice(end + 4), 'latin1');
        head = '';
        settle();
        if (watcher.status !== 200) return void socket.destroy();
      }
      if (!counts) return;
      // Bytes, not text: 20,000 sockets' reads are the generator's whole job. Chunked framing sits between events;
      // only `id: <tick time>\nevent: tick` is read, and what follows the last whole event waits for the next read.
      const buf = rest ? Buffer.concat([rest, data]) : data;
      const last = buf.lastIndexOf(eventEnd);
      rest = last < 0 ? buf : Buffer.from(buf.subarray(last + 2));
      for (let at = buf.indexOf(idField); at >= 0 && at < last; at = buf.indexOf(idField, at + 4)) {
        let tickMs = 0;
        let i = at + 4;
        for (; buf[i] >= 48 && buf[i] <= 57; i++) tickMs = tickMs * 10 + (buf[i] - 48);
        if (buf.indexOf(tickEvent, i + 1) !== i + 1) continue;
        if (tickMs < window.fromMs || tickMs >= window.untilMs) continue;
        watcher.counted++;
        delays[Math.min(delays.length - 1, Math.max(0, arrivedMs - tickMs))]++;
      }
    });
    socket.on('error', () => {
      if (watcher.status === 0) failed++;
      settle();
    });
    socket.on('close', () => {
      watcher.ended = true;
      settle();
    });
  });
}

async function openAll(count: number, firstAddress: number, counts: boolean): Promise<Watcher[]> {
  const opened: Promise<Watcher>[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    // Paced: a burst of SYNs past the listen backlog would measure the kernel, not the server.
    const dueMs = (i / plan.openPerSecond) * 1000 - (performance.now() - started);
    if (dueMs > 0) await new Promise((resolve) => setTimeout(resolve, dueMs));
    opened.push(open(plan.ports[i % plan.ports.length], addressOf(firstAddress + Math.floor(i / plan.perAddress)), counts));
  }
  return Promise.all(opened);
}

const send = (message: object) => process.send!(message);

process.on('message', async (command: Command) => {
  if (command.kind === 'window') {
    window = { fromMs: command.fromMs, untilMs: command.untilMs };
    delays.fill(0);
    for (const w of watchers) w.counted = 0;
  } else if (command.kind === 'report') {
    const live = watchers.filter((w) => w.status === 200 && !w.ended);
    send({ kind: 'report', delays: [...delays], counted: live.map((w) => w.counted), ended: watchers.filter((w) => w.status === 200 && w.ended).length });
  } else if (command.kind === 'extra') {
    const extra = await openAll(command.count, command.firstAddress, false);
    const statuses: Record<string, number> = {};
    for (const w of extra) statuses[w.status || 'no answer'] = (statuses[w.status || 'no answer'] ?? 0) + 1;
    send({ kind: 'extra', statuses });
  } else if (command.kind === 'close') {
    process.exit(0);
  }
});

const all = await openAll(plan.count, plan.firstAddress, true);
for (const w of all) {
  if (w.status === 200) watchers.push(w);
  else if (w.status !== 0) refused++;
}
send({ kind: 'opened', ok: watchers.length, refused, failed });
