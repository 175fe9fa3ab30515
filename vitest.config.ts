import { defineConfig } from 'vitest/config';

// The reactRouter() Vite plugin is deliberately absent: tests import modules directly.
const integration = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `integration:${db}`,
    environment: 'node' as const,
    include: ['server/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: [`tests/setup/global-${db}.ts`],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['app/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          setupFiles: ['tests/setup/strict-console.ts'],
        },
      },
      integration('pglite'),
      integration('postgres'),
    ],
  },
});
