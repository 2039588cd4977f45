/**
 * Every catalog is its own chunk (locales/<language>/<namespace>.json), fetched when a screen
 * of that namespace first renders in that language (i18next.ts). The English shell (the words of
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

/** i18next's {{name}} placeholders, for the shell's few texts with values. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
