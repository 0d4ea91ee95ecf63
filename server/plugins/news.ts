import fp from 'fastify-plugin';
import { News } from '../domain/news/news.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The news operators publish, per language. */
    news: News;
  }
}

export default fp(
  async (app) => {
    app.decorate('news', new News(app.conn));
  },
  { name: 'news', dependencies: ['database'] },
);
