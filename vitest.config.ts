import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The reactRouter() Vite plugin is deliberately absent: tests import modules directly.
const integration = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `integration:${db}`,
    environment: 'node' as const,
    // Fault tests that stop and start a real server exist only for PostgreSQL.
    include: ['server/**/*.int.test.ts', 'tests/integration/**/*.test.ts', ...(db === 'postgres' ? ['tests/integration-postgres/**/*.test.ts'] : [])],
    globalSetup: [`tests/setup/global-${db}.ts`],
    env: { TEST_DB: db },
    // Generous: CI machines are shared, and PGlite's start is CPU-bound.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Twice the cores (Vitest's default is one fewer than the cores: a single worker on 2): the integration files
    // spend much of their time waiting on PostgreSQL, child processes and retry timers, not on the CPU. On 2 cores
    // the whole run took 195 s with the default and 122 s with 4 workers (3 and 6 were no better).
    maxWorkers: availableParallelism() * 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['app/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          setupFiles: ['tests/setup/strict-console.ts'],
        },
      },
      integration('pglite'),
      integration('postgres'),
    ],
  },
});
