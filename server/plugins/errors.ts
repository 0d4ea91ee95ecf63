import fp from 'fastify-plugin';
import { StructError } from 'superstruct';
import { errorStatus, type ErrorBody, type ErrorCode } from '../../src/core/errors.js';
import { fieldErrors } from '../../src/core/fields.js';
import { DomainError } from '../domain/domain-error.js';
import { DatabaseBusyError } from '../db/conflict-retry.js';
import { DatabaseUnavailableError, unavailableRetryAfterSeconds } from '../db/unavailable.js';
import { fullDiskCode } from '../disk-space.js';
import { capped } from '../log-text.js';

/** A full disk is not freed in seconds: a client asked to wait a minute does not add to the load meanwhile. */
const storageFullRetryAfterSeconds = 60;

function send(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string | number>,
) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}), ...details } };
  return { status: errorStatus[code], body };
}

// Fastify's own client errors, by the status it gives them.
const clientErrorCodes: Record<number, ErrorCode> = {
  400: 'invalid_json',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * One place that turns every failure into the error shape of docs/api.md. Shape errors (missing keys, wrong
 * types, unknown keys) are 400; a rule that said no is 422; 5xx messages are never shown to clients.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
      let out;
      const fullDisk = err instanceof DomainError ? undefined : fullDiskCode(err);
      if (fullDisk) {
        // The database's or our own disk is full: nothing was saved, and trying again later may work. Never a 500.
        request.log.error({ err, code: fullDisk }, 'a write failed for a full disk');
        app.disk?.noteFullWrite(fullDisk);
        out = send('storage_full', 'The server is short of storage; nothing was saved. Please try again later');
      } else if (err instanceof DomainError) {
        out = send(err.code, err.message, err.fields, err.details);
      } else if (err instanceof DatabaseBusyError) {
        out = send('unavailable', err.message);
      } else if (err instanceof DatabaseUnavailableError) {
        // The cause is logged, not sent: it names hosts and sessions.
        request.log.warn({ err }, 'database unavailable');
        out = send('unavailable', 'The service is briefly unavailable; please try again in a moment');
      } else if (err instanceof StructError) {
        const fields = fieldErrors(err);
        const shapeWrong = err.failures().some((f) => f.refinement === undefined);
        out = shapeWrong
          ? send('invalid_body', 'The request body has the wrong shape', fields)
          : send('validation_failed', 'Some fields are not valid', fields);
      } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        const code = clientErrorCodes[err.statusCode] ?? 'invalid_json';
        // Fastify's messages may repeat what the client sent (a content type), so only so much of it.
        out = send(code, code === 'rate_limited' ? 'Too many requests; please wait a moment' : capped(err.message));
      } else {
        request.log.error({ err }, 'unhandled error');
        out = send('internal', 'Something went wrong on our side');
      }
      // A lock, a rate limit or a full hash queue says when trying again makes sense.
      const retryAfterSeconds =
        fullDisk ? storageFullRetryAfterSeconds
        : err instanceof DomainError ? err.details?.retryAfterSeconds
        : err instanceof DatabaseUnavailableError ? unavailableRetryAfterSeconds
        : err instanceof DatabaseBusyError ? 1
        : undefined;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      reply.status(out.status).send(out.body);
    });
    app.setNotFoundHandler((request, reply) => {
      const out = send('not_found', `No route ${request.method} ${capped(request.url.split('?')[0])}`);
      reply.status(out.status).send(out.body);
    });
  },
  { name: 'errors' },
);
