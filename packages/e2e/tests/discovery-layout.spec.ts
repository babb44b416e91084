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
    // On a phone the filters open as a sheet over the results.
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const phone = width <= 640;
    const panel = phone ? sheet : page.getByRole('search', { name: 'Search pizza places' });
    await expectNoOverlap(
      page,
      panel.locator('input:not([type=checkbox]), select, button'),
      `directory at ${width}`,
    );
    await expectNoSideScroll(page, `directory at ${width}`);
    if (phone) {
      expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(width);
      await sheet.getByRole('button', { name: 'Show results' }).click();
      await expect(sheet).toBeHidden();
    }

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

/** The boxes of these elements, grouped into rows by their top edge. */
async function rowsOf(locator: Locator) {
  const rows = new Map<number, { x: number; width: number }[]>();
  for (const { box } of await boxes(locator)) {
    const top = Math.round(box.y);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  return [...rows.values()];
}

test('at 1280 px forms are centred, grids fill their rows and the advertise packages line up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const middle = 1280 / 2;
  for (const [path, form] of [
    ['/submit', 'Add a Pizza Place'],
    ['/advertise/signup', 'Advertiser sign up'],
    ['/advertiser/login', 'Sign in'],
    ['/staff', 'Staff sign in'],
  ] as const) {
    await page.goto(path);
    const box = (await page.getByRole('form', { name: form }).boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - middle), `${path}: the form is centred`).toBeLessThan(
      4,
    );
    expect(box.width, `${path}: the form is no wider than a form`).toBeLessThanOrEqual(760);
  }

  await page.goto('/');
  const featured = page.locator('section[aria-labelledby="featured-heading"] article');
  await expect(featured.first()).toBeVisible();
  const featuredRows = await rowsOf(featured);
  expect(featuredRows.map((row) => row.length)).toEqual([3, 3]);
  const labs = page.locator('section[aria-labelledby="labs-heading"] h3');
  await expect(labs.first()).toBeVisible();
  const labRows = await rowsOf(page.locator('section[aria-labelledby="labs-heading"] a:has(h3)'));
  expect(labRows, 'the lab tiles sit on one row').toHaveLength(1);
  const tiles = labRows[0]!;
  const grid = (await page.locator('section[aria-labelledby="labs-heading"]').boundingBox())!;
  const right = Math.max(...tiles.map((tile) => tile.x + tile.width));
  expect(grid.x + grid.width - right, 'the lab tiles fill their row').toBeLessThan(40);

  await page.goto('/advertise');
  const tops = async (locator: Locator) =>
    new Set((await rowsOf(locator)).map((row) => row.length));
  const choose = page.getByRole('link', { name: /^Choose / });
  await expect(choose).toHaveCount(3);
  expect(await tops(choose), 'the three Choose buttons share one line').toEqual(new Set([3]));
  const prices = page.locator('article strong', { hasText: '/month' });
  expect(await tops(prices), 'the three prices share one line').toEqual(new Set([3]));
});
