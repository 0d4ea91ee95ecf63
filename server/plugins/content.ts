import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Content } from '../domain/content/content.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app info and the long texts (help, rules, risk notice…). */
    content: Content;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    app.decorate('content', new Content({ conn: app.conn, config: opts.config, feedSource: () => app.market.source }));
  },
  { name: 'content', dependencies: ['database', 'market'] },
);
