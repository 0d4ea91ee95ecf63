import type { FastifyReply, FastifyRequest } from 'fastify';
import { integer, object, optional, refine, string, coerce, size } from 'superstruct';
import { plainText } from '../../src/core/fields.js';
import { DomainError } from '../domain/domain-error.js';
import type { Idempotency, StoredResponse } from '../domain/idempotency/idempotency.js';
import { decodeCursor, defaultPageLimit, type PageRequest } from '../domain/paging.js';
import { describe } from '../openapi/json-schema.js';

/** `?limit=1..100&cursor=…` of every list endpoint. */
export const ListQuery = object({
  limit: optional(
    describe(
      coerce(
        refine(integer(), 'invalid', (n) => n >= 1 && n <= 100),
        string(),
        (text) => (/^\d+$/.test(text) ? Number(text) : NaN),
      ),
      { minimum: 1, maximum: 100, default: defaultPageLimit },
    ),
  ),
  cursor: optional(describe(size(plainText, 1, 200), { minLength: 1, maxLength: 200, description: '`nextCursor` of the previous page (opaque)', examples: ['MQ'] })),
});

/** `?lang=` of texts served per language: an unknown language falls back to zh-TW, a long one is refused. */
export const langField = optional(describe(size(plainText, 0, 35), { maxLength: 35, description: 'one of the ten languages; any other value gets zh-TW', examples: ['en'] }));

/** Whether `name` is an IANA time zone this server's Intl knows ("Asia/Bangkok", "UTC"). */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `?tz=`: the reader's device's time zone, so a text's times are the ones their screens show. */
export const timeZoneField = optional(
  describe(refine(string(), 'time_zone', isTimeZone), {
    maxLength: 64,
    examples: ['Asia/Bangkok'],
    description: "the reader's IANA time zone (`Asia/Bangkok`): times in the texts are written in it and named; without it, in the platform's zone. An unknown zone is 422",
  }),
);

export function pageRequest(query: { limit?: number; cursor?: string }): PageRequest {
  const beforeId = decodeCursor(query.cursor);
  if (beforeId === '') throw new DomainError('validation_failed', 'This cursor did not come from us', { cursor: 'invalid' });
  return { limit: query.limit ?? defaultPageLimit, beforeId };
}

/** The `Idempotency-Key` header: 1–64 printable characters, or absent. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[\x21-\x7e]{1,64}$/.test(raw)) {
    throw new DomainError('invalid_body', 'Idempotency-Key must be 1–64 printable characters', { 'Idempotency-Key': 'invalid' });
  }
  return raw;
}

/** The request's key and the status this route answers with once the action is done (stored for replays). */
export function idempotent(request: FastifyRequest, status: number): Idempotency {
  return { key: idempotencyKey(request), status, operation: `${request.method} ${request.routeOptions.url}` };
}

/** Sends an idempotent action's answer: the route's own, or the first one again on a replay. */
export function sendStored<T>(reply: FastifyReply, answer: StoredResponse<T>): FastifyReply {
  return reply.status(answer.status).send(answer.body);
}
