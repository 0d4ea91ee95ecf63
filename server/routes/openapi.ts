import type { FastifyInstance } from 'fastify';
import { contract, route } from '../openapi/contract.js';
import { openApiDocument } from '../openapi/document.js';

export const getOpenApi = contract({
  method: 'GET',
  path: '/openapi.json',
  operationId: 'getOpenApi',
  summary: 'This document',
  tag: 'public',
  ok: { 200: { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } } },
});

export default async function openApiRoutes(app: FastifyInstance) {
  // Made once, at the first request: every route is registered by then.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.route(route(getOpenApi, async () => (document ??= openApiDocument(app.registeredRoutes))));
}
