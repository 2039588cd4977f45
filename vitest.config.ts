import { defineConfig } from 'vitest/config';

const projects = [
  { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], sequence: { groupOrder: 0 } } },
  // The web app's own rules that need no browser (the language catalogs, translation of messages).
  { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'], sequence: { groupOrder: 0 } } },
  {
    test: {
      name: 'api',
      // Projects with different worker settings run as ordered groups, one after another.
      sequence: { groupOrder: 1 },
      include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
      // PostgreSQL: TEST_DATABASE_URL's server, or an embedded cluster the run starts itself.
      globalSetup: ['apps/api/test/global-setup.ts'],
      // Each file opens its own database copy; a few files at a time keeps memory and CPU sane.
      pool: 'forks' as const,
      maxWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'e2e',
      sequence: { groupOrder: 2 },
      include: ['apps/web/e2e/**/*.test.ts'],
      globalSetup: ['apps/web/e2e/support/global-setup.ts'],
      pool: 'forks' as const,
      maxWorkers: 1,
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // A browser on a loaded 2-core machine takes seconds, not the default 1 s, to show a change.
      expect: { poll: { timeout: 15_000, interval: 100 } },
    },
  },
];
export default defineConfig({ test: { projects } });
