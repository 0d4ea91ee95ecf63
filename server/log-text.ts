import type { FastifyRequest } from 'fastify';

// Every request is logged, and anyone can send one: what a client writes reaches the log only cut to a length
// of its own, so an unknown path of 15 KB costs the disk a line of a few hundred bytes, not 15 KB a request.

/** The most of one client-written text (a path, a Host header) that a log line or an error message repeats. */
export const echoedTextMax = 256;

/** `text` cut to `max` characters, with how many were left off; short text as it is. */
export function capped(text: string, max = echoedTextMax): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more characters]`;
}

/**
 * Pino's serializers for the request log (Fastify's `req` logged its URL, Host and Accept-Version headers in
 * full). The URL and the Host header, capped; no other header.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: capped(request.url),
    host: capped(request.host ?? ''),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Pino options (or `true`, Fastify's defaults) with these serializers under any the caller names; `false` stays off. */
export function withLogSerializers(logger: boolean | object): false | object {
  if (logger === false) return false;
  const options: { serializers?: object } = logger === true ? {} : logger;
  return { ...options, serializers: { ...logSerializers, ...options.serializers } };
}
