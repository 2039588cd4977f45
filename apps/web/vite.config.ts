import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appPage } from './build/app-page';
import { compileHints } from './build/compile-hints';
import { inlineHead } from './build/inline-head';

type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['buildEnd']>, (...args: never[]) => unknown>>;

// react-router ships one build per mode but its package exports only name the development one;
// the production build drops the developer warnings (about 0.5 KB gzip off the first screen).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
// zod without compiled parsers, which the page's content security policy would refuse.
const zodJitless = fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url));

/**
 * First the public pages are prerendered (build/prerender-pages.ts), then compressed with the rest:
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
    closeBundle: async () => {
      // A build that failed wrote no page; its own error is the one to show, not a missing file here.
      if (!existsSync(join(outDir, 'index.html'))) return;
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
 * request costs a round trip and, on HTTP/1.1, a wait for one of six connections. Modules that
 * load together are grouped instead (order matters: the first group that names a module takes it),
 * and no group imports one that imports it back (a cycle between chunks can run a module before
 * what it needs):
 * - forms: react-hook-form and its zod resolver, loaded by the first form a person opens;
 * - after-paint: what every page adds once it is up, needing nothing but the entry: the footer,
 *   scroll-to-top, the API client, the session's theme sync, the few building blocks every page
 *   uses (button, card, field, alert...), the catalog store and translation hooks (so a screen's
 *   catalogs are asked for as soon as this small chunk is in, lazy-route.tsx), the domain's rules
 *   and constants without their schemas, and the icons a visitor sees after the first paint (the
 *   footer, the sections below the hero, the bar's menus, the sign-in and register pages; those
 *   of the first paint are in the entry; publicIconModules() lists them);
 * - landing: the landing page below the hero (sections, live branch list);
 * - app: the signed-in screens' own: every other lucide icon (about 0.3 KB each) and the app's
 *   building blocks (src/components, src/lib, src/resources) no public page reaches
 *   (appSharedModules());
 * - core: what every screen with server data or a form loads: zod with the domain's schemas,
 *   react-query with the app's client, and the building blocks the public pages reach too.
 * Whatever the first paint needs is one chunk, the entry: groups only take modules the first screen
 * does not import statically (initialModules() lists those once the module graph is known).
 */
const sep = String.raw`[\\/]`;
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', sep));
const CHUNK_GROUPS: { name: string; test: (id: string) => boolean }[] = [
  { name: 'forms', test: (id) => path('/node_modules/(?:react-hook-form|@hookform)/').test(id) },
  {
    name: 'after-paint',
    test: (id) =>
      publicIcons.has(id) ||
      path(
        '/src/components/layout/(?:footer|language-switch|scroll-to-top-button|contact-details|page-section)\\.tsx?$',
      ).test(id) ||
      path('/src/lib/(?:api-client|theme-sync|theme-preferences|form-draft|use-near-viewport)\\.tsx?$').test(id) ||
      path('/src/components/ui/(?:alert|badge|button|card|empty-state|field|progress-bar|spinner)\\.tsx$').test(id) ||
      path('/src/lib/i18n/').test(id) ||
      (path('/packages/domain/src/').test(id) && !needsZod.has(id)),
  },
  {
    name: 'landing',
    test: (id) =>
      path(
        '/src/(?:app/routes/landing-below-fold|features/landing/components/(?:about-section|features-section|contact-section|contact-form-shell)|features/branches/components/(?:landing-branches-section|branch-list-skeleton))\\.tsx?$',
      ).test(id),
  },
  {
    name: 'app',
    test: (id) => path('/node_modules/lucide-react/').test(id) || (appShared.has(id) && !publicModules.has(id)),
  },
  {
    name: 'core',
    test: (id) =>
      path('/node_modules/(?:zod|@tanstack)/').test(id) ||
      path('/src/lib/(?:zod-jitless|auth-contracts)\\.ts$').test(id) ||
      path('/src/lib/query-client\\.tsx$').test(id) ||
      path('/packages/domain/src/').test(id) ||
      appShared.has(id),
  },
];

/**
 * The first screen's modules: what the entry and the landing page (its hero; the sections below
 * load later) import statically, directly or not, packages included. They all go in the entry
 * chunk, one request: a group chunk the entry imports costs a request, and the bundler splits
 * what such a chunk shares with the entry into more small chunks besides.
 * The two barrels the app imports from are followed only to the names imported: lucide-react's
 * index imports every icon and the domain's index every rule, while the tree-shaken build keeps
 * only the few used. A domain module brings its domain imports, not zod: its schemas are
 * tree-shaken away where the first screen does not use them.
 */
const initial = new Set<string>();
/**
 * Domain modules that import zod, directly or through other domain modules: they go in core with
 * zod, the rest in after-paint.
 */
