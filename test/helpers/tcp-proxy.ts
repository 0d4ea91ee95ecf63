import net from 'node:net';

/**
 * A TCP proxy the test controls, between server processes and PostgreSQL: the database's ordinary faults made on
 * demand without touching the database the rest of the suite shares. `drop` cuts every connection (a restart, a
 * failover, a pooler reset); `refuse` closes new ones at once (the database down); `stall` passes nothing either way
 * and lets new connections hang (a frozen host, a network partition) until `resume`; `sever` cuts the database's
 * side of every connection and leaves the client's open and silent (a failover or a one-sided drop behind a proxy).
 */
export class TcpProxy {
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket; severed?: boolean }>();
  private refusing = false;
  private stalled = false;
  /** Connections that came in during a stall, opened upstream when it ends. */
  private readonly waiting: net.Socket[] = [];

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** A proxy to the database `url` names (PostgreSQL's port by default). */
  static to(url: string): Promise<TcpProxy> {
    const target = new URL(url);
    return TcpProxy.toAddress(target.hostname, Number(target.port || 5432));
  }

  static async toAddress(host: string, port: number): Promise<TcpProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no TCP address');
    const proxy = new TcpProxy(server, address.port, { host, port });
    server.on('connection', (client) => proxy.accept(client));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  /** The local ports of the proxy's connections to the target: PostgreSQL's `client_port` of the sessions behind it. */
  upstreamPorts(): number[] {
    return [...this.pairs].map(({ upstream }) => upstream.localPort).filter((port): port is number => port !== undefined);
  }

  /** Cuts every open connection, both ends. */
  drop(): void {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** The database sees every open connection end; their clients see nothing at all, until `close`. */
  sever(): void {
    for (const pair of this.pairs) {
      pair.severed = true;
      pair.client.unpipe();
      pair.upstream.destroy();
    }
  }

  /** Until `allow`, a new connection is closed as soon as it comes. */
  refuse(): void {
    this.refusing = true;
  }

  allow(): void {
    this.refusing = false;
  }

  /** Nothing passes either way, and new connections wait, until `resume`. */
  stall(): void {
    this.stalled = true;
    for (const { client, upstream } of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  resume(): void {
    this.stalled = false;
    for (const { client, upstream } of this.pairs) {
      client.resume();
      upstream.resume();
    }
    for (const client of this.waiting.splice(0)) if (!client.destroyed) this.connect(client);
  }

  async close(): Promise<void> {
    this.drop();
    for (const client of this.waiting.splice(0)) client.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    client.on('error', () => client.destroy());
    if (this.refusing) return void client.destroy();
    if (this.stalled) return void this.waiting.push(client);
    this.connect(client);
  }

  private connect(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    const pair: { client: net.Socket; upstream: net.Socket; severed?: boolean } = { client, upstream };
    this.pairs.add(pair);
    const end = () => {
      upstream.destroy();
      if (pair.severed && !client.destroyed) return;
      this.pairs.delete(pair);
      client.destroy();
    };
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
