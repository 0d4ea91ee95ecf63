import type { FastifyInstance } from 'fastify';
import { depositMethodIdPattern } from '../../src/core/deposit-structs.js';
import { DomainError } from '../domain/domain-error.js';

/**
 * The deposit methods operators manage. The list is for signed-in users; a crypto address's QR code is an
 * <img> the client can't send a bearer token with, and shows nothing the address itself doesn't, so it is public.
 */
export default async function depositMethodRoutes(app: FastifyInstance) {
  app.get('/deposit-methods', { onRequest: app.requireUser }, async () => app.funds.depositMethods());

  app.get<{ Params: { id: string } }>('/deposit-methods/:id/qr.svg', async (request, reply) => {
    const { id } = request.params;
    if (!depositMethodIdPattern.test(id)) throw new DomainError('not_found', `No crypto deposit method ${id}`);
    const svg = await app.funds.depositMethodQr(id);
    // Short-lived: an operator may change the address; the memo spares the work, not the request.
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });
}
