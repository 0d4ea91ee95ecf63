import { bodyKinds, fillPath, type ApiOperation, type JsonSchema } from './openapi-operations.js';
import { mulberry32 } from './funds.js';
import {
  cursorValues,
  encodedUnicodeValues,
  enumValuesLike,
  idValues,
  integerValues,
  langValues,
  limitValues,
  malformedBodies,
  moneyValues,
  ownedFields,
  traversalPaths,
  unicodeValues,
  wrongContentTypes,
  wrongTypeValues,
} from './bad-values.js';

/** A well-formed request that a rule still refuses (or, for a read, any valid one): the generator corrupts it. */
export interface Anchor {
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export interface BadRequest {
  operationId: string;
  /** What was done to the anchor, for the failure report. */
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * A read may answer 2xx to a strange but harmless value, and so may a write that reads no body (sign-out,
   * the risk notice) to a body it ignores; any other write must refuse every generated request.
   */
  mayAccept: boolean;
  stream: boolean;
}

type Draft = Omit<BadRequest, 'operationId' | 'method' | 'mayAccept' | 'stream'>;

const json = { 'content-type': 'application/json' };
/** Just over Fastify's body limit of 64 KiB. */
const overLimitBytes = 64 * 1024 + 1;

const queryString = (query: Record<string, string>) => {
  const pairs = Object.entries(query).map(([k, v]) => `${k}=${v}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
};
const encodeAll = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));
const isMoney = (s: JsonSchema) => s.type === 'string' && s.pattern?.includes('\\.[0-9]{1,2}') === true;

/** The values to try in one body field, from its schema. */
function fieldValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [...wrongTypeValues, ...unicodeValues];
  if (isMoney(schema)) values.push(...moneyValues);
  if (schema.type === 'integer') values.push(...integerValues);
  if (schema.enum) values.push(...enumValuesLike(String(schema.enum[0])));
  if (schema.type === 'boolean') values.push('true', 1, 'yes');
  return values;
}

/** A body as JSON text, with a key JSON.stringify would drop or treat as special. */
const withRawKey = (body: Record<string, unknown>, key: string) => `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(key)}:{"polluted":true}}`;

function parseCases(url: string, valid: string): Draft[] {
  return [
    ...malformedBodies.map((payload, i) => ({ what: `malformed body #${i}`, url, headers: json, payload })),
    ...wrongContentTypes.map((type) => ({ what: `content-type ${type}`, url, headers: { 'content-type': type }, payload: valid })),
    { what: 'no content-type', url, headers: {}, payload: valid },
    { what: `a body of ${overLimitBytes} bytes`, url, headers: json, payload: `{"a":"${'x'.repeat(overLimitBytes - 8)}"}` },
  ];
}

function bodyCases(url: string, schema: JsonSchema, anchor: Record<string, unknown>): Draft[] {
  const send = (what: string, body: unknown): Draft => ({ what, url, headers: json, payload: JSON.stringify(body) });
  const cases: Draft[] = [
    ...[[], null, 'text', 42, [anchor], {}].map((body) => send(`body ${JSON.stringify(body).slice(0, 20)}`, body)),
    ...ownedFields.map((key) => send(`extra field ${key}`, { ...anchor, [key]: key === 'balance' ? '1000000.00' : 'x' })),
    ...['__proto__', 'constructor', 'prototype'].map((key) => ({ what: `raw key ${key}`, url, headers: json, payload: withRawKey(anchor, key) })),
  ];
  for (const kind of bodyKinds(schema)) {
    const base = { ...anchor, ...(kind.properties?.type?.enum ? { type: kind.properties.type.enum[0] } : {}) };
    for (const [field, fieldSchema] of Object.entries(kind.properties ?? {})) {
      if (kind.required?.includes(field)) cases.push(send(`missing ${field}`, Object.fromEntries(Object.entries(base).filter(([k]) => k !== field))));
      for (const value of fieldValues(fieldSchema)) cases.push(send(`${field} = ${JSON.stringify(value).slice(0, 24)}`, { ...base, [field]: value }));
    }
  }
  return cases;
}

