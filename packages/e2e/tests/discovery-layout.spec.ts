import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/clock';

const WIDTHS = [320, 768, 1280, 1440];

async function boxes(locator: Locator) {
  const all = await locator.all();
  const found = [];
  for (const element of all) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0)
      found.push({
        box,
        name:
          (await element.getAttribute('aria-label')) ?? (await element.innerText()).slice(0, 30),
      });
  }
  return found;
}

/** No two of these controls overlap on screen. */
async function expectNoOverlap(page: Page, locator: Locator, where: string) {
  const found = await boxes(locator);
  for (let i = 0; i < found.length; i += 1) {
    for (let j = i + 1; j < found.length; j += 1) {
      const a = found[i]!.box;
      const b = found[j]!.box;
      const overlap =
        a.x < b.x + b.width - 1 &&
        b.x < a.x + a.width - 1 &&
        a.y < b.y + b.height - 1 &&
        b.y < a.y + a.height - 1;
      expect(overlap, `${where}: "${found[i]!.name}" overlaps "${found[j]!.name}"`).toBe(false);
    }
  }
}

async function expectNoSideScroll(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    where,
  ).toBeLessThanOrEqual(width);
}

test('the directory, a restaurant and Add a Place fit every width with nothing overlapping', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/directory?location=Austin%2C%20TX');
    await expect(page.getByTestId('result-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    const panel = page.getByRole('search', { name: 'Search pizza places' });
    await expectNoOverlap(
      page,
      panel.locator('input:not([type=checkbox]), select, button'),
      `directory at ${width}`,
    );
    await expectNoSideScroll(page, `directory at ${width}`);

    const first = page.getByTestId('result-card').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoSideScroll(page, `restaurant at ${width}`);

    await page.goto('/submit');
    await expectNoOverlap(
      page,
      page.locator('form input:not([type=checkbox]):not([type=file]), form select, form textarea'),
      `submit at ${width}`,
    );
    await expectNoSideScroll(page, `submit at ${width}`);
  }
});

test('filters that leave nothing say so, and Clear filters brings the results back', async ({
  page,
}) => {
  await page.goto('/directory?location=Austin%2C%20TX&radius=5');
  const count = page.getByRole('status').filter({ hasText: /restaurants? found near Austin, TX/ });
  await expect(count).toBeVisible();
  const before = (await count.innerText()).trim();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('button', { name: 'Price $$$$' }).click();
  await page.getByLabel('Minimum rating').selectOption('4.8');
  for (const feature of [
    'Gluten-Free Options',
    'Vegan Options',
    'Wheelchair Accessible',
    'Late Night',
  ])
    await page.getByRole('checkbox', { name: feature }).check();
  await page.getByRole('checkbox', { name: 'Open now' }).check();
  // The sample catalog has no such place near Austin (checked here, so a change of data
  // fails this line rather than the page's).
  const filtered = await page.request.get(
    '/api/restaurants/search?location=Austin%2C%20TX&radius=8047&price=4&minRating=4.8&features=gluten_free,vegan,wheelchair_accessible,late_night&open_now=true&term=pizza',
  );
  expect((await filtered.json()).total).toBe(0);
  await expect(
    page.getByText('No pizza places near Austin, TX match these filters.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/directory?location=Austin%2C+TX&radius=5');
  await expect(count).toHaveText(before);
});
