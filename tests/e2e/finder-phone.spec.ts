import { expect, test } from './fixtures';

// On a phone the finder's five filters sit behind one "Filters (n)" control, so the search and the
// results start on the first screen; the count of results stays in view as they scroll.
test.describe('the course finder on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the filters behind Filters (n), opens and closes them from the keyboard, and keeps the count in view', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/courses');
    const toggle = page.getByRole('button', { name: 'Filters (0)' });
    const subject = page.getByRole('combobox', { name: 'Subject' });
    const count = page.getByTestId('finder-count');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(subject).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeInViewport();
    await expect(count).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await subject.selectOption({ label: 'Language and Exam Preparation' });
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Study mode' }).selectOption({ label: 'Classroom' });
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

    // Escape closes them and gives focus back to the control.
    await page.getByRole('combobox', { name: 'Study mode' }).focus();
    await page.keyboard.press('Escape');
    const closed = page.getByRole('button', { name: 'Filters (2)' });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(closed).toBeFocused();
    await expect(subject).toBeHidden();

    // With the filters open, the count says what each change does, in view.
    await closed.press('Enter');
    await page.getByRole('combobox', { name: 'Centre' }).selectOption({ index: 0 });
    await expect(count).toHaveText(/^\d+ of \d+ courses match$/);
    await expect(count).toBeInViewport({ ratio: 1 });
    await page.getByRole('combobox', { name: 'Start month' }).scrollIntoViewIfNeeded();
    await expect(count).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('finder-phone-open.png') });

    // The count stays in view while the results scroll under it.
    await page.goto('/courses');
    await page.mouse.wheel(0, 3000);
    await expect(count).toBeInViewport({ ratio: 1 });
    const header = (await page.locator('header').boundingBox())!;
    expect((await count.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await page.screenshot({ path: test.info().outputPath('finder-phone-scrolled.png') });

    // The filters' control rides in the count's bar: down the page it is whole, under nothing, and
    // opening it brings the filters into view.
    const scrolledToggle = page.getByRole('button', { name: 'Filters (0)' });
    await expect(scrolledToggle).toBeInViewport({ ratio: 1 });
    const box = (await scrolledToggle.boundingBox())!;
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
      [box.x + box.width / 2, box.y + 4],
    );
    expect(topmost).toBe('Filters (0)');
    await scrolledToggle.click();
    await expect(subject).toBeInViewport({ ratio: 1 });
  });

  test('on a wide screen the filters are shown as they were, without the control', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/courses');
    await expect(page.getByRole('button', { name: /^Filters \(/ })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Subject' })).toBeVisible();
  });
});
