import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { inlineHead } from './build/inline-head.ts';
import { precompress } from './build/precompress.ts';

// zod without compiled parsers, which the page's content security policy would refuse.
const zodJitless = fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url));

/** The chunk of the packages every page runs before its first render (see codeSplitting below). */
const VENDOR = 'vendor';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The theme snippet (public/before-app.js) and the favicon go into index.html itself.
    inlineHead(),
    // The entry and the vendor chunk compile while they stream in (build/compile-hints.ts).
    compileHints([VENDOR]),
    precompress(),
  ],
  resolve: {
    alias: [{ find: /^zod$/, replacement: zodJitless }],
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
        // Rolldown's declarative chunk groups (https://rolldown.rs/in-depth/manual-code-splitting).
        codeSplitting: {
          groups: [
            {
              // The packages the first render runs, apart from the app's own code: they change less
              // often than the app, so a new release of the app leaves them cached.
              name: VENDOR,
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/]/,
              priority: 4,
            },
            // The app's own code of the first render in one chunk with the entry, rather than split
            // by which lazy screens share each module.
            { name: 'index', tags: ['$initial'], priority: 3 },
            // zod in a chunk of its own, which every screen with a schema or a form shares.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            {
              // The icons that several lazy screens share, in one chunk rather than a request of a few
              // hundred bytes each; an icon of one screen only stays in that screen's chunk.
              name: 'icons',
              test: /[\\/]node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            {
              // The form library, loaded by the first form a person opens.
              name: 'forms',
              test: /[\\/]node_modules[\\/](?:react-hook-form|@hookform)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
