import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testBrowser } from './tests/support/test-browser.mjs';
import { E2E_BASE_URL, E2E_SERVERS, E2E_SERVERS_STARTED } from './tests/support/e2e-servers.mjs';

export {
  E2E_BASE_URL,
  E2E_CONSOLE_PORT,
  E2E_CONSOLE_URL,
  E2E_PORT,
} from './tests/support/e2e-servers.mjs';

// The built product on a fresh database, driven in Debian's headless Chromium (tests/support/test-browser.mjs).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One more worker than cores: each test also waits on the server and the runner; in the headless shell a third
  // worker on two cores shortened the run (with the full browser it gained nothing; bench/results/decision-figures.md).
  workers: availableParallelism() + 1,
  retries: 0,
  // Waits, not performance assertions: on a shared two-core machine a page, its hydration or an axe run can take
  // several times longer than on a laptop, and a test must not fail for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: testBrowser(),
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Start-up migrates and seeds a fresh database and creates the test account: slow on a loaded machine. Servers
  // already running are used only when `npm test` says it has just started them.
  webServer: E2E_SERVERS.map((server) => ({
    command: `node ${server.args.join(' ')}`,
    url: server.health,
    env: { PORT: String(server.port) },
    reuseExistingServer: process.env[E2E_SERVERS_STARTED] === '1',
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
