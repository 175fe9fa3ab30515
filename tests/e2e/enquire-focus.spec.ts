import type { Page } from '@playwright/test';
import { phoneBarWordsIn } from '../../shared/content/texts';
import { expect, test } from './fixtures';

// Every "Enquire" on a course page (the key facts, the phone's bar, a batch's card) takes focus into
// the enquiry form's section, named by its heading, so a screen reader announces where the visitor
// landed: with and without a batch chosen, in English and Arabic, never left on the page's body.

const COURSE = '/diploma-mastery-fm';

const expectInEnquiry = async (page: Page) => {
  const section = page.locator('#enquiry');
  await expect(section).toBeFocused();
  // Announced by its heading (a course page's names the course's enquiry).
  const heading = await page.locator('#enquiry-heading').textContent();
  expect(heading?.trim()).toBeTruthy();
  await expect(section).toHaveAccessibleName(heading!.trim());
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
};

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'ar' ? '/ar' : '';
  for (const width of [390, 1280]) {
    test(`${prefix}${COURSE} at ${width} px: each Enquire focuses the enquiry form's section`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}${COURSE}`);
      await page.getByTestId('key-enquire').click();
      await expectInEnquiry(page);

      if (width < 1024) {
        await page.goto(`${prefix}${COURSE}`);
        await page
          .locator('[data-phone-bar]')
          .getByRole('link', { name: phoneBarWordsIn(lang).enquire, exact: true })
          .click();
        await expectInEnquiry(page);
      }

      // A batch's card chooses its batch: the page opens again for it, at the form.
      await page.goto(`${prefix}${COURSE}`);
      const card = page.getByTestId('batch').first();
      const enquire = card.locator('a[href*="#enquiry"]');
      const id = /batch=(\d+)/.exec((await enquire.getAttribute('href'))!)![1];
      await enquire.click();
      await expect(page).toHaveURL(new RegExp(`\\?batch=${id}#enquiry$`));
      await expectInEnquiry(page);

      // With that batch chosen, the key facts' Enquire keeps it and lands on the form as well.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('key-enquire').focus();
      await page.keyboard.press('Enter');
      await expectInEnquiry(page);
    });
  }
}
