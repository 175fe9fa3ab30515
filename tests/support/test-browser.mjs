import { existsSync } from 'node:fs';

// The browser the end-to-end tests drive (Playwright's own browser download cannot work here): Debian's
// chromium-headless-shell, the same Chromium build as Debian's chromium package without the desktop browser
// around it. It is what Playwright itself runs for headless tests, and the whole suite takes about 40 % less
// time in it than in the full browser on two cores. Without it the tests run in Debian's full chromium;
// E2E_CHROMIUM_PATH points them at another Chromium.
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** The test browser's path as of now (tests/support/ensure-chromium.mjs may install the headless shell first). */
export const testBrowser = () =>
  process.env.E2E_CHROMIUM_PATH || [HEADLESS_SHELL, FULL_BROWSER].find((file) => existsSync(file));
