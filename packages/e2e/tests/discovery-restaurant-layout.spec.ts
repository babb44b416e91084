import { devices, type Page } from '@playwright/test';
import { expect, test } from './support/clock';

// The restaurant page: what a visitor on a phone needs first comes first.

async function openFirstAustinPlace(page: Page) {
  const answer = await page.request.get('/api/restaurants/search', {
    params: { location: 'Austin, TX', term: 'pizza', limit: '1' },
  });
  const [first] = ((await answer.json()) as { restaurants: { id: string; name: string }[] })
    .restaurants;
  expect(first).toBeDefined();
  await page.goto(`/restaurant/${encodeURIComponent(first!.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  // The reviews come to life (and load) as the visitor nears them: below a phone's first
  // screen that is once they scroll down (HydrateWhenNear).
  await page.getByRole('heading', { name: /^Customer Reviews/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /^Customer Reviews \(\d+\)$/ })).toBeVisible();
}

async function box(page: Page, heading: string | RegExp) {
  const found = await page.getByRole('heading', { level: 2, name: heading }).boundingBox();
  expect(found, `${heading} is on the page`).not.toBeNull();
  return found!;
}

test.describe('on a phone', () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 5'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  test('wait times and location & contact come before the reviews', async ({ page }) => {
    await openFirstAustinPlace(page);
    const order = [
      await box(page, 'Quick Actions'),
      await box(page, 'Live Wait Times'),
      await box(page, 'Location & Contact'),
      await box(page, /^Customer Reviews/),
    ].map((found) => found.y);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // Tab order follows: after the Quick Actions (Write a Review, then the passport's
    // check-in and its link while that lab is on) comes the wait card's "Report the wait"
    // while the place is open, then the stops of the contact card.
    const reportWait = page
      .getByRole('region', { name: 'Live Wait Times' })
      .getByRole('button', { name: 'Report the wait' });
    await expect(
      page.getByRole('region', { name: 'Live Wait Times' }).getByRole('status'),
    ).toHaveCount(0);
    const open = (await reportWait.count()) > 0;
    await page.getByRole('button', { name: 'Write a Review' }).first().focus();
    const focused = page.locator(':focus');
    await page.keyboard.press('Tab');
    await expect(focused).toHaveText("I've been here");
    await page.keyboard.press('Tab');
    await expect(focused).toHaveText('Your Pizza Passport');
    if (open) {
      await page.keyboard.press('Tab');
      await expect(focused).toHaveText('Report the wait');
    }
    await page.keyboard.press('Tab');
    await expect(focused).toHaveText(/\(\d{3}\) \d{3}-\d{4}|View all hours/);
  });
});

test('on a wide screen the side column sits beside photo and reviews', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openFirstAustinPlace(page);
  const actions = await box(page, 'Quick Actions');
  const wait = await box(page, 'Live Wait Times');
  const reviews = await box(page, /^Customer Reviews/);
  expect(wait.x).toBeGreaterThan(actions.x + actions.width);
  expect(Math.abs(reviews.x - actions.x)).toBeLessThan(2);
  expect(reviews.y).toBeGreaterThan(actions.y);
  // The side column starts at the top, beside the photo above the quick actions.
  expect(wait.y).toBeLessThan(actions.y);
});