function queryCases(op: ApiOperation, params: Record<string, string>, query: Record<string, string>): Draft[] {
  const path = fillPath(op, encodeAll(params));
  const at = (q: Record<string, string>) => `${path}${queryString(q)}`;
  const cases: Draft[] = [
    { what: 'unknown query parameter', url: at({ ...query, balance: '1' }), headers: {} },
    { what: 'raw __proto__ parameter', url: `${at(query)}${Object.keys(query).length ? '&' : '?'}__proto__=x`, headers: {} },
  ];
  for (const param of op.query) {
    const values = [
      ...encodedUnicodeValues,
      ...(param.name === 'limit' ? limitValues : []),
      ...(param.name === 'cursor' ? cursorValues : []),
      ...(param.name === 'lang' ? langValues : []),
      ...(param.schema.enum ? enumValuesLike(String(param.schema.enum[0])).map((v) => encodeURIComponent(String(v))) : []),
    ];
    for (const value of values) cases.push({ what: `${param.name}=${value.slice(0, 24)}`, url: at({ ...query, [param.name]: value }), headers: {} });
    cases.push({ what: `${param.name} twice`, url: `${at(query)}${Object.keys(query).length ? '&' : '?'}${param.name}=1&${param.name}=2`, headers: {} });
  }
  for (const param of op.pathParams) {
    for (const value of [...idValues, ...encodedUnicodeValues.slice(0, 12)]) {
      cases.push({ what: `${param.name} = ${value.slice(0, 24)}`, url: `${fillPath(op, { ...encodeAll(params), [param.name]: value })}${queryString(query)}`, headers: {} });
    }
  }
  return cases;
}

function idempotencyCases(url: string, valid: string): Draft[] {
  return ['', ' ', 'k'.repeat(65), 'a b', '\u00e9t\u00e9', '%00'].map((key) => ({
    what: `Idempotency-Key ${JSON.stringify(key).slice(0, 24)}`,
    url,
    headers: { ...json, 'idempotency-key': key },
    payload: valid,
  }));
}

