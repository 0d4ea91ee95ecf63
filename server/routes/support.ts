import type { FastifyInstance } from 'fastify';
import { enums, object, optional, string } from 'superstruct';
import type { Config } from '../config.js';
import { SupportMessageBody } from '../../src/core/support-structs.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named } from '../openapi/json-schema.js';
import { pageOf, time } from '../openapi/wire.js';
import { ListQuery, pageRequest } from './request-parts.js';

const SupportMessage = named(
  'SupportMessage',
  object({
    id: string(),
    from: enums(['user', 'operator']),
    body: describe(string(), 'plain text, may hold line breaks; render it as text, never as HTML'),
    photoId: optional(describe(string(), 'one of my uploaded photos: `GET /verification/photos/{id}`')),
    createdAt: time,
  }),
);

annotate(SupportMessageBody, {
  properties: {
    body: { minLength: 1, maxLength: 2000, description: '1–2000 characters; line breaks allowed, no other control characters' },
    photoId: { pattern: '^[0-9a-f]{32}$', description: 'a photo this user uploaded; another user’s is 404' },
  },
});

export const listSupportMessages = contract({
  method: 'GET',
  path: '/support/messages',
  operationId: 'listSupportMessages',
  summary: 'My conversation with customer service, newest first',
  tag: 'messages',
  signedIn: true,
  query: ListQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(SupportMessage) } },
});

export const sendSupportMessage = contract({
  method: 'POST',
  path: '/support/messages',
  operationId: 'sendSupportMessage',
  example: { body: { body: 'Hello', photoId: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
  summary: 'Write to customer service: text, and maybe one of my uploaded photos (`POST /verification/photos`)',
  tag: 'messages',
  signedIn: true,
  limited: true,
  body: SupportMessageBody,
  refusals: ['not_found', 'support_backlog', 'support_photo_backlog'],
  ok: { 201: { description: 'The message as the conversation lists it', body: SupportMessage } },
});

/** The signed-in user's conversation with customer service. */
export default async function supportRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  app.route(route(listSupportMessages, async (request) => app.support.list(request.userId, pageRequest(request.query))));
  // Each message is a row an operator reads: bounded per user here, and by the unanswered cap in the service (the
  // app's 64 KB body limit bounds each request).
  app.route(
    route(
      sendSupportMessage,
      async (request, reply) => {
        reply.status(201);
        return app.support.post(request.userId, request.body);
      },
      { preHandler: app.limits.perKey('support-message', opts.config.supportMessagesPerMinute, (request) => request.userId) },
    ),
  );
}