const needsZod = new Set<string>();
const LUCIDE_BARREL = path('/node_modules/lucide-react/dist/esm/lucide-react\\.mjs$');
const DOMAIN_BARREL = path('/packages/domain/src/index\\.ts$');
const DOMAIN = path('/packages/domain/src/');
const LANDING_ROUTE = path('/src/app/routes/landing\\.tsx$');

/** The module defining each name the two barrels export. */
function barrelExports(context: PluginContext): Map<string, string> {
  const defined = new Map<string, string>();
  for (const id of context.getModuleIds()) {
    const code = context.getModuleInfo(id)?.code ?? '';
    if (LUCIDE_BARREL.test(id)) {
      for (const [, names, file] of code.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
        for (const [, name] of names!.matchAll(/default as (\w+)/g))
          defined.set(`lucide-react:${name}`, join(dirname(id), file!));
      }
    } else if (DOMAIN.test(id) && !DOMAIN_BARREL.test(id)) {
      for (const [, name] of code.matchAll(/export (?:async )?(?:const|function|class|let) (\w+)/g))
        defined.set(`@stockyard/domain:${name}`, id);
    }
  }
  return defined;
}

/** The defining modules of the names a module imports from 'lucide-react' or '@stockyard/domain'. */
function barrelImports(code: string, defined: Map<string, string>): string[] {
  const targets: string[] = [];
  for (const [, names, from] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|@stockyard\/domain)['"]/g,
  )) {
    for (const part of names!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const target = defined.get(`${from}:${name}`);
      if (target) targets.push(target);
    }
  }
  return targets;
}

function initialModules(): Plugin {
  return {
    name: 'stockyard-initial-modules',
    apply: 'build',
    buildEnd() {
      initial.clear();
      const defined = barrelExports(this);
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry || LANDING_ROUTE.test(id));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (initial.has(id)) continue;
        initial.add(id);
        if (LUCIDE_BARREL.test(id) || DOMAIN_BARREL.test(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (!id.includes('/node_modules/')) queue.push(...barrelImports(info.code ?? '', defined));
        queue.push(...info.importedIds);
      }
      needsZod.clear();
      const domain = [...this.getModuleIds()].filter((id) => /packages\/domain\/src\//.test(id));
      const importsZod = (id: string, seen = new Set<string>()): boolean => {
        if (needsZod.has(id)) return true;
        if (seen.has(id)) return false;
        seen.add(id);
        return (this.getModuleInfo(id)?.importedIds ?? []).some((imported) =>
          /node_modules\/zod\/|\/src\/lib\/zod-jitless\.ts$/.test(imported)
            ? true
            : /packages\/domain\/src\/(?!index\.ts$)/.test(imported) && importsZod(imported, seen),
        );
      };
      for (const id of domain) if (importsZod(id)) needsZod.add(id);
    },
  };
}

/**
 * The lucide icon modules (with the code they share) that the public pages use: those the app's
 * modules name in `import { ... } from 'lucide-react'`, among every module the entry and the
 * landing page reach, lazy ones included (footer, sections below the hero, the bar's menus), but
 * not the other screens of the route table.
 */
const publicIcons = new Set<string>();
/** The app's own modules (src/) those same public pages reach, lazy ones included. */
const publicModules = new Set<string>();
function publicIconModules(): Plugin {
  return {
    name: 'stockyard-public-icons',
    apply: 'build',
    buildEnd() {
      publicIcons.clear();
      publicModules.clear();
      const ids = [...this.getModuleIds()];
      const barrel = ids.find((id) => path('/node_modules/lucide-react/dist/esm/lucide-react\\.mjs$').test(id));
      const landing = ids.find((id) => path('/src/app/routes/landing\\.tsx$').test(id));
      if (!barrel || !landing) return;
      const iconFile = new Map<string, string>();
      for (const [, names, file] of (this.getModuleInfo(barrel)?.code ?? '').matchAll(
        /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
      )) {
        const id = join(dirname(barrel), file!);
        for (const [, name] of names!.matchAll(/default as (\w+)/g)) iconFile.set(name!, id);
      }
      const routeTable = path('/src/app/router\\.tsx$');
      // The sign-in and register pages too: a visitor's first page, whose icons should not bring
      // every signed-in screen's (the icons chunk took 80 ms to run on a slowed phone CPU).
      const publicRoutes = ids.filter((id) => path('/src/app/routes/(?:login|register)\\.tsx$').test(id));
      const queue = [...ids.filter((id) => this.getModuleInfo(id)?.isEntry), landing, ...publicRoutes];
      const seen = new Set<string>();
      while (queue.length > 0) {
        const id = queue.pop()!;
        // The app's own modules (index.html, src/); packages are scanned through the names the app imports.
        if (seen.has(id) || path('/node_modules/|/packages/domain/').test(id)) continue;
        seen.add(id);
        publicModules.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        for (const [, names] of (info.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
          for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
            const icon = iconFile.get(name);
            if (icon) publicIcons.add(icon);
          }
        }
        queue.push(...info.importedIds, ...(routeTable.test(id) ? [] : info.dynamicallyImportedIds));
      }
      // What the icons share (createLucideIcon, Icon, ...) goes with them.
      const shared = [...publicIcons];
      while (shared.length > 0) {
        for (const imported of this.getModuleInfo(shared.pop()!)?.importedIds ?? []) {
          if (!path('/node_modules/lucide-react/').test(imported) || publicIcons.has(imported)) continue;
          publicIcons.add(imported);
          shared.push(imported);
        }
      }
    },
  };
}

/**
 * The app's own building blocks (tables, paging, search, fields, the resources, small hooks) that
 * the groups above do not take: left to the bundler they were twenty chunks of a few hundred bytes
 * each on a signed-in screen, whose headers outweighed their code. Those the public pages reach go
 * in `core` (the sign-in page loads it anyway), the rest in `app`.
 * Left out: the modules that bring a package the first screen does not have, other than react-query
 * and zod, which every such screen loads anyway (the dialog and its Radix code load when a dialog
 * opens, not with every screen).
 */
const appShared = new Set<string>();
function appSharedModules(): Plugin {
  return {
    name: 'stockyard-app-shared',
    apply: 'build',
    buildEnd() {
      appShared.clear();
      for (const id of this.getModuleIds()) {
        if (!path('/src/(?:components|lib|resources)/').test(id) || initial.has(id)) continue;
        const imports = this.getModuleInfo(id)?.importedIds ?? [];
        const heavy = (imported: string) =>
          path('/node_modules/').test(imported) &&
          !initial.has(imported) &&
          !path('/node_modules/(?:@tanstack|zod)/').test(imported);
        if (imports.some(heavy)) continue;
        appShared.add(id);
      }
    },
  };
}

/**
 * The chunks each chunk imports statically, directly or not: they are loaded before its code runs.
 * Read from the bundle before Vite writes the preload lists of dynamic imports (see modulePreload).
 */
const loadedWith = new Map<string, Set<string>>();
function staticImports(): Plugin {
  return {
    name: 'stockyard-static-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWith.clear();
        const closure = (file: string, seen = new Set<string>()): Set<string> => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return seen;
          seen.add(file);
          for (const imported of chunk.imports) closure(imported, seen);
          return seen;
        };
        for (const file of Object.keys(bundle)) loadedWith.set(file, closure(file));
      },
    },
  };
}

