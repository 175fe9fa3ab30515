// Installs the end-to-end tests' browser (scripts/test-browser.mjs) from Debian when it is missing and we may.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_BROWSER, TEST_BROWSER_PACKAGE } from './test-browser.mjs';

if (!existsSync(TEST_BROWSER)) {
  if (process.getuid?.() !== 0) {
    console.error(`The tests' browser is missing at ${TEST_BROWSER}: install it with "sudo apt-get install -y ${TEST_BROWSER_PACKAGE}" (or set E2E_CHROMIUM_PATH), then run npm test again.`);
    process.exit(1);
  }
  console.log(`The tests' browser is missing: installing Debian's ${TEST_BROWSER_PACKAGE} package.`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', TEST_BROWSER_PACKAGE]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${TEST_BROWSER_PACKAGE} by hand and run npm test again.`);
      process.exit(1);
    }
  }
}
