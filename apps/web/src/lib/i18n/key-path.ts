/** 'a.b.c' for every string leaf of a nested catalog type. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];
