import { z } from 'zod';

/**
 * A schema built the first time anything reads it, instead of when its module loads.
 *
 * Why: zod builds a schema eagerly, an object for every field and every check, and the browser runs
 * every domain module a screen's chunk holds before the screen can render. Built at load, the
 * domain's 140-odd schemas cost the admin goods screen about 100 ms of main thread at 4x CPU
 * slowdown before its first paint, though it parses with a handful of them (README, Performance).
 * Built on first use, a screen pays only for the schemas it uses.
 *
 * How: the value is a Proxy over an empty object. The first read, check or call builds the schema
 * and then runs the same zod constructor again with the Proxy itself as the instance, so the Proxy
 * becomes that schema: its own fields, its methods bound to it, zod's internals (which find
 * schemas by identity, as `toJSONSchema` does for the API's OpenAPI description) all name the Proxy.
 * Until then it costs one object. Types are the schema's own (`z.infer<typeof x>` is unchanged).
 */
export function lazySchema<Schema extends z.ZodType>(build: () => Schema): Schema {
  const target = {} as Schema;
  let state: 'waiting' | 'building' | 'built' = 'waiting';
  const ready = (): Schema => {
    if (state !== 'waiting') return target;
    state = 'building';
    const model = build();
    Object.setPrototypeOf(target, Object.getPrototypeOf(model));
    // zod's constructor (a $constructor) initialises `this` when called without `new`.
    (model._zod.constr as unknown as (this: Schema, def: unknown) => Schema).call(proxy, model._zod.def);
    if (model._zod.parent) proxy._zod.parent = model._zod.parent;
    const meta = z.globalRegistry.get(model);
    if (meta !== undefined) z.globalRegistry.add(proxy, meta);
    state = 'built';
    return target;
  };
  // Every trap answers from the target once it is the schema, so a Proxy's invariants hold.
  const proxy: Schema = new Proxy(target, {
    get: (_, key, receiver) => Reflect.get(ready(), key, receiver),
    set: (_, key, value, receiver) => Reflect.set(ready(), key, value, receiver),
    has: (_, key) => Reflect.has(ready(), key),
    ownKeys: () => Reflect.ownKeys(ready()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(ready(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(ready(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(ready(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(ready()),
  });
  return proxy;
}
