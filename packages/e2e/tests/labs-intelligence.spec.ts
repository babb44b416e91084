import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';

// Pizza Intelligence on the seeded sample catalog: the location and its toasts, the
// analyzer (each toast, the same inputs twice), trends and the tabs.

const ANALYZER_SEARCH = /\/api\/restaurants\/search\?.*limit=6/;

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

/** Each result card's text: name, match score, rating, reason. */
async function readMatches(page: Page): Promise<string[]> {
  const results = page.getByRole('region', { name: /^Matches for/ });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  return results.getByRole('listitem').allInnerTexts();
}

async function analyze(page: Page, mood: string, weather: string) {
  await page.getByRole('button', { name: mood, exact: true }).click();
  await page.getByRole('button', { name: weather, exact: true }).click();
  await page.getByRole('button', { name: 'Find My Perfect Pizza' }).click();
}

test.afterEach(() => {
  platformCommand('toggle', ['labs:pizza-intelligence', 'on']);
});

test('location toasts, the analyzer and the same answer for the same inputs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/pizza-intelligence');
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Intelligence' })).toBeVisible();

  await page.getByRole('button', { name: 'Find My Perfect Pizza' }).click();
  await expectToast(
    page,
    'Missing Information',
    'Please set your location, mood, and weather preferences first.',
  );

  const field = page.getByLabel('City and state');
  await field.fill('Chicago');
  await page.getByRole('button', { name: 'Set Location' }).click();
  await expectToast(
    page,
    'Invalid Format',
    "Please enter location as 'City, State' (e.g., 'Chicago, IL')",
  );

  await field.fill('  Chicago, IL ');
  await field.press('Enter');
  await expectToast(page, 'Location Set', 'Finding AI recommendations in Chicago, IL');
  await expect(page).toHaveURL(/\/pizza-intelligence\?location=Chicago%2C\+IL$/);

  // Hold the search a moment to see the busy button.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ANALYZER_SEARCH, async (route) => {
    await held;
    await route.continue();
  });
  await analyze(page, 'Comfort', 'Rainy');
  await expect(page.getByRole('button', { name: 'Analyzing Your Preferences...' })).toBeDisabled();
  release();

  const first = await readMatches(page);
  expect(first.length).toBeGreaterThan(0);
  expect(first.length).toBeLessThanOrEqual(6);
  await expectToast(
    page,
    'AI Analysis Complete',
    `Found ${first.length} perfect pizza matches for you!`,
  );
  const scores = first.map((text) => Number(/(\d+)% match/.exec(text)?.[1]));
  for (const score of scores) {
    expect(score).toBeGreaterThanOrEqual(80);
    expect(score).toBeLessThanOrEqual(99);
  }
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  for (const text of first) expect(text).toContain('For a comfort mood on a rainy day');

  // The analysis is in the URL, so a reload shows the same matches; the same inputs again
  // give the same places, scores and reasons.
  const analysed = /\/pizza-intelligence\?location=Chicago%2C\+IL&mood=comfort&weather=rainy$/;
  await expect(page).toHaveURL(analysed);
  await page.getByRole('button', { name: 'Find My Perfect Pizza' }).click();
  await expect(page.getByRole('button', { name: 'Find My Perfect Pizza' })).toBeEnabled();
  expect(await readMatches(page)).toEqual(first);
  await page.reload();
  await expect(page.getByText('Recommendations for Chicago, IL')).toBeVisible();
  expect(await readMatches(page)).toEqual(first);
  await analyze(page, 'Comfort', 'Rainy');
  expect(await readMatches(page)).toEqual(first);

  // Each result opens its restaurant page.
  const results = page.getByRole('region', { name: /^Matches for/ });
  const name = await results.getByRole('listitem').first().getByRole('link').innerText();
  await results.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/restaurant\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Back to Pizza Intelligence: location, mood, weather and matches as they were.
  await page.getByRole('link', { name: 'Back to Pizza Intelligence' }).click();
  await expect(page).toHaveURL(analysed);
  await expect(page.getByText('Recommendations for Chicago, IL')).toBeVisible();
  expect(await readMatches(page)).toEqual(first);
});

