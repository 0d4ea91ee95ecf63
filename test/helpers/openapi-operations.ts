import type { FastifyInstance } from 'fastify';
import { call } from './test-app.js';

/** A JSON Schema as the document writes one: only what the generated suites read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface DocumentedOperation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** One operation of GET /api/openapi.json, as the generated suites (bad input, authorization) walk them. */
export interface ApiOperation {
  operationId: string;
  method: string;
  /** As the document writes it, under /api: `/api/orders/{id}`. */
  path: string;
  signedIn: boolean;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The JSON body's schema (an object, or `oneOf` objects by `type`). */
  body?: JsonSchema;
  /** A multipart/form-data upload instead of JSON. */
  upload: boolean;
  /** POST or PUT: Fastify reads a body sent to it whether or not the route has a schema for one. */
  takesBody: boolean;
  /** An endless `text/event-stream` once accepted. */
  stream: boolean;
}

/** Every operation of the served document, in document order. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const { status, body: doc } = await call(app, 'GET', '/api/openapi.json');
  if (status !== 200) throw new Error(`GET /api/openapi.json: ${status}`);
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  // A body of several kinds names each under `components`: the suites read their fields.
  const resolved = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.oneOf ? { ...schema, oneOf: schema.oneOf.map((kind) => (kind.$ref ? schemas[kind.$ref.replace('#/components/schemas/', '')]! : kind)) } : schema;
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, DocumentedOperation>>)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: `/api${path}`,
        signedIn: op.security === undefined,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        headers: parameters.filter((p) => p.in === 'header'),
        body: resolved(content['application/json']?.schema),
        upload: 'multipart/form-data' in content,
        takesBody: method === 'post' || method === 'put',
        stream: Object.values(op.responses).some((r) => r.content && 'text/event-stream' in r.content),
      });
    }
  }
  return operations;
}

/** The operation's path with its parameters filled in (each value is sent as given: encode it yourself). */
export function fillPath(op: ApiOperation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`${op.operationId}: no value for path parameter ${name}`);
    return params[name];
  });
}

/** The schemas of each kind of body: the one object, or each of `oneOf`. */
export const bodyKinds = (schema: JsonSchema): JsonSchema[] => schema.oneOf ?? [schema];
