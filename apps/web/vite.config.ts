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
        // Building a zod schema has no side effects, but the bundler cannot know it; this lets it
        // drop domain schemas nobody uses. Keeping zod out of the first screen also needs the
        // router's helpers (auth/roles.ts) free of schemas; roleSchema lives in role-schema.ts.
        // Never call z.config() at module level: it would be dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
});
