import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router ships one build per mode but its package exports only name the development one;
// the production build drops the developer warnings (about 0.5 KB gzip off the first screen).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
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
