// Installs the end-to-end tests' browser (tests/support/test-browser.mjs) from Debian when it is missing and we may.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, HEADLESS_SHELL_PACKAGE, testBrowser } from './test-browser.mjs';

function installHeadlessShell() {
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', HEADLESS_SHELL_PACKAGE],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed.`);
      return;
    }
  }
}

const chosen = process.env.E2E_CHROMIUM_PATH;
if (chosen) {
  if (!existsSync(chosen)) {
    console.error(`E2E_CHROMIUM_PATH names ${chosen}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(HEADLESS_SHELL)) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${HEADLESS_SHELL_PACKAGE} package for the end-to-end tests.`);
    installHeadlessShell();
  }
  const browser = testBrowser();
  if (!browser) {
    console.error(
      `The tests' browser is missing: install it with "sudo apt-get install -y ${HEADLESS_SHELL_PACKAGE}" (or set E2E_CHROMIUM_PATH), then run npm test again.`,
    );
    process.exit(1);
  }
  if (browser !== HEADLESS_SHELL)
    console.log(
      `The end-to-end tests run in ${browser}; with "apt-get install -y ${HEADLESS_SHELL_PACKAGE}" they take about 40 % less time.`,
    );
}
