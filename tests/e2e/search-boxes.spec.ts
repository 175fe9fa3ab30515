import { expect, test } from './fixtures';

// The search boxes a visitor types into in either language: each takes the direction of what is
// typed, and the Arabic 404 page's hint fits its box on a phone.

for (const path of ['/courses', '/ar/courses']) {
  test(`${path}: the finder's search box follows what is typed (dir="auto")`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#finder-q')).toHaveAttribute('dir', 'auto');
  });
}

for (const path of ['/no-such-page', '/ar/no-such-page'])
  test(`${path} at 390 px: the search box's placeholder is whole in its box`, async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const box = page.getByRole('search').getByRole('searchbox');
    const { text, room } = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(input.placeholder).width,
        room:
          input.clientWidth -
          parseFloat(style.paddingInlineStart) -
          parseFloat(style.paddingInlineEnd),
      };
    });
    expect(text).toBeLessThanOrEqual(room);
  });
