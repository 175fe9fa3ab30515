import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { violations } from '../support/e2e/axe';
import { enquire } from '../support/e2e/enquire';
import { expect, test } from './fixtures';
import { acknowledgementEmails } from './server-files';

// What a counsellor does with a new lead: finds it in the inbox in the lead's own time, sees that
// the person wrote before (another address case, another way of writing the phone), and reaches
// them in one click, which records the lead's first response.

// The account the e2e server makes at its start (a counsellor would be `staff`; the page is the same).
const STAFF = E2E_ACCOUNTS.admin;

for (const width of [1280, 390]) {
  test(`at ${width} px a counsellor finds a returning person's lead in India time and answers it on WhatsApp`, async ({
    page,
    context,
    pageErrors,
  }) => {
    test.slow();
    pageErrors.allow(/status of 401/);
    await page.setViewportSize({ width, height: 900 });
    // WhatsApp opens in a new tab; no test reaches the real site.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const stamp = `${width}-${Date.now()}`;
    const name = `Meera ${stamp}`;
    const local = `meera.x.${stamp}`;
    // A mobile number of this run's own (98 and eight digits), written two ways.
    const mobile = `98${String(Date.now() + width).slice(-8)}`;
    await enquire(page, {
      name,
      email: `${local}@Example.com`,
      phone: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    });
    await enquire(page, {
      name,
      email: `${local.toUpperCase()}@example.com`,
      phone: `0${mobile}`,
    });

    await page.goto('/admin');
    const signIn = page.getByRole('form', { name: 'Staff sign-in' });
    await signIn.getByLabel('Email').fill(STAFF.email);
    await signIn.getByLabel('Password').fill(STAFF.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Leads', exact: true }).click();

    const rows = page.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('India time');
    await expect(rows.first()).toContainText('Known: 1 other lead');
    await expect(page.getByRole('table', { name: 'Leads' })).not.toContainText('UTC');
    await page.getByRole('link', { name: 'Received today' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
    await page.screenshot({ path: `.tmp/screens/inbox-${width}.png`, fullPage: true });

    await rows.first().getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('India time');
    const others = page.getByTestId('same-person');
    await expect(others).toContainText('Their other leads (1)');
    await expect(others).toContainText('new');
    await expect(others).toContainText('same email and phone');

    const reach = page.getByRole('region', { name: 'Reach them' });
    await expect(reach.getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      `tel:+91${mobile}`,
    );
    await expect(reach.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${local.toUpperCase()}@example.com`,
    );
    const whatsapp = reach.getByRole('link', { name: 'WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/91${mobile}`);
    expect(href.searchParams.get('text')).toBe(
      'Hello Meera, this is Meridian Crest Academy, replying to your enquiry about Professional Courses.',
    );
    await expect(reach.getByTestId('first-response')).toHaveText('Not answered yet.');
    expect(await violations(page)).toEqual([]);

    const popup = page.waitForEvent('popup');
    await whatsapp.click();
    await (await popup).close();
    await expect(reach.getByTestId('first-response')).toContainText(
      /First response .+ within working hours \(\d+ min in all; .* India time\)/,
    );
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Reached through a link',
    );
    await page.screenshot({ path: `.tmp/screens/lead-${width}.png`, fullPage: true });

    // The visitor was answered too: once, for the two enquiries within the hour.
    await expect
      .poll(() => acknowledgementEmails().filter((mail) => mail.includes(name)).length, {
        timeout: 15_000,
      })
      .toBe(1);
  });
}
