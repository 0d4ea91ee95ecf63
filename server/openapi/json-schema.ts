import { nullable, Struct } from 'superstruct';

/** A JSON Schema (OpenAPI 3.1's dialect) as the document writes one. */
export type JsonSchema = Record<string, unknown>;

// What a struct can't say about itself. A refinement is a function (`size`, a pattern checked in code), so its
// bounds are written beside it. superstruct's `optional`, `nullable` and `refine` make a new struct that keeps
// the old one's field table and coercer: an object's annotations are kept by its field table and a described
// leaf's by its own coercer, so they follow the struct through those; `annotate` keeps them by the struct itself.
const annotations = new WeakMap<object, JsonSchema>();
const names = new WeakMap<object, string>();
const nullables = new WeakMap<object, Struct<any, any>>();

const isObject = (struct: Struct<any, any>) => struct.type === 'object' && struct.schema && !nullables.has(struct);
/** A union whose kinds it can see: src/core's `taggedUnion` (superstruct's own `union` keeps none). */
const isTagged = (struct: Struct<any, any>) => struct.type === 'union' && struct.schema && !nullables.has(struct);
/** An object or a tagged union: kept by its field table or its kinds, which `optional()` and `refine()` pass on. */
const hasParts = (struct: Struct<any, any>) => isObject(struct) || isTagged(struct);
const annotationOf = (struct: Struct<any, any>): JsonSchema | undefined =>
  annotations.get(struct) ?? annotations.get(hasParts(struct) ? (struct.schema as object) : struct.coercer);

/** Records what the converter can't read from a struct defined elsewhere (src/core's fields): merged over its own. */
export function annotate(struct: Struct<any, any>, schema: JsonSchema): void {
  const key = hasParts(struct) ? (struct.schema as object) : struct;
  annotations.set(key, { ...annotations.get(key), ...schema });
}

/** A copy of a leaf struct (or an `orNull` one) that validates the same and is documented with `schema` added. */
export function describe<S extends Struct<any, any>>(struct: S, schema: JsonSchema | string): S {
  if (hasParts(struct)) throw new Error('describe() copies a leaf; an object or a union is described where it is named');
  const copy = new Struct({ ...struct, coercer: (value, context) => struct.coercer(value, context) }) as S;
  const inner = nullables.get(struct);
  if (inner) nullables.set(copy, inner);
  annotations.set(copy.coercer, { ...annotationOf(struct), ...(typeof schema === 'string' ? { description: schema } : schema) });
  return copy;
}

/** Names an object or a tagged union: the document writes it once under `components.schemas` and points to it. */
export function named<S extends Struct<any, any>>(name: string, struct: S, description?: string): S {
  if (!hasParts(struct)) throw new Error(`${name}: only an object struct or a tagged union is named`);
  names.set(struct.schema as object, name);
  if (description) annotate(struct, { description });
  return struct;
}

/** `nullable(struct)` that still knows its struct's annotations and name (superstruct's forgets the struct). */
export function orNull<T, S>(struct: Struct<T, S>, description?: string): Struct<T | null, S> {
  const wrapped = nullable(struct);
  nullables.set(wrapped, struct);
  return description ? describe(wrapped, description) : wrapped;
}

/** Whether a value may be left out of an object (`optional()`, `defaulted()`): the key is then not required. */
export const isOptional = (field: Struct<any, any>): boolean => field.validate(undefined, { coerce: true })[0] === undefined;

/**
 * The JSON Schema of a superstruct struct. Named objects become `$ref`s into `components`, which collects them.
 * A struct whose shape a refinement or `define()` hides throws until it is annotated, so a new field can't be
 * documented as a bare string by accident.
 */
