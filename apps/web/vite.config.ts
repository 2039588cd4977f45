import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API itself.
    proxy: { '/api': { target: 'http://localhost:8000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // Building a zod schema has no side effects, but the bundler cannot know it: without this,
        // one top-level `z.enum(...)` beside a plain function in @stockyard/domain (roles.ts) drags
        // all of zod (~24 KB gzip) into the first screen. Never call z.config() at module level.
        manualPureFunctions: ['z'],
      },
    },
  },
});
