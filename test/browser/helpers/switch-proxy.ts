import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One fixed origin in front of servers that change, as a deploy looks to a phone (a service worker belongs to
 * its origin, and each test server has a port of its own), and that can go offline: every connection refused.
 */
export interface SwitchProxy {
  url: string;
  /** Where requests go from now on. */
  target: string;
  offline: boolean;
  close(): Promise<void>;
}

export async function startSwitchProxy(target: string): Promise<SwitchProxy> {
  const state = { target, offline: false };
  const server = http.createServer((req, res) => {
    if (state.offline) return void req.socket.destroy();
    const upstream = http.request(`${state.target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get target() {
      return state.target;
    },
    set target(value: string) {
      state.target = value;
    },
    get offline() {
      return state.offline;
    },
    set offline(value: boolean) {
      state.offline = value;
      // Open streams (the price stream) drop too, as they do when a phone loses its network.
      if (value) server.closeAllConnections();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
