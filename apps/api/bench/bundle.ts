/**
 * Front-end budget (DESIGN "Performance budgets"): JS + CSS gzip of the first screen and of each
 * route, from the chunk graph Vite writes to dist/.vite/manifest.json.
 *
 * - First screen: the entry chunk with everything it imports statically, its CSS, any plain script
 *   index.html loads, and the landing route's chunk with its static imports: what a visitor
 *   downloads before the landing page paints.
 *   (The sections below the hero and the footer load after the first paint; they are not counted.)
 * - Each route: its own chunk, and everything it adds on top of the first screen when opened first
 *   after it (its chunk, the shared chunks it imports, their CSS).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export const BUDGET_KB = 130;

export type RouteSize = { route: string; chunk_kb: number; adds_kb: number };
export type BundleResult = {
  budget_kb: number;
  first_screen_kb: number;
  first_screen_js_kb: number;
  first_screen_css_kb: number;
  first_screen_files: string[];
  within_budget: boolean;
  routes: RouteSize[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureBundle(dist: string): BundleResult | { skipped: string } {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { skipped: `${manifestFile} not found: run npm run build first` };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipCache.get(file)!;
  };

  /** The files a chunk needs before it runs: itself, its static imports (transitively), their CSS. */
  const closure = (key: string, files = new Set<string>(), seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return files;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files, seen);
    return files;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gz(file), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const routeKeys = Object.keys(manifest)
    .filter((key) => /src\/app\/routes\/[^/]+\.tsx$/.test(key))
    .sort();
  const landing = routeKeys.find((key) => key.endsWith('/landing.tsx'));
  if (!entry || !landing) return { skipped: 'the manifest has no entry or no landing route chunk' };

  const firstScreen = closure(entry);
  closure(landing, firstScreen);
  // Plain scripts and styles index.html loads from public/ (not in the chunk graph), e.g. before-app.js.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
    if (!file!.startsWith('assets/') && existsSync(join(dist, file!))) firstScreen.add(file!);
  }
  const files = [...firstScreen].sort();
  const total = sum(files);
  const css = sum(files.filter((file) => file.endsWith('.css')));

  const routes = routeKeys.map((key) => {
    const name = key.replace(/^.*src\/app\/routes\//, '').replace(/\.tsx$/, '');
    const needed = closure(key);
    const added = [...needed].filter((file) => !firstScreen.has(file));
    return {
      route: name,
      chunk_kb: kb(gz(manifest[key]!.file)),
      adds_kb: kb(sum(added)),
    };
  });

  return {
    budget_kb: BUDGET_KB,
    first_screen_kb: kb(total),
    first_screen_js_kb: kb(total - css),
    first_screen_css_kb: kb(css),
    first_screen_files: files,
    within_budget: total < BUDGET_KB * 1024,
    routes,
  };
}
