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
  // Marks the plain box, to see the combobox take its place.
  await box.evaluate((input) => Object.assign(input, { plainBox: true }));
  await box.focus();
  await chunk;
  await page.keyboard.type('chi');
  await box.evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 2));
  release();

  // The combobox took over: same text, focus and caret, and its list still closed: it
  // opens on the next key or arrow, never by itself under a visitor who has moved on.
  await expect.poll(() => box.evaluate((input) => 'plainBox' in input)).toBe(false);
  await expect(box).toHaveValue('chi');
  await expect(box).toBeFocused();
  expect(
    await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
  ).toEqual([1, 2]);
  expect(await box.boundingBox()).toEqual(before);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('option')).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
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

// The open list covers neither Find Pizza nor the directory's Search, and neither moves as it
// opens or closes: on a busy phone the tap on the button comes after the list has opened
// (decision 0062).
const FORMS = [
  { page: '/', box: 'City, state, or ZIP code', button: 'Find Pizza', typed: 'Chicago, IL' },
  {
    page: '/directory?location=Austin%2C%20TX',
    box: 'Location',
    button: 'Search',
    typed: 'Chicago, IL',
  },
];
for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  for (const form of FORMS)
    test(`at ${size.width}×${size.height} on ${form.page}, the open list leaves ${form.button} in place and reachable`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(form.page);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const box = page.getByRole('combobox', { name: form.box });
      const button = page.getByRole('button', { name: form.button, exact: true });
      // The combobox takes the plain box's place on its first use.
      await box.evaluate((input) => Object.assign(input, { plainBox: true }));
      await box.focus();
      await expect.poll(() => box.evaluate((input) => 'plainBox' in input)).toBe(false);
      await box.fill('');
      const before = await button.boundingBox();

      await page.keyboard.type(form.typed);
      // Every key kept, typed as fast as Playwright types (decision 0062).
      await expect(box).toHaveValue(form.typed);
      const list = page.getByRole('listbox', { name: 'Suggested places' });
      await expect(list.getByRole('option').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const open = (await list.boundingBox())!;
      const shown = (await button.boundingBox())!;
      expect(shown).toEqual(before);
      const overlaps =
        open.x < shown.x + shown.width &&
        shown.x < open.x + open.width &&
        open.y < shown.y + shown.height &&
        shown.y < open.y + open.height;
      expect(
        overlaps,
        `the list ${JSON.stringify(open)} over the button ${JSON.stringify(shown)}`,
      ).toBe(false);
      expect(open.x + open.width).toBeLessThanOrEqual(size.width);
      // What a tap at the button's middle would hit.
      expect(
        await button.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      ).toBe(true);

      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(await button.boundingBox()).toEqual(before);

      // Open again, then the button, as the phone's tap: it searches what is typed.
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option').first()).toBeVisible();
      await button.click();
      await expect(page).toHaveURL(/\/directory\?location=Chicago(%2C|,)(%20|\+)IL$/);
    });
