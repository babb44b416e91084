import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { E2E_CLOCK } from './support/e2e-env';
import { platformCommand } from './support/platform-cli';

// The pizza passport: the demo's tabs and figures, and the visitor's own passport, an
// "I've been here" check-in on a restaurant page kept in their browser and counted into
// their achievements. The check-in is dated by the page's clock (E2E_CLOCK) in the
// browser's time zone, set here so the day is known whatever the machine's zone.
const TIME_ZONE = 'America/Chicago';
test.use({ timezoneId: TIME_ZONE });

const STAMP_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
}).format(E2E_CLOCK);

test.afterEach(() => {
  platformCommand('toggle', ['labs:pizza-social', 'on']);
  platformCommand('toggle', ['labs', 'on']);
});

async function chicagoPlace(request: APIRequestContext) {
  const response = await request.get('/api/restaurants/search?location=Chicago%2C%20IL');
  expect(response.ok()).toBe(true);
  const { restaurants } = (await response.json()) as {
    restaurants: { id: string; name: string }[];
  };
  expect(restaurants.length).toBeGreaterThan(0);
  return restaurants[0]!;
}

const checkIn = (page: Page) => page.getByRole('button', { name: "I've been here" });
const own = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Your achievements' }).getByRole('listitem', { name: title });

test('the passport tabs show the demo, labelled, and move with the arrow keys', async ({
  page,
}) => {
  await page.goto('/pizza-social');
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Passport' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Achievements',
    'Check-ins',
    'Challenges',
    'Leaderboard',
  ]);
  const profile = page.getByRole('region', { name: /a sample passport/ });
  await expect(profile).toContainText('Demo');
  for (const figure of ['Level12', 'Points2,847', 'Check-ins47', 'Badges12'])
    await expect(profile).toContainText(figure);

  const sample = page.getByRole('list', { name: 'Sample achievements' }).getByRole('listitem');
  await expect(sample).toHaveCount(6);
  const maxima = await sample
    .getByRole('progressbar')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuemax')));
  expect(maxima).toEqual(['10', '5', '15', '20', '10', '25']);
  await expect(page.getByRole('list', { name: 'Your achievements' })).toBeVisible();
  await expect(page.getByText('0 of 6 unlocked')).toBeVisible();

  await page.getByRole('tab', { name: 'Challenges' }).click();
  const challenges = page.getByRole('list', { name: 'Sample challenges' });
  await expect(challenges).toContainText('500 points');
  await expect(challenges).toContainText('Artisan Badge');

  await page.keyboard.press('ArrowRight');
  const leaderboard = page.getByRole('tab', { name: 'Leaderboard' });
  await expect(leaderboard).toBeFocused();
  await expect(leaderboard).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByRole('table', { name: /leaderboard/ }).getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(4)).toHaveText(/4\s*You \(sample\)\s*890/);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Achievements' })).toBeFocused();
});

test("I've been here checks in, the passport shows it and an achievement moves", async ({
  page,
  request,
}) => {
  const place = await chicagoPlace(request);
  await page.goto(`/restaurant/${place.id}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(checkIn(page)).toHaveAttribute('aria-pressed', 'false');
  await checkIn(page).click();
  await expect(checkIn(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Checked in today' })).toBeVisible();

  // Kept in this browser, under the one key the cookie policy lists.
  await page.reload();
  await expect(checkIn(page)).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => localStorage.getItem('pizza-atlas:passport'));
  expect(JSON.parse(stored!).checkIns).toHaveLength(1);

  await page.getByRole('link', { name: 'Your Pizza Passport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Passport' })).toBeVisible();
  await expect(own(page, 'First Slice')).toContainText('Unlocked');
  await expect(own(page, 'Regular').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await expect(own(page, 'Regular')).toContainText('1 / 5');
  await page.getByRole('tab', { name: 'Check-ins' }).click();
  const mine = page.getByRole('list', { name: 'Your check-ins' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(STAMP_DATE);
  await mine.getByRole('link', { name: place.name }).click();

  // A second press takes today's check-in back.
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await checkIn(page).click();
  await expect(checkIn(page)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/pizza-social');
  await expect(own(page, 'Regular')).toContainText('0 / 5');
  await expect(own(page, 'First Slice')).toContainText('Locked');
});

test('with the passport lab off, the page and the check-in go, and come back', async ({
  page,
  request,
}) => {
  const place = await chicagoPlace(request);
  platformCommand('toggle', ['labs:pizza-social', 'off']);
  await page.goto(`/restaurant/${place.id}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  await expect(checkIn(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your Pizza Passport' })).toHaveCount(0);
  expect((await page.goto('/pizza-social'))?.status()).toBe(404);

  platformCommand('toggle', ['labs:pizza-social', 'on']);
  platformCommand('toggle', ['labs', 'off']);
  await page.goto(`/restaurant/${place.id}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(checkIn(page)).toHaveCount(0);

  platformCommand('toggle', ['labs', 'on']);
  await page.goto(`/restaurant/${place.id}`);
  await expect(checkIn(page)).toBeEnabled();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pizza Passport' }).click();
  await expect(page.getByRole('tab', { name: 'Achievements' })).toBeVisible();
});
