import type { Locator, Page } from '@playwright/test';
import { expect } from '../../e2e/fixtures';

/** How the focused element shows its focus: a visible outline or a box-shadow ring. */
export async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      element: name,
      tag: el.tagName.toLowerCase(),
      visible: el.matches(':focus-visible') && (outline || ring),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks the
 * focus is visible on arrival. Fails if the target is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const indicator = await focusIndicator(page);
      expect(indicator.visible, `focus indicator on ${indicator.element}`).toBe(true);
      return;
    }
  }
  throw new Error(`${String(target)} not reached in ${limit} presses of Tab`);
}

/** Chooses an option of a focused <select> with the arrow keys. */
export async function arrowToOption(page: Page, select: Locator, value: string) {
  for (let i = 0; i < 40 && (await select.inputValue()) !== value; i++)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** The element whose id a control's aria-describedby names: its announced description. */
export async function description(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const page = control.page();
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}
