import fp from 'fastify-plugin';
import { OneAtATime } from '../domain/one-at-a-time.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password checks of one account (or one account and kind of asker) run one at a time, per app. */
    oneAtATime: OneAtATime;
  }
}

export default fp(
  async (app) => {
    app.decorate('oneAtATime', new OneAtATime());
  },
  { name: 'one-at-a-time' },
);
