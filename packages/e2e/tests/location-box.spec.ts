import { expect, test } from './support/clock';

// The location box is a plain, closed combobox until its first use, which loads downshift's
// combobox (issue 27, item 1): what the visitor typed meanwhile, the focus and the caret stay.
const discoveryScript = (url: URL) => /\/(mfe-)?discovery\/.+\.js$/.test(url.pathname);

test("the home page's location box loads its suggestions on first use, keeping what was typed", async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const box = page.getByRole('combobox', { name: 'City, state, or ZIP code' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveAttribute('aria-controls', 'hero-location-combobox-menu');
  const before = await box.boundingBox();

  // Hold the scripts the box's first use asks for, to type while they are on their way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(discoveryScript, async (route) => {
    await held;
    await route.continue();
  });
  const chunk = page.waitForRequest((request) => discoveryScript(new URL(request.url())));
  await box.focus();
  await chunk;
  await page.keyboard.type('chi');
  await box.evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 2));
  release();

  // The combobox took over: suggestions for the text typed, same text, focus and caret.
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveValue('chi');
  await expect(box).toBeFocused();
  expect(
    await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
  ).toEqual([1, 2]);
  expect(await box.boundingBox()).toEqual(before);

  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/directory\?location=Chi/);
});

test("the directory's location box searches with Enter before its suggestions arrive", async ({
  page,
}) => {
  await page.goto('/directory?location=Chicago%2C%20IL');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // The box's chunk never arrives here: the form still searches what is typed.
  await page.route(discoveryScript, () => undefined);
  const box = page.getByLabel('Location');
  await expect(box).toHaveAttribute('role', 'combobox');
  await box.fill('Austin, TX');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/directory\?location=Austin%2C(%20|\+)TX/);
});
