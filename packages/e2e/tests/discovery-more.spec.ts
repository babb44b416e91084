import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/clock';

// A search with more results than one page: "Show more results" brings in the rest.

const NEW_YORK = 'New York, NY';
/** How the API names the place found for NEW_YORK. */
const NEW_YORK_FOUND = 'New York City, NY';
/** What the directory sends for 25 miles: 40 234 m, held to the API's 40 000 m limit. */
const RADIUS_25_MILES = '40000';

async function searchTotal(request: APIRequestContext, radius: string): Promise<number> {
  const answer = await request.get('/api/restaurants/search', {
    params: { location: NEW_YORK, term: 'pizza', limit: '1', sort_by: 'best_match', radius },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { total: number }).total;
}

test('Show more results loads every result of a big search, by keyboard, and Back keeps them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const total = await searchTotal(request, RADIUS_25_MILES);
  expect(total, 'the seeded catalog has more than a page of New York places').toBeGreaterThan(20);

  await page.goto(`/directory?location=${encodeURIComponent(NEW_YORK)}&radius=25`);
  await expect(page.getByLabel('Radius')).toHaveValue('25');
  const status = page.getByRole('status').filter({ hasText: /found near/ });
  await expect(status).toHaveText(
    `${total.toLocaleString('en-US')} restaurants found near ${NEW_YORK_FOUND} (showing 20)`,
  );
  const cards = page.getByTestId('result-card');
  await expect(cards).toHaveCount(20);
  const resultsUrl = page.url();

  const more = page.getByRole('button', { name: 'Show more results' });
  let shown = 20;
  while (shown < total) {
    await more.focus();
    await page.keyboard.press('Enter');
    const next = Math.min(shown + 20, total);
    await expect(cards).toHaveCount(next);
    // Focus lands on the first new card, so the keyboard carries on from there.
    await expect(cards.nth(shown).getByRole('link')).toBeFocused();
    await expect(status).toHaveText(
      `${total.toLocaleString('en-US')} restaurants found near ${NEW_YORK_FOUND}` +
        (next < total ? ` (showing ${next})` : ''),
    );
    shown = next;
  }
  await expect(more).toHaveCount(0);
  // The results asked for are in the URL, in place of the entry (no new one per page).
  const pages = Math.ceil(total / 20);
  const withShown = `${resultsUrl}&shown=${pages * 20}`;
  // The same search and view, however the link spells its spaces.
  const sameView = (url: URL) =>
    url.pathname === '/directory' &&
    url.searchParams.toString() === new URL(withShown).searchParams.toString();
  await expect(page).toHaveURL(sameView);

  // A reload comes back with every result, server-rendered, near where the page was.
  await cards.nth(total - 2).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.reload();
  await expect(cards).toHaveCount(total);
  await expect(more).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 400);
  const links = await cards
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(total);

  // A place from a later page, then Back: the loaded pages are still there.
  const later = cards.nth(total - 1);
  const name = (await later.getByRole('heading').innerText()).trim();
  await later.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Search Results' }).click();
  await expect(page).toHaveURL(sameView);
  await expect(status).toHaveText(
    `${total.toLocaleString('en-US')} restaurants found near ${NEW_YORK_FOUND}`,
  );
  await expect(cards).toHaveCount(total);
});

test('a linked search shows the 25 km radius it ran with, until a radius is chosen', async ({
  page,
  request,
}) => {
  const linkedTotal = await searchTotal(request, '25000');
  await page.goto(`/directory?location=${encodeURIComponent(NEW_YORK)}`);
  const radius = page.getByLabel('Radius');
  // The closed select names the automatic radius; the list offers only the spec's radii.
  await expect(radius.locator('option:checked')).toHaveText('Auto · 15.5 mi');
  await expect(radius.locator('option:not([hidden])')).toHaveText([
    '5 miles',
    '10 miles',
    '15 miles',
    '25 miles',
  ]);
  const status = page.getByRole('status').filter({ hasText: /found near/ });
  await expect(status).toHaveText(
    new RegExp(`^${linkedTotal.toLocaleString('en-US')} restaurants found near`),
  );

  // Search again: the same radius, so the same results.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/directory\?location=New(%20|\+)York%2C(%20|\+)NY$/);
  await expect(radius.locator('option:checked')).toHaveText('Auto · 15.5 mi');
  await expect(status).toHaveText(
    new RegExp(`^${linkedTotal.toLocaleString('en-US')} restaurants found near`),
  );

  await radius.selectOption('25');
  await expect(page).toHaveURL(/radius=25/);
  await expect(radius.locator('option:checked')).toHaveText('25 miles');
  await expect(radius.locator('option', { hasText: '15.5 miles' })).toHaveCount(0);
  const wideTotal = await searchTotal(request, RADIUS_25_MILES);
  await expect(status).toHaveText(
    new RegExp(`^${wideTotal.toLocaleString('en-US')} restaurants found near`),
  );
});
