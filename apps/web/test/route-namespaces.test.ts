import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each lazy route in app/router.tsx names the catalogs its screen reads (screen()'s namespaces),
 * so they download with the screen's code instead of a round trip after it renders. The list must
 * cover every namespace the screen's code asks for with useTranslation([...]), following its static
 * imports (lazy parts load later and fetch their own). common comes with the first screen that uses
 * any catalog, and messages only matters to readers of other languages (lib/i18n/messages.ts): a
 * route need not name those two.
 */
const SRC = new URL('../src', import.meta.url).pathname;
const LOADED_ANYWAY = new Set(['common', 'messages']);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return (
    [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    ) ?? null
  );
}

/** The namespaces a module and its static imports ask useTranslation for. */
function namespacesOf(file: string): string[] {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const code = readFileSync(current, 'utf8');
    for (const [, list] of code.matchAll(/useTranslation\(\[([^\]]*)\]/g)) {
      for (const [, namespace] of list!.matchAll(/'(\w+)'/g)) namespaces.add(namespace!);
    }
    for (const [statement, specifier] of code.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)) {
      if (/^import\s+type\s/.test(statement)) continue;
      const target = resolveImport(current, specifier!);
      if (target) queue.push(target);
    }
  }
  return [...namespaces].filter((namespace) => !LOADED_ANYWAY.has(namespace)).sort();
}

const router = readFileSync(join(SRC, 'app/router.tsx'), 'utf8');
const routes = [
  ...router.matchAll(/screen\(\s*\(\) => import\('\.\/routes\/([\w-]+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?,?\s*\)/g),
].map(([, route, namespaces]) => ({
  route: route!,
  declared: [...(namespaces ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]!).sort(),
}));

describe('route catalogs', () => {
  it('when the route table is read, then it has the screens', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes)('when $route loads, then its catalogs load with it', ({ route, declared }) => {
    expect(declared).toEqual(namespacesOf(join(SRC, 'app/routes', `${route}.tsx`)));
  });
});

/** Every module of the app, for rules that hold in all of them. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the messages catalog', () => {
  it('when a module needs server and domain messages translated, then it asks useTranslateMessage, not useTranslation', () => {
    // useTranslation(['messages']) fetches the catalog in every language, English included, where
    // a message is already in the reader's words: a download for nothing.
    const asking = sourceFiles(SRC).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useTranslation\(\[([^\]]*)\]/g)].some(([, list]) =>
        /'messages'/.test(list!),
      ),
    );
    expect(asking.map((file) => file.slice(SRC.length + 1))).toEqual([]);
  });
});