/**
 * react-router defines its components as `var Link = React.forwardRef(...)` and names them after
 * (`Link.displayName = "Link"`). Neither is marked free of side effects, so the bundler keeps every
 * one of them, used or not: Link and NavLink with their prefetching, Form with the fetchers (the app
 * has its own links: components/ui/link.tsx). This marks the definitions pure and drops the names,
 * in react-router's production build only. First screen: 101.6 to 97.9 KB gzip.
 */
function reactRouterTreeShaking(): Plugin {
  const routerBuild = path('/node_modules/react-router/dist/production/');
  let shakenModules = 0;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!routerBuild.test(id)) return null;
      const shaken = code
        .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
        .replace(/^\w+\.displayName = "\w+";$/gm, '');
      if (shaken === code) return null;
      shakenModules += 1;
      return { code: shaken, map: null };
    },
    // A react-router release written another way would silently bring the unused code back.
    buildEnd(error) {
      if (!error && shakenModules === 0)
        this.error('react-router-tree-shaking: react-router no longer defines its components as expected');
    },
  };
}

/** The chunk groups every signed-in screen runs (lazy-route.tsx): app.html names them in its head. */
const SIGNED_IN_GROUPS = ['core', 'after-paint', 'app'];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    reactRouterTreeShaking(),
    tailwindcss(),
    inlineHead(),
    // Every signed-in screen runs these groups: app.html names them.
    appPage(SIGNED_IN_GROUPS),
    // The entry and those groups compile while they stream in (build/compile-hints.ts).
    compileHints(SIGNED_IN_GROUPS),
    initialModules(),
    publicIconModules(),
    appSharedModules(),
    staticImports(),
    precompress(),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      { find: /^zod$/, replacement: zodJitless },
    ],
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
    modulePreload: {
      polyfill: false,
      // A lazy import preloads the chunks it needs all at once, listed in the importing chunk. Those
      // the importing chunk imports itself are already loaded; listing them only costs bytes (the
      // entry holds the route table, so its lists are part of the first screen).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !loadedWith.get(hostId)?.has(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names: following their imports would drag modules
          // the first paint needs out of the entry chunk.
          includeDependenciesRecursively: false,
          groups: [
            // The first screen in one chunk (the entry merges into it): left to the default, what
            // lazy chunks share with it is split off into chunks of a few hundred bytes each.
            { name: 'first', test: (id: string) => initial.has(id) && !LANDING_ROUTE.test(id) },
            ...CHUNK_GROUPS.map(({ name, test }) => ({
              name,
              test: (id: string) => !initial.has(id) && test(id),
            })),
          ],
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
