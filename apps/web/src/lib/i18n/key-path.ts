type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A plural form's key ('found_one') is named by its base ('found'), as t() asks for it with a count. */
type Leaf<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** 'a.b.c' for every string leaf of a nested catalog type. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? Leaf<K> : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];
