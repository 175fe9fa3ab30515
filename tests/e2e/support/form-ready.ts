import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a form is React's own, not the server's HTML that app/components/forms/lazy-form.tsx
 * keeps in its place until the form's code is here. For steps that the swap would not carry over
 * (a field's value altered in the page) or that must come after it (the timing token). React marks
 * the elements it renders with its props; the kept markup has none.
 */
export async function formReady(form: Locator) {
  await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 15_000 }).toBe(true);
}
