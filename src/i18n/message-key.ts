import type zhTW from '../../locales/zh-TW.json';

// Types only: the keys `t` accepts, read from the default dictionary, which has every key (docs/design.md, Client).

/** The CLDR plural categories: an object keyed only by them is one message in its plural forms. */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Whether `V` is one message: a string, or a plural's forms. */
type IsMessage<V> = V extends string ? true : Exclude<keyof V, PluralForm> extends never ? true : false;

/** Every dotted path of `T` that names a message. */
type MessagePaths<T> = { [K in keyof T & string]: IsMessage<T[K]> extends true ? K : `${K}.${MessagePaths<T[K]>}` }[keyof T & string];

/** Every dotted path of `T` that names a group of messages, the prefix of keys built from codes. */
type GroupPaths<T> = { [K in keyof T & string]: IsMessage<T[K]> extends true ? never : K | `${K}.${GroupPaths<T[K]>}` }[keyof T & string];

export type MessageKey = MessagePaths<typeof zhTW>;
export type MessageGroup = GroupPaths<typeof zhTW>;

/**
 * What `t` takes for a key of type `K`: a literal must name a message; a key built from a code
 * (`fields.${code}`, whose type is a pattern) must start with a real group, since codes may outgrow the
 * dictionary and `t` gives '' for a key it lacks. A pattern type, unlike a literal, makes `Record` an index
 * signature, which `{}` satisfies.
 */
export type CheckedKey<K extends string> = K extends MessageKey
  ? K
  : {} extends Record<K, 1>
    ? K extends `${MessageGroup}.${string}`
      ? K
      : MessageKey
    : MessageKey;
