import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one clock (entry, expiry, settlement, sessions, locks, keys); tests script it. */
    clock(): number;
  }
}

export default fp(
  async (app, opts: { clock?: () => number }) => {
    app.decorate('clock', opts.clock ?? Date.now);
  },
  { name: 'clock' },
);
