import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../openapi/document.js';

export default async function openApiRoutes(app: FastifyInstance) {
  // Made once, at the first request: every route is registered by then.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument(app.registeredRoutes)));
}
