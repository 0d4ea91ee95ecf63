import { errorStatus, type ErrorCode } from '../../src/core/errors.js';

export const json = (schema: object) => ({ content: { 'application/json': { schema } } });

/** What a route takes and may refuse; `operation` lists the error responses that follow from it. */
export interface OperationSpec {
  operationId: string;
  summary: string;
  tag: string;
  /** A bearer token is needed: 401 `unauthenticated` without one. */
  signedIn?: boolean;
  /** POST and PUT: Fastify reads any body sent, with or without a schema (400, 413, 415 for one it can't). */
  takesBody?: boolean;
  /** The JSON body the route validates (400 for a wrong shape, 422 for a rule). */
  body?: object;
  /** A multipart/form-data body (a file upload) instead: 400 for missing or unknown fields. */
  upload?: object;
  /** Query parameters the route validates (400 for an unknown one, 422 for a bad value). */
  query?: object[];
  path?: object[];
  headers?: object[];
  /** Takes `Idempotency-Key` (400 for a malformed key, 409 for a key reused with another body). */
  idempotent?: boolean;
  /** Rate-limited (429 `rate_limited`, Retry-After). */
  limited?: boolean;
  /** The domain's own refusals; each answers with its code's one status (src/core/errors.ts). */
  refusals?: ErrorCode[];
  ok: Record<number, object>;
}

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per user intent (1–64 printable ASCII characters), kept at least 24 h: once the action completed, the same key and body replay its response; another body, or the key sent to another operation, is 409 `idempotency_key_reused`. A refused request stores nothing.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,64}$' },
};

// A lock, a rate limit or a busy server says how long to wait when it knows (`retryAfterSeconds` in the body too).
const waitStatuses = [423, 429, 503];
const retryAfter = { description: 'seconds to wait before trying again, when known', schema: { type: 'integer', minimum: 1 } };

function errorCodes(spec: OperationSpec): [ErrorCode, number][] {
  const codes: ErrorCode[] = [];
  if (spec.signedIn) codes.push('unauthenticated');
  if (spec.takesBody || spec.body || spec.upload) codes.push('invalid_json', 'payload_too_large', 'unsupported_media_type');
  if (spec.body || spec.query) codes.push('invalid_body', 'validation_failed');
  if (spec.upload) codes.push('invalid_body');
  if (spec.idempotent) codes.push('invalid_body', 'idempotency_key_reused');
  if (spec.limited) codes.push('rate_limited');
  codes.push(...(spec.refusals ?? []));
  // An operation that writes to the database (those that may hear `unavailable` from it) may find its disk full.
  if (codes.includes('unavailable')) codes.push('storage_full');
  return [...new Set(codes)].map((code): [ErrorCode, number] => [code, errorStatus[code]]);
}

/** One OpenAPI operation, with every error response its inputs, auth, limits and domain refusals can cause. */
export function operation(spec: OperationSpec) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const [code, status] of errorCodes(spec)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const errors = Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        status,
        { description: codes.map((c) => `\`${c}\``).join(', '), ...(waitStatuses.includes(status) ? { headers: { 'Retry-After': retryAfter } } : {}), ...json({ $ref: '#/components/schemas/Error' }) },
      ]),
  );
  const parameters = [...(spec.path ?? []), ...(spec.query ?? []), ...(spec.headers ?? []), ...(spec.idempotent ? [idempotencyHeader] : [])];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    tags: [spec.tag],
    // Public operations say so: the document's default is the bearer token.
    ...(spec.signedIn ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body ? { requestBody: { required: true, ...json(spec.body) } } : {}),
    ...(spec.upload ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: spec.upload } } } } : {}),
    responses: { ...spec.ok, ...errors },
  };
}
