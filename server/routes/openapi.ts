import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../openapi/document.js';

export default async function openApiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', async () => openApiDocument);
}
