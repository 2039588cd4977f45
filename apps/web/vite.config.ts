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
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
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
