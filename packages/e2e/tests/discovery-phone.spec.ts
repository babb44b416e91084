import { devices } from '@playwright/test';
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

  const name = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('link').tap();
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
