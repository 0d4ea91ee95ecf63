import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Struct } from 'superstruct';
import { startTestApp, call, type TestApp } from '../helpers/test-app.js';
import type { RegisteredRoute } from '../../server/plugins/route-registry.js';

interface Parameter {
  name: string;
  in: string;
}
interface BodySchema {
  required: string[];
  properties: object;
  additionalProperties: boolean;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json'?: { schema: BodySchema & { oneOf?: BodySchema[] } } } };
  responses: Record<string, unknown>;
}

// Every check here only reads the route table and the document, so one app serves them all.
const openapi = suite<{ t: TestApp; doc: { paths: Record<string, Record<string, Operation>> } }>('openapi');

openapi.before(async (context) => {
  context.t = await startTestApp();
  const { status, body } = await call(context.t.url, 'GET', '/api/openapi.json');
  assert.is(status, 200);
  assert.is(body.openapi, '3.1.0');
  context.doc = body;
});
openapi.after(async ({ t }) => t.close());

const apiRoutes = (t: TestApp) => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
const documentPath = (route: RegisteredRoute) => route.url.slice('/api'.length).replace(/:(\w+)/g, '{$1}');
const operationOf = (doc: { paths: Record<string, Record<string, Operation>> }, route: RegisteredRoute) =>
  doc.paths[documentPath(route)]?.[route.method.toLowerCase()];

/** Keys of a superstruct object struct (refined or assigned ones keep them), each with whether it may be left out. */
function keysOf(struct: unknown): { name: string; optional: boolean }[] {
  const schema = ((struct as Struct<any, any> | undefined)?.schema ?? {}) as Record<string, Struct<any, any>>;
  return Object.entries(schema).map(([name, field]) => ({ name, optional: field.validate(undefined, { coerce: true })[0] === undefined }));
}

openapi('the OpenAPI document and the registered /api routes match both ways', ({ t, doc }) => {
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} /api${path}`);
  }
  const registered = new Set(apiRoutes(t).map((r) => `${r.method} /api${documentPath(r)}`));
  assert.equal([...registered].filter((r) => !documented.has(r)), [], 'routes missing from openapi.json');
  assert.equal([...documented].filter((r) => !registered.has(r)), [], 'openapi.json paths with no route');
  assert.ok(registered.size >= 9, `expected at least the skeleton's 9 routes, got ${registered.size}`);
});

openapi('an operation is public (security: []) exactly when the route answers without a token, and lists 401 otherwise', async ({ t, doc }) => {
  const wrong: string[] = [];
  for (const route of apiRoutes(t)) {
    const operation = operationOf(doc, route)!;
    // An unknown query parameter stops any validated route before its handler (the stream before it starts).
    const url = `${route.url.replace(/:(\w+)/g, 'x')}?openapi_probe=1`;
    const res = await t.app.inject({ method: route.method as 'GET', url });
    const public_ = Array.isArray(operation.security) && operation.security.length === 0;
    const refused = res.statusCode === 401;
    if (public_ === refused) wrong.push(`${route.method} ${route.url}: ${res.statusCode} without a token, documented ${public_ ? 'public' : 'signed in'}`);
    if (refused && !operation.responses['401']) wrong.push(`${route.method} ${route.url}: 401 not listed`);
  }
  assert.equal(wrong, []);
});

openapi("request bodies and query parameters name exactly the keys the route's struct accepts", ({ t, doc }) => {
  for (const route of apiRoutes(t)) {
    const where = `${route.method} ${route.url}`;
    const operation = operationOf(doc, route)!;
    // An upload's multipart body has no struct; its fields are the route's own (test/api/verification.test.ts).
    const schema = operation.requestBody?.content['application/json']?.schema;
    // A body of several kinds (`oneOf`) has a struct whose schema holds one object struct per kind, in the same order.
    const bodies = schema?.oneOf ?? [schema];
    const structs = schema?.oneOf ? Object.values((route.schema!.body as Struct<any, any>).schema as object) : [route.schema?.body];
    assert.is(structs.length, bodies.length, `${where}: kinds of body`);
    bodies.forEach((body, i) => {
      const bodyKeys = keysOf(structs[i]);
      assert.equal(Object.keys(body?.properties ?? {}).sort(), bodyKeys.map((k) => k.name).sort(), `${where}: body keys`);
      assert.equal([...(body?.required ?? [])].sort(), bodyKeys.filter((k) => !k.optional).map((k) => k.name).sort(), `${where}: required keys`);
      // The server refuses unknown keys (`unknown_field`); the document says so.
      if (body) assert.is(body.additionalProperties, false, `${where}: additionalProperties`);
    });
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    assert.equal(query.sort(), keysOf(route.schema?.querystring).map((k) => k.name).sort(), `${where}: query parameters`);
    // Whatever carries a body can meet a malformed, too large or non-JSON one.
    if (route.method === 'POST' || route.method === 'PUT') {
      for (const status of ['400', '413', '415']) assert.ok(operation.responses[status], `${where}: ${status} not listed`);
    }
  }
});

openapi.run();
