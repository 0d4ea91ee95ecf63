import type { FastifyInstance } from 'fastify';
import { array, assign, boolean, enums, object, string } from 'superstruct';
import { inboxPlaces } from '../../src/core/messages.js';
import { contract, route } from '../openapi/contract.js';
import { describe, named } from '../openapi/json-schema.js';
import { count, pageOf, time } from '../openapi/wire.js';
import { ListQuery, langField, pageRequest, timeZoneField } from './request-parts.js';

const MessagesQuery = assign(ListQuery, object({ lang: langField, tz: timeZoneField }));

// Far above what a person reading their inbox sends; a read mark is a row.
const readsPerMinute = 120;

const InboxMessage = named(
  'InboxMessage',
  object({
    id: string(),
    title: describe(string(), 'in the language asked for (`lang`), else zh-TW'),
    body: describe(string(), 'plain text, may hold line breaks; render it as text, never as HTML'),
    read: boolean(),
    places: describe(
      array(enums(inboxPlaces)),
      "the app's places the message names, in its order, to link to (a notice's; none for an operator's message): `support` the conversation with customer service, `deposits` and `withdrawals` their histories, `verification`, `withdrawal_account`",
    ),
    createdAt: time,
  }),
);

/** The inbox's unread count: its own answer, and the data of the account stream's `message` event. */
export const UnreadCount = named('UnreadCount', object({ count }));

export const listMessages = contract({
  method: 'GET',
  path: '/messages',
  operationId: 'listMessages',
  summary: 'My inbox: system notices (worded in `lang` when read) and operators’ messages, newest first',
  tag: 'messages',
  signedIn: true,
  query: MessagesQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(InboxMessage) } },
});

export const countUnreadMessages = contract({
  method: 'GET',
  path: '/messages/unread-count',
  operationId: 'countUnreadMessages',
  summary: 'How many messages of my inbox are unread (the badge); the account stream’s `message` event carries the same',
  tag: 'messages',
  signedIn: true,
  ok: { 200: { description: 'The count', body: UnreadCount } },
});

export const markMessageRead = contract({
  method: 'POST',
  path: '/messages/:id/read',
  operationId: 'markMessageRead',
  example: { params: { id: '1234' } },
  summary: 'Mark one of my messages read (again is the same); another user’s or an unknown id is 404',
  tag: 'messages',
  signedIn: true,
  limited: true,
  refusals: ['not_found'],
  ok: { 204: { description: 'Read' } },
});

/** The signed-in user's inbox: system notices (worded in `lang`) and operators' messages. */
export default async function messageRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);

  app.route(route(listMessages, async (request) => app.messages.list(request.userId, request.query.lang, pageRequest(request.query), request.query.tz)));
  app.route(route(countUnreadMessages, async (request) => app.messages.unread(request.userId)));
  app.route(
    route(
      markMessageRead,
      async (request, reply) => {
        await app.messages.read(request.userId, request.params.id);
        return reply.status(204).send();
      },
      { preHandler: app.limits.perKey('messages-read', readsPerMinute, (request) => request.userId) },
    ),
  );
}
