import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router ships one build per mode but its package exports only name the development one;
// the production build drops the developer warnings (about 0.5 KB gzip off the first screen).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Brotli and gzip copies of every text file of the build (file.js.br, file.js.gz), made once at
 * build time at the highest levels; the server sends the one the browser accepts (@fastify/static
 * preCompressed). Files under 1 KB gain too little to be worth a second request path.
 */
function precompress(): Plugin {
  // WebAssembly too: the barcode reader (1.1 MB) is a third of that over the wire.
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = 'dist';
  return {
    name: 'stockyard-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Chunk groups. Left to itself the bundler makes a chunk for every set of screens that shares a
 * module, so a first visit fetched sixty files of about 1 KB each (every icon on its own); each
 * request costs a round trip and about a kilobyte of headers, more than the code. Modules that load
 * together are grouped instead (order matters: the first group that names a module takes it):
 * - icons: every lucide icon (about 0.3 KB each), one request wherever they are used;
 * - zod: zod with the domain's schemas, loaded by the first screen that checks a server answer;
 * - forms: react-hook-form and its zod resolver, loaded by the first form a person opens;
 * - query: react-query with the app's client, for every screen with server data;
 * - after-paint: what the shell adds once the page is up (footer, scroll-to-top, toasts, the API
 *   client, the session's theme sync) and the few building blocks every page uses (button, card,
 *   field, alert...);
 * - landing: the landing page below the hero (sections, live branch list);
 * - domain: the domain's rules and constants (its zod schemas go with zod).
 * Whatever the first paint needs stays in the entry chunk: groups only take modules the entry does
 * not import statically (initialModules() lists those once the module graph is known).
 */
const sep = String.raw`[\\/]`;
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', sep));
const CHUNK_GROUPS: { name: string; test: (id: string) => boolean }[] = [
  { name: 'icons', test: (id) => path('/node_modules/lucide-react/').test(id) },
  {
    name: 'zod',
    test: (id) =>
      path('/node_modules/zod/').test(id) ||
      path('/src/lib/auth-contracts\\.ts$').test(id) ||
      (path('/packages/domain/src/').test(id) && needsZod.has(id)),
  },
  { name: 'forms', test: (id) => path('/node_modules/(?:react-hook-form|@hookform)/').test(id) },
  {
    name: 'query',
    test: (id) => path('/node_modules/@tanstack/').test(id) || path('/src/lib/query-client\\.tsx$').test(id),
  },
  {
    name: 'after-paint',
    test: (id) =>
      path('/node_modules/sonner/').test(id) ||
      path('/src/components/layout/(?:footer|scroll-to-top-button|contact-details|page-section)\\.tsx?$').test(id) ||
      path('/src/lib/(?:api-client|theme-sync|theme-preferences)\\.tsx?$').test(id) ||
      path('/src/components/ui/(?:alert|badge|button|card|empty-state|field|progress-bar|spinner)\\.tsx$').test(id) ||
      path('/src/lib/use-near-viewport\\.ts$').test(id),
  },
  {
    name: 'landing',
    test: (id) =>
      path(
        '/src/(?:app/routes/landing-sections|features/landing/components/(?:about-section|features-section|contact-section|contact-form-shell)|features/branches/components/(?:landing-branches-section|branch-list-skeleton))\\.tsx?$',
      ).test(id),
  },
  { name: 'domain', test: (id) => path('/packages/domain/src/').test(id) },
];

/**
 * The app's own modules (src/) the entry imports statically, directly or not: they stay in the
 * entry chunk. Barrels are not followed (packages such as lucide-react, whose index imports every
 * icon, and the domain's index): the tree-shaken build keeps only the few modules used, and those
 * go to their group (icons, domain), which the entry then imports.
 */
const initial = new Set<string>();
/** Domain modules that import zod, directly or through other domain modules: they go with forms. */
const needsZod = new Set<string>();
function initialModules(): Plugin {
  return {
    name: 'stockyard-initial-modules',
    apply: 'build',
    buildEnd() {
      initial.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (initial.has(id)) continue;
        initial.add(id);
        if (id.includes('/node_modules/') || /packages\/domain\/src\/index\.ts$/.test(id)) continue;
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      needsZod.clear();
      const domain = [...this.getModuleIds()].filter((id) => /packages\/domain\/src\//.test(id));
      const importsZod = (id: string, seen = new Set<string>()): boolean => {
        if (needsZod.has(id)) return true;
        if (seen.has(id)) return false;
        seen.add(id);
        return (this.getModuleInfo(id)?.importedIds ?? []).some((imported) =>
          /node_modules\/zod\//.test(imported)
            ? true
            : /packages\/domain\/src\/(?!index\.ts$)/.test(imported) && importsZod(imported, seen),
        );
      };
      for (const id of domain) if (importsZod(id)) needsZod.add(id);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), initialModules(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API itself.
    proxy: { '/api': { target: 'http://localhost:8000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: the chunk graph `npm run bench` reads to size the first screen and each route.
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names: following their imports would drag modules
          // the first paint needs out of the entry chunk.
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS.map(({ name, test }) => ({
            name,
            test: (id: string) => !initial.has(id) && test(id),
          })),
        },
      },
      treeshake: {
        // Building a zod schema has no side effects, but the bundler cannot know it; this lets it
        // drop domain schemas nobody uses. Keeping zod out of the first screen also needs the
        // router's helpers (auth/roles.ts) free of schemas; roleSchema lives in role-schema.ts.
        // Never call z.config() at module level: it would be dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
}));
