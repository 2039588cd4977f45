import { defineConfig } from 'vitest/config';

const apiProject = (name: string, setup: string, env: Record<string, string>, groupOrder: number) => ({
  test: {
    name,
    // Projects with different worker settings run as ordered groups, one after another.
    sequence: { groupOrder },
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    globalSetup: [setup],
    env,
    // Each file opens its own database copy; a few files at a time keeps memory and CPU sane.
    pool: 'forks' as const,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], sequence: { groupOrder: 0 } } },
  apiProject('api', 'apps/api/test/global-setup-pglite.ts', { DB_DRIVER: 'pglite' }, 1),
  {
    test: {
      name: 'e2e',
      sequence: { groupOrder: 3 },
      include: ['apps/web/e2e/**/*.test.ts'],
      globalSetup: ['apps/web/e2e/support/global-setup.ts'],
      pool: 'forks' as const,
      maxWorkers: 1,
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
// The PostgreSQL run of the API suite exists only where a server is given (CI sets it).
if (process.env.TEST_DATABASE_URL) {
  projects.push(
    apiProject(
      'api-pg',
      'apps/api/test/global-setup-pg.ts',
      { DB_DRIVER: 'pg', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
      2,
    ),
  );
}

export default defineConfig({ test: { projects } });
