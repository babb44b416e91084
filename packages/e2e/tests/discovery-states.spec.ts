import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';

// Empty, failing and missing: what a visitor sees when there is nothing to show.

test('a search with no results says so', async ({ page }) => {
  // Nothing near Nome: the spec's text.
  await page.goto('/directory?location=Nome%2C%20AK');
  await expect(
    page.getByText('No pizza restaurants found in "Nome, AK". Try a different location.'),
  ).toBeVisible();
  // Nothing because of the filters: they are named as the cause, and can be cleared.
  await page.goto('/directory?location=Austin%2C%20TX&price=4&features=vegan&minRating=4.8');
  await expect(
    page.getByText('No pizza places near Austin, TX match these filters.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
});

test('an unknown place says so once, in the words of the API', async ({ page }) => {
  await page.goto('/directory?location=Nowhereville%20ZZ');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText(/We couldn't find "Nowhereville ZZ"/)).toBeVisible();
  await expect(results.getByText(/restaurants found/)).toHaveCount(0);
  await expect(results.getByText(/No pizza restaurants found/)).toHaveCount(0);
});

test('a misspelt place is found, with one line saying what was read', async ({ page }) => {
  await page.goto('/directory?location=New%20Yrok');
  await expect(page.getByText(/Showing results for/)).toHaveText(
    'Showing results for New York City, NY. You searched for “New Yrok”.',
  );
  await expect(page.getByTestId('result-card').first()).toBeVisible();
});

test('a whole state lists its best places with no distances, its radius the whole state', async ({
  page,
}) => {
  await page.goto('/directory?location=Texas');
  await expect(page.getByRole('status').filter({ hasText: /found in Texas/ })).toBeVisible();
  await expect(page.getByLabel('Radius').locator('option:checked')).toHaveText('Whole state');
  const first = page.getByTestId('result-card').first();
  await expect(first).toBeVisible();
  await expect(first).not.toContainText(/\d+\.\d mi/);
});

test('without a location the directory asks for one', async ({ page }) => {
  await page.goto('/directory');
  await expect(
    page.getByText('Enter a city, state, or zip code above to find pizza places near you.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Location').press('Enter');
  await expect(page).toHaveURL(/location=Austin%2C\+TX&radius=10/);
  await expect(page.getByTestId('result-card').first()).toBeVisible();
});

test('the API going down shows the search error, and Try again recovers', async ({ page }) => {
  let down = true;
  await page.route('**/api/restaurants/search**', (route) =>
    down ? route.abort() : route.continue(),
  );
  // A directory page the server rendered arrives with its results; a search run in the
  // page is the browser's own request, which is the one that fails here.
  await page.goto('/directory');
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Location').press('Enter');
  await expect(
    page.getByText(
      'Failed to search restaurants. Please check your internet connection and try again.',
    ),
  ).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('result-card').first()).toBeVisible();
});

// The server renders today's list into the home page it sends; a visitor who reaches home
// from another page gets it from the browser, which is where these answers are seen.
async function openHomeFromAbout(page: Page) {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Pizza Atlas home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('featured places explain an outage and a rate limit', async ({ page }) => {
  await page.route('**/api/restaurants/featured', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await openHomeFromAbout(page);
  await expect(page.getByRole('heading', { name: 'Featured Pizza Places' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Featured restaurants are temporarily unavailable.')).toBeVisible();
  await expect(
    page.getByText('Please check back later for featured recommendations.'),
  ).toBeVisible();

  await page.unroute('**/api/restaurants/featured');
  let calls = 0;
  await page.route('**/api/restaurants/featured', (route) => {
    calls += 1;
    return route.fulfill({ status: 429, body: 'Too Many Requests' });
  });
  await openHomeFromAbout(page);
  await expect(
    page.getByText('Service is temporarily rate limited. Please try again in a few minutes.'),
  ).toBeVisible();
  expect(calls).toBe(1);
});

test('an unknown restaurant is not found', async ({ page }) => {
  await page.goto('/restaurant/no-such-place');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Not Found' })).toBeVisible();
  await expect(
    page.getByText("The restaurant you're looking for could not be found."),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Restaurant Not Found \|/);
  await page.getByRole('link', { name: 'Back to Directory' }).click();
  await expect(page).toHaveURL(/\/directory$/);
});
