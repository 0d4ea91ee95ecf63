import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { enums, integer, literal, object, optional, refine, size, string, union } from 'superstruct';
import { taggedUnion } from '../../src/core/tagged-union.js';
import { annotate, describe, named, orNull, toJsonSchema } from '../../server/openapi/json-schema.js';

test('an object is closed, its optional keys are not required, and a described leaf keeps its words through optional()', () => {
  const label = describe(size(string(), 1, 30), { maxLength: 30, description: 'a name' });
  const schema = toJsonSchema(object({ id: string(), label: optional(label), count: refine(integer(), 'positive', (n) => n > 0) }), {});
  assert.equal(schema, {
    type: 'object',
    required: ['id', 'count'],
    additionalProperties: false,
    properties: { id: { type: 'string' }, label: { type: 'string', maxLength: 30, description: 'a name' }, count: { type: 'integer' } },
  });
});

test('a named object is written once in components; orNull() of it points there and says null', () => {
  const Point = named('Point', object({ at: string() }));
  const components = {};
  const schema = toJsonSchema(object({ entry: Point, exit: orNull(Point, 'null until settled') }), components);
  assert.equal(schema.properties, {
    entry: { $ref: '#/components/schemas/Point' },
    exit: { anyOf: [{ $ref: '#/components/schemas/Point' }, { type: 'null' }], description: 'null until settled' },
  });
  assert.equal(components, { Point: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: { type: 'string' } } } });
});

test('a refined object keeps its annotations, and an annotation narrows a shared field of one body only', () => {
  const shared = string();
  const Body = object({ old: shared, next: shared });
  annotate(Body, { properties: { next: { minLength: 6 } } });
  const refined = refine(Body, 'different', (v) => v.old !== v.next);
  assert.equal(toJsonSchema(refined, {}).properties, { old: { type: 'string' }, next: { type: 'string', minLength: 6 } });
  annotate(Body, { properties: { nope: {} } });
  assert.throws(() => toJsonSchema(Body, {}), /annotated fields it does not have: nope/);
});

test('a struct whose shape the converter cannot see throws with its place until it is annotated', () => {
  const Body = object({ either: union([string(), integer()]) });
  assert.throws(() => toJsonSchema(Body, {}, 'POST /x body'), /POST \/x body\.either: a union struct needs annotate/);
});

test('a tagged union is oneOf its named kinds, with their tag as discriminator mapping each', () => {
  const Card = named('Card', object({ type: literal('card'), number: string() }));
  const Wallet = named('Wallet', object({ type: literal('wallet'), address: string() }));
  const components = {};
  assert.equal(toJsonSchema(named('Account', taggedUnion('type', { card: Card, wallet: Wallet }, 'card')), components), { $ref: '#/components/schemas/Account' });
  assert.equal((components as Record<string, object>).Account, {
    oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Wallet' }],
    discriminator: { propertyName: 'type', mapping: { card: '#/components/schemas/Card', wallet: '#/components/schemas/Wallet' } },
  });
  const A = named('A', object({ kind: enums(['a']) }));
  const Body = taggedUnion('kind', { a: A, b: object({ kind: enums(['b']), n: integer() }) }, 'a');
  assert.throws(() => toJsonSchema(Body, {}, 'POST /x body'), /POST \/x body: a tagged union's kinds are named \(named\(\)\); not b/);
});

test('a tagged union whose kinds share no tag field of their own names throws with its place', () => {
  const Body = taggedUnion('type', { a: named('Mislabelled', object({ type: literal('b') })) }, 'a');
  assert.throws(() => toJsonSchema(Body, {}, 'POST /x body'), /POST \/x body: a union's kinds are objects told apart/);
});

test('a tagged union judges a value by its kind, and one of no known kind by the fallback', () => {
  const Body = taggedUnion('type', { a: object({ type: literal('a'), x: string() }), b: object({ type: literal('b'), y: string() }) }, 'a');
  assert.ok(Body.is({ type: 'b', y: '1' }));
  assert.not.ok(Body.is({ type: 'b', x: '1' }));
  const [error] = Body.validate({ type: 'c', x: '1' });
  assert.equal(error?.failures().map((f) => f.key), ['type']);
});

test.run();