function multipart(parts: { name: string; file?: boolean; data: string | Buffer }[], boundary = 'b0undary'): { headers: Record<string, string>; payload: Buffer } {
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.file ? '; filename="x.jpg"\r\nContent-Type: image/jpeg' : ''}\r\n\r\n`),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

/** A photo upload that is not one: wrong parts, wrong order, bytes that are no image, one byte too many. */
function uploadCases(url: string, photoMaxBytes: number): Draft[] {
  const notAnImage = Buffer.from('GIF89a not really');
  const forms = {
    'file before side': [{ name: 'file', file: true, data: notAnImage }, { name: 'side', data: 'front' }],
    'unknown field': [{ name: 'balance', data: '1' }],
    'side sideways': [{ name: 'side', data: 'sideways' }, { name: 'file', file: true, data: notAnImage }],
    'side with NUL': [{ name: 'side', data: 'fr\u0000ont' }, { name: 'file', file: true, data: notAnImage }],
    'no file': [{ name: 'side', data: 'front' }],
    'bytes that are no image': [{ name: 'side', data: 'back' }, { name: 'file', file: true, data: notAnImage }],
    'a photo one byte over the cap': [{ name: 'side', data: 'front' }, { name: 'file', file: true, data: Buffer.alloc(photoMaxBytes + 1, 0xff) }],
  };
  return [
    ...Object.entries(forms).map(([what, parts]) => ({ what, url, ...multipart(parts) })),
    { what: 'truncated multipart', url, headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, payload: '--b0undary\r\nContent-Disposition: form-da' },
    ...parseCases(url, '{}'),
  ];
}

/** Random text of up to `maxLength` code points from the ranges that trip parsers and databases. */
function randomText(random: () => number, maxLength: number): string {
  const ranges = [[0x20, 0x7e], [0, 0x1f], [0x7f, 0x9f], [0x300, 0x36f], [0xd800, 0xdfff], [0x200b, 0x202e], [0x4e00, 0x4fff], [0x1f600, 0x1f64f], [0xfff0, 0xffff]];
  let text = '';
  const length = Math.floor(random() ** 3 * maxLength);
  for (let i = 0; i < length; i++) {
    const [low, high] = ranges[Math.floor(random() * ranges.length)];
    text += String.fromCodePoint(low + Math.floor(random() * (high - low + 1)));
  }
  return text;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** A random value for a field: drawn from the pools, or random text, or a random number of any size. */
function randomValue(random: () => number, schema: JsonSchema): unknown {
  const roll = random();
  if (roll < 0.4) return pick(random, fieldValues(schema));
  if (roll < 0.8) return randomText(random, 2_000);
  const number = (random() - 0.5) * 10 ** Math.floor(random() * 40 - 10);
  return random() < 0.5 ? number : String(number);
}

/** Corrupts one to three fields of an anchor body at random. */
function randomBodyCase(random: () => number, url: string, schema: JsonSchema, anchor: Record<string, unknown>): Draft {
  const kind = pick(random, bodyKinds(schema));
  const fields = Object.entries(kind.properties ?? {});
  const body: Record<string, unknown> = { ...anchor, ...(kind.properties?.type?.enum ? { type: kind.properties.type.enum[0] } : {}) };
  const changed: string[] = [];
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const [field, fieldSchema] = pick(random, fields);
    body[field] = randomValue(random, fieldSchema);
    changed.push(field);
  }
  return { what: `random ${changed.join(', ')}`, url, headers: json, payload: JSON.stringify(body) };
}

/** Corrupts one query or path value of an anchor at random. */
function randomQueryCase(random: () => number, op: ApiOperation, params: Record<string, string>, query: Record<string, string>): Draft {
  const params2 = encodeAll(params);
  const query2 = encodeAll(query);
  const param = pick(random, [...op.query, ...op.pathParams]);
  const value = encodeURIComponent(randomText(random, 300).replace(/\p{Cs}/gu, '\ufffd'));
  (param.in === 'path' ? params2 : query2)[param.name] = value;
  return { what: `random ${param.name}`, url: `${fillPath(op, params2)}${queryString(query2)}`, headers: {} };
}

export interface GeneratorOptions {
  seed: number;
  /** How many random requests on top of the fixed catalogue. */
  randomCount: number;
  photoMaxBytes: number;
}

/**
 * Every bad request of the catalogue for every operation, then `randomCount` random ones drawn with `seed`:
 * the same operations, anchors and seed give the same requests in the same order.
 */
export function badRequests(operations: ApiOperation[], anchors: Record<string, Anchor>, options: GeneratorOptions): BadRequest[] {
  const random = mulberry32(options.seed);
  const out: BadRequest[] = [];
  const add = (op: ApiOperation, draft: Draft) =>
    out.push({ operationId: op.operationId, method: op.method, mayAccept: op.method === 'GET' || !(op.body || op.upload), stream: op.stream, ...draft });
  const urlOf = (op: ApiOperation) => {
    const anchor = anchors[op.operationId] ?? {};
    return `${fillPath(op, encodeAll(anchor.params ?? {}))}${queryString(encodeAll(anchor.query ?? {}))}`;
  };
  for (const op of operations) {
    const anchor = anchors[op.operationId] ?? {};
    const url = urlOf(op);
    const valid = JSON.stringify(anchor.body ?? {});
    const drafts = op.upload
      ? uploadCases(url, options.photoMaxBytes)
      : [
          ...(op.takesBody ? parseCases(url, valid) : []),
          ...(op.body ? bodyCases(url, op.body, anchor.body ?? {}) : []),
          ...(op.headers.some((h) => h.name === 'Idempotency-Key') ? idempotencyCases(url, valid) : []),
          ...(op.query.length || op.pathParams.length ? queryCases(op, anchor.params ?? {}, anchor.query ?? {}) : []),
        ];
    for (const draft of drafts) add(op, draft);
  }
  for (const path of traversalPaths) {
    for (const method of ['GET', 'POST']) {
      out.push({ operationId: 'traversal', what: `${method} ${path}`, method, url: path, headers: method === 'POST' ? json : {}, payload: method === 'POST' ? '{}' : undefined, mayAccept: method === 'GET', stream: false });
    }
  }
  const withInputs = operations.filter((op) => op.body || op.query.length || op.pathParams.length);
  for (let i = 0; i < options.randomCount; i++) {
    const op = pick(random, withInputs);
    const anchor = anchors[op.operationId] ?? {};
    add(op, op.body && (random() < 0.8 || !(op.query.length || op.pathParams.length))
      ? randomBodyCase(random, urlOf(op), op.body, anchor.body ?? {})
      : randomQueryCase(random, op, anchor.params ?? {}, anchor.query ?? {}));
  }
  return out;
}
