// The browser the end-to-end tests drive (Playwright's own browser download cannot work here): Debian's
// chromium-headless-shell, the same Chromium build as Debian's chromium package without the desktop browser
// around it. It is what Playwright itself runs for headless tests, and the whole suite takes about 40 % less
// time in it than in the full browser on two cores. E2E_CHROMIUM_PATH points the tests at another Chromium.
export const TEST_BROWSER = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';
