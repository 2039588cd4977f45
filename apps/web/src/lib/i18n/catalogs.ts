/**
 * Every catalog is its own chunk (locales/<language>/<namespace>.json), fetched when a screen
 * of that namespace first renders in that language (store.ts). The English shell (the words of
 * the first screen) is bundled, so an English visitor's landing page paints without a second request.
 */
export type Catalog = { [key: string]: string | Catalog };

/** A dotted key ('hero.title') in a catalog; undefined when missing or not a string. */
export function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The catalogs' {{name}} placeholders filled in. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A promise React's use() can read at once once it has settled (readable() marks it with its outcome). */
export type Readable<T> = Promise<T>;
type Marked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise with its outcome when it settles, as React expects. use() reads a marked promise
 * without suspending; and a component that suspended is replayed with the same promise, which React
 * needs in order to mount the hooks after it (a use() skipped on the replay breaks the render).
 */
export function readable<T>(promise: Promise<T>): Readable<T> {
  const marked: Marked<T> = promise;
  if (marked.status) return marked;
  marked.status = 'pending';
  promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(marked, { status: 'rejected', reason }),
  );
  return marked;
}

/** An outcome already known, for use() to read without suspending. */
export function fulfilled<T>(value: T): Readable<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
