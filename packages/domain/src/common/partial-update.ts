import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T extends z.ZodPrefault<infer Inner> ? Inner : T;

export type OptionalWithoutDefaults<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>>;
};

/**
 * The fields of a stored shape for a partial update: each optional, with its default removed. zod
 * applies a `.default()` even to an absent key under `.partial()`, so a partial update built that
 * way silently resets every field it does not send. Use this for every update that may omit fields.
 */
export function optionalWithoutDefaults<Shape extends z.ZodRawShape>(shape: Shape): OptionalWithoutDefaults<Shape> {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const bare = field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field;
    fields[key] = (bare as z.ZodType).optional();
  }
  return fields as OptionalWithoutDefaults<Shape>;
}