export function toJsonSchema(struct: Struct<any, any>, components: Record<string, JsonSchema>, where = 'struct'): JsonSchema {
  const inner = nullables.get(struct);
  if (inner) {
    const { description, ...schema } = toJsonSchema(inner, components, where);
    const own = annotationOf(struct)?.description ?? description;
    return { anyOf: [schema, { type: 'null' }], ...(own ? { description: own } : {}) };
  }
  const name = hasParts(struct) ? names.get(struct.schema as object) : undefined;
  if (name) {
    if (!components[name]) {
      components[name] = {};
      components[name] = described(struct, components, where);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  return described(struct, components, where);
}

function described(struct: Struct<any, any>, components: Record<string, JsonSchema>, where: string): JsonSchema {
  const annotation = annotationOf(struct);
  // An annotation that says the type replaces what the struct says: a `define()`d or coerced value.
  if (annotation && ('type' in annotation || 'anyOf' in annotation || 'oneOf' in annotation || '$ref' in annotation)) return annotation;
  const shape = shapeOf(struct, components, where);
  if (!annotation) return shape;
  // An object's annotation may add to some of its fields: the bounds of a shared field that this body narrows.
  const fields = annotation.properties as Record<string, JsonSchema> | undefined;
  const properties = shape.properties as Record<string, JsonSchema> | undefined;
  if (fields && properties) {
    const unknown = Object.keys(fields).filter((key) => !(key in properties));
    if (unknown.length) throw new Error(`${where}: annotated fields it does not have: ${unknown.join(', ')}`);
    return { ...shape, ...annotation, properties: Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, { ...field, ...fields[key] }])) };
  }
  return { ...shape, ...annotation };
}

function shapeOf(struct: Struct<any, any>, components: Record<string, JsonSchema>, where: string): JsonSchema {
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal':
      return { type: typeof struct.schema, enum: [struct.schema] };
    case 'enums':
      return { type: 'string', enum: Object.values(struct.schema as object) };
    case 'array':
      return { type: 'array', items: toJsonSchema(struct.schema as Struct<any, any>, components, `${where}[]`) };
    case 'object': {
      const fields = Object.entries(struct.schema as Record<string, Struct<any, any>>);
      // Closed: the server refuses an unknown key, and a partner's generated client errs on one the API never sends.
      return {
        type: 'object',
        required: fields.filter(([, field]) => !isOptional(field)).map(([key]) => key),
        additionalProperties: false,
        properties: Object.fromEntries(fields.map(([key, field]) => [key, toJsonSchema(field, components, `${where}.${key}`)])),
      };
    }
    case 'union': {
      if (!struct.schema) break;
      const kinds = Object.entries(struct.schema as Record<string, Struct<any, any>>);
      const oneOf = kinds.map(([tag, kind]) => toJsonSchema(kind, components, `${where}|${tag}`));
      // A discriminator selects schemas by name: an inline kind is one it can't select.
      const unnamed = kinds.filter((_, i) => !oneOf[i]!.$ref).map(([tag]) => tag);
      if (unnamed.length) throw new Error(`${where}: a tagged union's kinds are named (named()); not ${unnamed.join(', ')}`);
      const mapping = Object.fromEntries(kinds.map(([tag], i) => [tag, oneOf[i]!.$ref]));
      return { oneOf, discriminator: { propertyName: tagOf(kinds, where), mapping } };
    }
  }
  throw new Error(`${where}: a ${struct.type} struct needs annotate(struct, { type: … }) to be documented`);
}

/** The field whose one value tells each kind of a tagged union from the others: its tag, as the union is keyed. */
function tagOf(kinds: [string, Struct<any, any>][], where: string): string {
  const valuesOf = (field: Struct<any, any> | undefined): unknown[] =>
    field?.type === 'literal' ? [field.schema] : field?.type === 'enums' ? Object.values(field.schema as object) : [];
  const [, first] = kinds[0] ?? [];
  const fields = first?.type === 'object' ? Object.keys(first.schema as object) : [];
  const tag = fields.find((key) =>
    kinds.every(([value, kind]) => {
      const values = valuesOf((kind.schema as Record<string, Struct<any, any>> | null)?.[key]);
      return values.length === 1 && values[0] === value;
    }),
  );
  if (!tag) throw new Error(`${where}: a union's kinds are objects told apart by one field whose value is the kind's name`);
  return tag;
}