// Decision 0066: the API checks the city and state against the gazetteer; each refusal shows
// beside the field, not only as a toast.
test('a place the gazetteer does not know is refused beside the field', async ({ page }) => {
  await page.goto('/pizza-intelligence');
  const field = page.getByLabel('City and state');
  await expect(field).toBeEditable();
  const hint = 'Enter a city and its state, separated by a comma.';

  await field.fill('Chicago');
  await field.press('Enter');
  const invalid = "Please enter location as 'City, State' (e.g., 'Chicago, IL')";
  await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(`${invalid} ${hint}`);

  for (const [typed, message] of [
    [
      'Nowhereville, ZZ',
      'Enter a US state by its two-letter code or its name, e.g. IL or Illinois',
    ],
    ['Nowhereville, TX', 'We could not find the city "Nowhereville" in Texas. Check its spelling.'],
  ] as const) {
    await field.fill(typed);
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${message} ${hint}`);
    await expect(page).toHaveURL(/\/pizza-intelligence$/);
  }

  // A near miss is named as the gazetteer names it.
  await field.fill('chicgo, illinois');
  await field.press('Enter');
  await expectToast(page, 'Location Set', 'Finding AI recommendations in Chicago, IL');
  await expect(page).toHaveURL(/\/pizza-intelligence\?location=Chicago%2C\+IL$/);
});

test('a failed analysis says so; Change clears the location', async ({ page }) => {
  await page.goto('/pizza-intelligence?location=Chicago%2C%20IL');
  await page.route(ANALYZER_SEARCH, (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
  await analyze(page, 'Quick', 'Cold');
  await expectToast(
    page,
    'Analysis Failed',
    "Sorry, we couldn't analyze your preferences right now.",
  );
  await expect(page.getByRole('region', { name: /^Matches for/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(/\/pizza-intelligence$/);
  await expect(page.getByLabel('City and state')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Set Location' })).toBeDisabled();
});

test('tabs: arrows move between analyzer, taste insights and trends', async ({ page }) => {
  await page.goto('/pizza-intelligence');
  const analyzerTab = page.getByRole('tab', { name: 'AI Analyzer' });
  await expect(analyzerTab).toHaveAttribute('aria-selected', 'true');
  await analyzerTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Taste Insights' })).toBeFocused();
  const insights = page.getByRole('tabpanel', { name: 'Taste Insights' });
  await expect(insights).toContainText('Example profile');
  await expect(insights).toContainText('Neapolitan');
  await expect(insights).toContainText('$$-$$$');
  await page.keyboard.press('ArrowRight');
  const trends = page.getByRole('tabpanel', { name: 'Pizza Trends' });
  await expect(trends).toContainText('Set your location to see trending pizza places near you.');
  await page.keyboard.press('ArrowRight');
  await expect(analyzerTab).toHaveAttribute('aria-selected', 'true');
});

test('trends: the top 4 by rating, rendered on the server for the location in the URL', async ({
  page,
}) => {
  const response = await page.goto('/pizza-intelligence?location=Chicago%2C%20IL');
  expect(await response?.text()).toContain('#1');
  await page.getByRole('tab', { name: 'Pizza Trends' }).click();
  const cards = page.getByRole('tabpanel', { name: 'Pizza Trends' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const ratings = await cards
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((stars) =>
      stars.map((star) =>
        Number(/Rated ([\d.]+)/.exec(star.getAttribute('aria-label') ?? '')?.[1]),
      ),
    );
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  await expect(cards.first()).toContainText('#1');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/restaurant\//);
});

test('Pizza Intelligence switched off disappears everywhere and comes back', async ({ page }) => {
  platformCommand('toggle', ['labs:pizza-intelligence', 'off']);
  await page.goto('/');
  await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Intelligence Hub' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Intelligence' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'AI Intelligence' }),
  ).toHaveCount(0);
  expect((await page.goto('/pizza-intelligence'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  platformCommand('toggle', ['labs:pizza-intelligence', 'on']);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Explore Intelligence Hub' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'AI Intelligence' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Intelligence' })).toBeVisible();
  expect((await page.goto('/pizza-intelligence'))?.status()).toBe(200);
});

test('both labs pages hydrate with no error, and the trends come with the page', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/restaurants/search') searches.push(request.url());
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/pizza-intelligence?location=Chicago%2C%20IL', '/wait-times']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    }
  }
  expect(problems).toEqual([]);
  expect(searches).toEqual([]);
});
