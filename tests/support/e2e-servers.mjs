// The two servers the end-to-end suite runs against (tests/support/e2e-server.mjs): Playwright starts them
// (playwright.config.ts), or `npm test` does, as soon as the build is made (tests/support/run-tests.mjs).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// The second server, for the specs that change content through the console (tests/support/e2e/console-server.ts).
export const E2E_CONSOLE_PORT = E2E_PORT + 1000;
export const E2E_CONSOLE_URL = `http://127.0.0.1:${E2E_CONSOLE_PORT}`;

export const E2E_SERVERS = [
  { args: ['tests/support/e2e-server.mjs'], port: E2E_PORT, health: `${E2E_BASE_URL}/api/health` },
  {
    args: ['tests/support/e2e-server.mjs', 'console'],
    port: E2E_CONSOLE_PORT,
    health: `${E2E_CONSOLE_URL}/api/health`,
  },
];

// The console account each server is made with (`npm run admin:create`, tests/support/e2e-server.mjs), which the specs sign in as.
export const E2E_ACCOUNTS = {
  admin: {
    email: 'e2e-admin@academy.example',
    name: 'E2E Admin',
    role: 'admin',
    password: 'e2e admin password 2026',
  },
  writer: {
    email: 'e2e-writer@academy.example',
    name: 'E2E Writer',
    role: 'staff',
    password: 'e2e writer password 2026',
  },
};

// Set to 1 by `npm test` for the Playwright run when it has started the servers itself.
export const E2E_SERVERS_STARTED = 'E2E_SERVERS_STARTED';
