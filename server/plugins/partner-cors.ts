import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { Config } from '../config.js';

/**
 * The API answers cross-origin calls from the operator's partner origins only: an inline `Uptick.mount` on a
 * partner's page calls /api from there. The session is a bearer token (no cookies), so no credentials mode;
 * any other origin's preflight gets no allow-origin and the browser stops the call. Without partners, no CORS
 * at all. (Static files stay open to every origin in routes/web.ts: they carry nothing personal.)
 */
export default fp(
  async (app, opts: { config: Config }) => {
    if (!opts.config.partnerOrigins.length) return;
    await app.register(cors, {
      origin: opts.config.partnerOrigins,
      methods: ['GET', 'POST', 'PUT'],
      // The client sets its clock from Date and backs off by Retry-After; neither is readable cross-origin unless exposed.
      exposedHeaders: ['date', 'retry-after'],
      maxAge: 600,
    });
  },
  { name: 'partner-cors' },
);
