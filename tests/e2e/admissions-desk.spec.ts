import { violations } from '../support/e2e/axe';
import { COUNSELLOR, startDeskServer } from '../support/e2e/desk-server';
import { enquire } from '../support/e2e/enquire';
import { openInboxAsAdmin } from '../support/e2e/open-inbox';
import { expect, test } from './fixtures';
import { acknowledgementEmails } from './server-files';

type DeskServer = Awaited<ReturnType<typeof startDeskServer>>;

// What a counsellor does with a new lead: finds it in the inbox in the lead's own time, sees that
// the person wrote before (another address case, another way of writing the phone), and reaches
// them in one click, which records the lead's first response.

// The account the e2e server makes at its start (a counsellor would be `staff`; the page is the same).

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

    await openInboxAsAdmin(page);

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

// The next morning comes on a server of this spec's own, whose clock the test moves
// (tests/support/e2e/desk-server.ts): its only counsellor is given every lead by the rules.
test.describe('a follow-up set today', () => {
  let desk: DeskServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    desk = await startDeskServer();
  });
  test.afterAll(() => desk?.close());

  test('is found in "due" the next morning, after the counsellor answered the new lead in "mine" on WhatsApp', async ({
    page,
    context,
    pageErrors,
  }) => {
    test.slow();
    pageErrors.allow(/status of 401/);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const name = `Nikhil ${Date.now()}`;
    await enquire(page, { name, email: 'nikhil@example.com', phone: '+91 98470 55555' }, desk.url);

    const signIn = async () => {
      await page.goto(`${desk.url}/admin`);
      const form = page.getByRole('form', { name: 'Staff sign-in' });
      await form.getByLabel('Email').fill(COUNSELLOR.email);
      await form.getByLabel('Password').fill(COUNSELLOR.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Leads', exact: true }).first().click();
    };
    await signIn();
    const views = page.getByRole('navigation', { name: 'Inbox views' });
    await views.getByRole('link', { name: 'Mine', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('India time');
    await expect(page.getByRole('table', { name: 'Leads' })).not.toContainText('UTC');

    await row.getByRole('link', { name }).click();
    const reach = page.getByRole('region', { name: 'Reach them' });
    await expect(reach.getByTestId('first-response')).toHaveText('Not answered yet.');
    const popup = page.waitForEvent('popup');
    await reach.getByRole('link', { name: 'WhatsApp' }).click();
    await (await popup).close();
    await expect(reach.getByTestId('first-response')).toContainText('First response');

    await page.getByRole('button', { name: 'Next working day 10:00' }).click();
    await expect(page.getByText('Follow-up set for the next working day, 10:00.')).toBeVisible();
    await expect(page.getByTestId('follow-up')).toContainText('10:00');
    await page.goto(`${desk.url}/admin/leads?due=1&owner=mine`);
    await expect(page.getByRole('heading', { name: 'Due follow-ups' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // 10:30 the next working morning in Kochi (UTC+5:30, no summer time; its desk closes on
    // Sunday): the session has lapsed overnight.
    const kochi = new Date(Date.now() + 330 * 60_000);
    const ahead = kochi.getUTCDay() === 6 ? 2 : 1;
    desk.moveTo(
      new Date(
        Date.UTC(kochi.getUTCFullYear(), kochi.getUTCMonth(), kochi.getUTCDate() + ahead, 5),
      ),
    );
    await signIn();
    await views.getByRole('link', { name: 'Due: mine' }).click();
    await expect(page.getByRole('heading', { name: 'Due follow-ups' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await page.screenshot({ path: '.tmp/screens/due-next-morning.png', fullPage: true });
  });
});
