import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Infer, Struct } from 'superstruct';
import type { ErrorCode } from '../../src/core/errors.js';
import { json, operation, type OperationSpec } from './operation.js';
import { toJsonSchema, type JsonSchema } from './json-schema.js';
import './fields.js';

/** One answer of an operation: its JSON body's struct, or its own `content` (CSV, a stream, an image). */
export interface Answer {
  description: string;
  body?: Struct<any, any>;
  content?: object;
  headers?: object;
  /** A `text/event-stream` answer's events: the struct of each one's data, by event name. */
  events?: Record<string, Struct<any, any>>;
}

/**
 * An operation as its route declares it, the one statement of it: the server validates with its structs,
 * GET /api/openapi.json documents it, and the client's calls are typed by it (src/api/operations.ts).
 */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT';
  /** Under /api, as Fastify writes it: `/orders/:id`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  signedIn?: boolean;
  body?: Struct<any, any>;
  /** A multipart/form-data body's schema, read by the route itself. */
  upload?: object;
  query?: Struct<any, any>;
  /** Path parameters' schemas where more than a string is said (a pattern, a description). */
  params?: Record<string, JsonSchema>;
  headers?: readonly object[];
  idempotent?: boolean;
  limited?: boolean;
  refusals?: readonly ErrorCode[];
  ok: Record<number, Answer>;
  /**
   * A request of the right shape, for the inputs whose schema gives no value of its own (an `examples`, `enum`,
   * `const` or `default`): the bad-input and authorization suites corrupt it field by field.
   */
  example?: Example;
}

/** Values of a request's inputs, as a client sends them: query and path values as text. */
export interface Example {
  body?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, string>>;
}

/** Declares an operation; `const` keeps its path and answers literal, so the client's types can key on them. */
export const contract = <const C extends Contract>(declared: C): C => declared;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
export type BodyOf<C extends Contract> = C['body'] extends Struct<any, any> ? Infer<C['body']> : unknown;
type QueryOf<C extends Contract> = C['query'] extends Struct<any, any> ? Infer<C['query']> : unknown;
/** The JSON body of a contract's success: what the client's call resolves to. */
export type AnswerOf<C extends Contract> = {
  [S in keyof C['ok']]: S extends 200 | 201 | 202 ? (C['ok'][S] extends { body: Struct<infer T, any> } ? T : unknown) : S extends 204 ? void : never;
}[keyof C['ok']];

/** What a handler may return for an answer: the server's own values are often readonly. */
type Sent<T> = T extends (infer Item)[] ? readonly Sent<Item>[] : T extends object ? { readonly [K in keyof T]: Sent<T[K]> } : T;

export interface RouteTypes<C extends Contract> {
  Body: BodyOf<C>;
  Querystring: QueryOf<C>;
  Params: Record<ParamNames<C['path']>, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's contract, which GET /api/openapi.json is made of. */
    contract?: Contract;
  }
}

/**
 * A route of a contract: its method, URL and structs come from it, so the validated request and the documented
 * one can't differ. `options` adds what HTTP needs beside (a rate limit's hooks, a body limit).
 */
export function route<C extends Contract>(
  declared: C,
  handler: (request: FastifyRequest<RouteTypes<C>>, reply: FastifyReply) => Promise<Sent<AnswerOf<C>> | FastifyReply>,
  options: Partial<Omit<RouteOptions, 'method' | 'url' | 'handler' | 'schema' | 'config'>> = {},
): RouteOptions {
  return {
    ...options,
    method: declared.method,
    url: declared.path,
    schema: { ...(declared.body ? { body: declared.body } : {}), ...(declared.query ? { querystring: declared.query } : {}) },
    config: { contract: declared },
    handler: handler as RouteOptions['handler'],
  } as RouteOptions;
}

/** `/orders/:id` as OpenAPI writes it: `/orders/{id}`. */
export const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** A query or path parameter of a struct's field; its description is the parameter's. */
function parameter(name: string, where: 'query' | 'path', required: boolean, { description, ...schema }: JsonSchema) {
  return { name, in: where, ...(required ? { required: true } : {}), schema, ...(description ? { description } : {}) };
}

/**
 * A stream's content with its events' data: OpenAPI 3.1 can't type the events of a `text/event-stream` (3.2's
 * `itemSchema` can), so their schemas go in `x-event-data`, by event name.
 */
function streamed(content: object, events: Answer['events'], components: Record<string, JsonSchema>, where: string): object {
  if (!events) return content;
  const { 'text/event-stream': stream, ...others } = content as Record<string, { schema?: object }>;
  const data = Object.fromEntries(Object.entries(events).map(([name, struct]) => [name, toJsonSchema(struct, components, `${where} event ${name}`)]));
  return { ...others, 'text/event-stream': { ...stream, schema: { type: 'string', ...stream?.schema, 'x-event-data': data } } };
}

/** The OpenAPI operation of a contract; the structs' named parts are added to `components`. */
export function documentOperation(declared: Contract, components: Record<string, JsonSchema>) {
  const where = `${declared.method} ${declared.path}`;
  const names = [...declared.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  // The query as one object, so that an annotation of the struct reaches its fields.
  const query = declared.query && toJsonSchema(declared.query, components, `${where} query`);
  const queryFields = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>);
  const required = (query?.required ?? []) as string[];
  const spec: OperationSpec = {
    ...declared,
    // Fastify reads any body a POST or PUT sends, with or without a struct (400, 413, 415 for one it can't).
    takesBody: declared.method !== 'GET',
    refusals: declared.refusals && [...declared.refusals],
    headers: declared.headers && [...declared.headers],
    body: declared.body && toJsonSchema(declared.body, components, `${where} body`),
    path: names.length ? names.map((name) => parameter(name, 'path', true, declared.params?.[name] ?? { type: 'string' })) : undefined,
    query: queryFields.length
      ? queryFields.map(([name, field]) => parameter(name, 'query', required.includes(name), field))
      : undefined,
    ok: Object.fromEntries(
      Object.entries(declared.ok).map(([status, { body, description, content, headers, events }]) => [
        status,
        {
          description,
          ...(headers ? { headers } : {}),
          ...(body ? json(toJsonSchema(body, components, `${where} → ${status}`)) : content ? { content: streamed(content, events, components, where) } : {}),
        },
      ]),
    ),
  };
  return operation(spec);
}
