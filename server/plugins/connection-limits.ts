import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { Config } from '../config.js';
import { addressKey } from '../client-address.js';

/**
 * How many sockets one client can hold: one address (an IPv6 /64) keeps at most `connectionsPerAddress`
 * connections open; more are closed as they open, before a byte is read (the request and header timeouts are
 * the server's own options, in app.ts). Behind a trusted proxy every connection comes from the proxy, so the
 * cap is the proxy's to keep.
 */
export default fp(
  async (app, opts: { config: Config }) => {
    const { connectionsPerAddress, trustProxy } = opts.config;
    if (trustProxy) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const key = addressKey(socket.remoteAddress ?? '');
      const count = (open.get(key) ?? 0) + 1;
      if (count > connectionsPerAddress) {
        socket.destroy();
        return;
      }
      open.set(key, count);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  },
  { name: 'connection-limits' },
);
