import type { FastifyInstance } from 'fastify';
import type { Example } from '../../server/openapi/contract.js';
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
  default?: unknown;
  examples?: unknown[];
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
  /** The contract's `example`: values of the inputs whose schema has none. */
  example: Example;
}

/** Every operation of the served document, in document order. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const { status, body: doc } = await call(app, 'GET', '/api/openapi.json');
  if (status !== 200) throw new Error(`GET /api/openapi.json: ${status}`);
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  // A body of several kinds names each under `components`: the suites read their fields.
  const resolved = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.oneOf ? { ...schema, oneOf: schema.oneOf.map((kind) => (kind.$ref ? schemas[kind.$ref.replace('#/components/schemas/', '')]! : kind)) } : schema;
  const examples = new Map(app.registeredRoutes.map((r) => [r.contract?.operationId, r.contract?.example]));
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
        example: examples.get(op.operationId) ?? {},
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

/** A value the schema itself gives: its first example, its one constant, its first choice or its default. */
function schemaValue(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  return schema.default;
}

/** A request's inputs: each value the contract's `example` gives, else the schema's own. */
export interface ExampleRequest {
  body?: Record<string, unknown>;
  query: Record<string, string>;
  params: Record<string, string>;
  /** Inputs neither gives a value: the contract needs an `example` for them. */
  missing: string[];
}

/**
 * A request of the right shape with a value in every input, optional ones too, so that each can be corrupted in
 * turn. A body of several kinds takes the kind its example names, else the first.
 */
export function exampleRequest(op: ApiOperation): ExampleRequest {
  const missing: string[] = [];
  const valueOf = (where: string, given: unknown, schema: JsonSchema) => {
    const value = given ?? schemaValue(schema);
    if (value === undefined) missing.push(where);
    return value;
  };
  const text = (parameters: Parameter[], given: Readonly<Record<string, string>> = {}, where: string) =>
    Object.fromEntries(parameters.map((p) => [p.name, String(valueOf(`${where} ${p.name}`, given[p.name], p.schema))]));
  let body: Record<string, unknown> | undefined;
  if (op.body) {
    const given = op.example.body ?? {};
    const kinds = bodyKinds(op.body);
    const kind = kinds.find((k) => Object.entries(k.properties ?? {}).some(([key, field]) => field.enum?.length === 1 && field.enum[0] === given[key])) ?? kinds[0];
    body = Object.fromEntries(Object.entries(kind.properties ?? {}).map(([key, field]) => [key, valueOf(`body ${key}`, given[key], field)]));
  }
  return { body, query: text(op.query, op.example.query, 'query'), params: text(op.pathParams, op.example.params, 'path'), missing };
}
