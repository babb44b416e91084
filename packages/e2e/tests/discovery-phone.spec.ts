import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/clock';

test.use({ ...devices['Pixel 5'] });

// The whole discovery flow on a phone-sized screen, by touch.
test('search, filter, open a place, review it and return, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByPlaceholder('Enter city, state, or zip code...').fill('Chicago, IL');
  await page.getByRole('button', { name: 'Find Pizza' }).tap();
  await expect(page).toHaveURL(/\/directory\?location=Chicago%2C%20IL$/);
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible();

  // Nothing is wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The filters open as a sheet over the results, which update behind it.
  await page.getByRole('button', { name: 'Show Filters' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Minimum rating').selectOption('4');
  await expect(page).toHaveURL(/minRating=4/);
  await sheet.getByRole('button', { name: 'Show results' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /found near/ })).toBeVisible();

  // A retry takes the next card: a second review of a place from this client would be held
  // for staff (decision 0087).
  const card = cards.nth(test.info().retry);
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link').tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'View all hours' }).tap();
  await expect(page.getByText(/^Sunday:/)).toBeVisible();

  await page.getByRole('button', { name: 'Write a Review' }).first().tap();
  const dialog = page.getByRole('dialog', { name: `Write a Review for ${name}` });
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await dialog.getByLabel('4 stars').check();
  // A word longer than the screen is wide, as a visitor may type one.
  await dialog
    .getByLabel('Your review')
    .fill(`Deep dish worth the wait. So${'o'.repeat(300)} good!`);
  await dialog.getByLabel('Your name').fill('Phone Reviewer');
  await dialog.getByRole('button', { name: 'Submit Review' }).tap();
  await expect(page.getByTestId('toast')).toContainText('Review submitted!');
  await expect(page.getByText('Deep dish worth the wait.')).toBeVisible();
  // The long word wraps: the page is still no wider than the screen.
  const overflowWithReview = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowWithReview).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Back to Search Results' }).tap();
  await expect(page).toHaveURL(/location=Chicago%2C\+IL.*minRating=4/);
  await expect(cards.first()).toBeVisible();
});

/**
 * Scrolls `target`'s middle under the sticky site header and asks the browser what is
 * drawn there: the header, not the map (Leaflet's panes and controls stack up to z-index
 * 1000 and once drew over it).
 */
async function expectHeaderOver(page: Page, target: Locator) {
  const header = page.getByRole('banner');
  const headerBox = (await header.boundingBox())!;
  await target.evaluate((element, middle) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - middle);
  }, headerBox.height / 2);
  const drawn = await target.evaluate((element, bottom) => {
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    return {
      underHeader: y < bottom,
      header: Boolean(document.elementFromPoint(x, y)?.closest('header')),
    };
  }, headerBox.y + headerBox.height);
  expect(drawn).toEqual({ underHeader: true, header: true });
}

test('the maps scroll under the sticky header, zoom buttons and all', async ({ page }) => {
  await page.goto('/directory?location=Chicago%2C%20IL&radius=10');
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Map', exact: true }).tap();
  const map = page.getByRole('region', { name: 'Map of the results' });
  const zoomIn = map.getByRole('button', { name: 'Zoom in', exact: true });
  await expect(zoomIn).toBeVisible();
  await expectHeaderOver(page, zoomIn);
  await expectHeaderOver(page, map);

  await page.getByRole('button', { name: 'List', exact: true }).tap();
  const first = page.getByTestId('result-card').first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name }).tap();
  const small = page.getByRole('region', { name: `Map of ${name}` });
  // The small map loads when it comes into view.
  await small.scrollIntoViewIfNeeded();
  await expect(small.locator('.pa-marker')).toHaveCount(1);
  await expectHeaderOver(page, small.locator('.pa-marker'));
});

test('the Map choice stays on reload and on Back from a place opened from it', async ({ page }) => {
  await page.goto('/directory?location=Chicago%2C%20IL&radius=10');
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  const mapButton = page.getByRole('button', { name: 'Map', exact: true });
  await mapButton.tap();
  await expect(page).toHaveURL(/[?&]view=map$/);
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.pa-marker').first()).toBeVisible();

  // The server draws the map's view at once: the list is hidden from the first paint.
  await page.reload();
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('result-card').first()).toBeHidden();
  await expect(map.locator('.pa-marker').first()).toBeVisible();

  // A place opened from the map's card, then Back: the map again.
  await map.locator('.pa-marker[data-place]').first().tap();
  const link = page.getByTestId('map-place-card').getByRole('link').first();
  await link.tap();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pizza Directory');
  await page.goBack();
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  await expect(map.locator('.pa-marker').first()).toBeVisible();
});
