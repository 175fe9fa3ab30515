import { site } from '../../shared/content/site';
import { CHROME } from '../../shared/content/chrome';
import { expect, test } from './fixtures';

test('the chat link opens WhatsApp with a greeting naming the current page', async ({ page }) => {
  await page.goto('/about');
  const link = page.getByTestId('chat-link');
  // The server HTML names the canonical address; the exact one arrives with hydration, so wait for it.
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(page.url()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  const href = await link.getAttribute('href');
  expect(href).toContain(`https://wa.me/${site.whatsappNumber}?text=`);
  expect(decodeURIComponent(href!.split('text=')[1]!)).toContain(page.url());
  expect(href).toContain(encodeURIComponent(page.url()));
});

// The footer's links are plain links on every page (Astro pages have no client router, ADR 0013):
// the page reached loads whole, and its own script names it.
test('after following a footer link from an Astro page, the chat link names the page reached', async ({
  page,
}) => {
  await page.goto('/about');
  await page.locator('footer').getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  const link = page.getByTestId('chat-link');
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(page.url()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
});

test('Login opens the learning site in a new tab', async ({ page, context }) => {
  // The learning site lies outside the product: answer it locally.
  await context.route(`${new URL(site.loginUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>LMS</title>' }),
  );
  await page.goto('/');
  // It says so: to a screen reader in its name, to the eye with its icon.
  const login = page.getByRole('link', { name: `Login ${CHROME.header.newTab}`, exact: true });
  await expect(login).toHaveAttribute('rel', /noopener/);
  expect(await login.evaluate((link) => getComputedStyle(link, '::after').maskImage)).toContain(
    'data:image/svg+xml',
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), login.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(site.loginUrl);
});

test('the footer shows both offices and the copyright range', async ({ page }) => {
  await page.goto('/contacts');
  const footer = page.locator('footer');
  await expect(footer.getByText(site.offices.india.label)).toBeVisible();
  await expect(footer.getByText(site.offices.uae.label)).toBeVisible();
  await expect(footer).toContainText(`© 2010-2025 ${site.name}`);
});

test('the mobile menu reaches every subject group', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Main', exact: true });
  await mobile.locator('summary', { hasText: /^Courses/ }).click();
  await expect(
    mobile.getByRole('list', { name: /^Language and Exam Preparation$/i }),
  ).toBeVisible();
  await mobile.getByRole('link', { name: /IELTS/ }).click();
  await expect(page).toHaveURL(/ielts-preparation-training-course/);
});

test('scroll-to-top appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto('/diploma-mastery-fm');
  const control = page.getByRole('link', { name: 'Scroll to top' });
  // At the top it is neither shown to assistive technology nor reachable by Tab.
  await expect(control).toBeHidden();
  await expect(page.locator('[data-scroll-top]')).toHaveAttribute('tabindex', '-1');
  await page.waitForSelector('html[data-hydrated]');
  await page.mouse.wheel(0, 3000);
  await expect(control).toBeVisible();
  await control.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});
