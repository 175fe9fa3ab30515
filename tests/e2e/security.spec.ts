import { COURSE_PATHS, GENERAL_PATHS } from '../../shared/paths';
import { expect, test } from './fixtures';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test('pages run under their Content-Security-Policy with no violation, prerendered and server-rendered', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const paths = [...GENERAL_PATHS, COURSE_PATHS[0]!, COURSE_PATHS.at(-1)!];
  for (const path of paths) {
    const response = await page.goto(path);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' '(nonce|sha256)-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The page's inline scripts (Astro's island loader, the submit hold) ran under its policy.
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations), { message: path })
      .toEqual([]);
  }
  await page.goto('/about');
  await page.locator('header').getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await page
    .getByRole('link', { name: /^Read More/ })
    .first()
    .click();
  await expect(page.locator('h1')).not.toBeEmpty();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/about', '/', '/api/blogs', '/favicon.svg', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], path).toMatch(/base-uri 'none'/);
  }
});

test('a page answers GET and HEAD, a form’s page POST too; OPTIONS lists them and any other method is refused with 405', async ({
  request,
}) => {
  // Prerendered, server-rendered and unknown pages alike (the server must not log a stack for them:
  // the suite fails on any server stderr). The forms' pages take their posts made without scripts
  // (forms-without-scripts.spec.ts).
  const pages: [string, string[]][] = [
    ...['/about', '/', '/blogs', '/no-such-page'].map((path): [string, string[]] => [
      path,
      ['GET', 'HEAD'],
    ]),
    ['/contacts', ['GET', 'HEAD', 'POST']],
    ['/register', ['GET', 'HEAD', 'POST']],
  ];
  for (const [path, allowed] of pages) {
    const options = await request.fetch(path, { method: 'OPTIONS' });
    expect(options.status(), `OPTIONS ${path}`).toBe(204);
    expect(options.headers()['allow']).toBe(allowed.join(', '));
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !allowed.includes(m))) {
      const refused = await request.fetch(path, { method, data: 'name=x' });
      expect(refused.status(), `${method} ${path}`).toBe(405);
      expect(refused.headers()['allow']).toBe(allowed.join(', '));
    }
  }
});
