import { Struct, type Infer } from 'superstruct';

type Kinds = Record<string, Struct<any, any>>;

/**
 * One of several object structs, picked by the value of its `key` field (`type: 'crypto'`), each kind listed under
 * that value. Its errors name the fields of that one kind, where superstruct's `union` tries every kind and reports
 * them all; a value whose tag is none of them is judged as `fallback`, whose tag field then says `invalid`. The kinds
 * stay readable in `schema`: the OpenAPI document writes them as `oneOf` with a discriminator.
 */
export function taggedUnion<K extends Kinds>(key: string, kinds: K, fallback: keyof K): Struct<{ [T in keyof K]: Infer<K[T]> }[keyof K], K> {
  const tags = Object.keys(kinds);
  const kindOf = (value: unknown): Struct<any, any> => {
    const tag = (value as Record<string, unknown> | null)?.[key];
    return kinds[typeof tag === 'string' && tags.includes(tag) ? tag : fallback];
  };
  return new Struct({
    type: 'union',
    schema: kinds,
    *entries(value, context) {
      yield* kindOf(value).entries(value, context);
    },
    validator: (value, context) => kindOf(value).validator(value, context),
    coercer: (value, context) => kindOf(value).coercer(value, context),
    refiner: (value, context) => kindOf(value).refiner(value, context),
  });
}
