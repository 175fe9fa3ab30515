import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const integration = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `integration:${db}`,
    environment: 'node' as const,
    // Fault tests that stop and start a real server exist only for PostgreSQL.
    include: [
      'tests/integration/**/*.test.ts',
      ...(db === 'postgres' ? ['tests/integration-postgres/**/*.test.ts'] : []),
    ],
    globalSetup: [`tests/support/global-${db}.ts`],
    env: { TEST_DB: db },
    isolate: false,
    // Generous: CI machines are shared, and PGlite's start is CPU-bound.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

// Files run one after another in each worker process, sharing its loaded modules, rather than each in a new
// process (isolate: false): each new process imported the server and started PGlite's WebAssembly again. No file
// relies on a fresh module: each test makes its own app, database and clock, and restores what it mocks.
export default defineConfig({
  test: {
    // Twice the cores (Vitest's default is one fewer than the cores: a single worker on 2): the integration files
    // spend much of their time waiting on PostgreSQL, child processes and retry timers, not on the CPU
    // (measured in bench/results/decision-figures.md).
    maxWorkers: availableParallelism() * 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'site/**/*.test.{ts,tsx}',
            'console/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'schemas/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/support/strict-console.ts'],
          isolate: false,
          // Waits, not performance assertions: a render that takes a second alone took over five beside the
          // integration passes on a shared two-core machine, and a test must not fail for that.
          testTimeout: 30_000,
        },
      },
      integration('pglite'),
      integration('postgres'),
    ],
  },
});
