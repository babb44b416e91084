import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Restaurant } from '@pizza-atlas/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';

// A place its source stops listing (decision 0033): a refresh of the same area without
// it takes it out of search, and its page answers 410 with why and the places near it.

/** Bismarck, ND: no other journey searches it. */
const BISMARCK = {
  city: 'Bismarck',
  state: 'ND',
  zip: '58501',
  latitude: 46.8083,
  longitude: -100.7837,
};
const STAYS = 'Missouri River Slice House';
const GOES = 'Capitol Crust Company';
const AREA = `${BISMARCK.city}, ${BISMARCK.state}`;

function importBismarck(names: string[]) {
  const rows = names.map((name) =>
    [
      name === STAYS ? 'bismarck-stays' : 'bismarck-goes',
      name,
      name === STAYS ? '100 E Main Ave' : '600 E Boulevard Ave',
      BISMARCK.city,
      BISMARCK.state,
      BISMARCK.zip,
      BISMARCK.latitude + (name === STAYS ? 0 : 0.002),
      BISMARCK.longitude,
      'Mo-Su 11:00-22:00',
    ].join(','),
  );
  const header = 'id,name,address,city,state,zip,latitude,longitude,opening_hours';
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pa-e2e-')), 'bismarck.csv');
  writeFileSync(file, [header, ...rows].join('\n'));
  // --area makes it a refresh of Bismarck; the other journeys run on the sample catalog.
  return platformCommand('import-places', [file, '--area', AREA, '--keep-sample']);
}

async function bismarckPlaces(request: APIRequestContext) {
  const answer = await request.get('/api/restaurants/search', {
    params: { location: AREA, limit: '50' },
  });
  expect(answer.ok()).toBe(true);
  const { restaurants } = (await answer.json()) as { restaurants: Restaurant[] };
  return new Map(restaurants.map((place) => [place.name, place.id]));
}

test('a place the source stops listing leaves search and its page says so', async ({
  page,
  request,
}) => {
  importBismarck([STAYS, GOES]);
  const before = await bismarckPlaces(request);
  const goneId = before.get(GOES);
  const staysId = before.get(STAYS);
  expect(goneId && staysId).toBeTruthy();
  const sitemapLists = async (id: string) =>
    (await (await request.get('/sitemap.xml')).text()).includes(`/restaurant/${id}<`);
  await expect
    .poll(() => sitemapLists(goneId!), { message: 'a real place is in the sitemap' })
    .toBe(true);

  const summary = importBismarck([STAYS]);
  expect(summary).toMatch(/removed\s+1 \(places of Bismarck, ND/);
  // Servers notice an import within CATALOG_WATCH_SECONDS: ask until the search agrees.
  await expect
    .poll(async () => (await bismarckPlaces(request)).has(GOES), {
      message: 'the removed place leaves search',
    })
    .toBe(false);
  expect((await bismarckPlaces(request)).get(STAYS)).toBe(staysId);

  const response = await page.goto(`/restaurant/${goneId}`);
  expect(response?.status()).toBe(410);
  // The server's head says so too, not the page's default 'Restaurant Details'.
  expect(await response!.text()).toMatch(/<title>No Longer Listed \|/);
  await expect(page).toHaveTitle(/^No Longer Listed \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'No Longer Listed' })).toBeVisible();
  // Its street says which place it was (a chain's branches share a name).
  await expect(
    page.getByText(`${GOES} at 600 E Boulevard Ave in ${AREA} is no longer listed`),
  ).toBeVisible();
  // The place still listed is offered nearby, and a search of its city.
  await expect(page.getByRole('heading', { name: 'Pizza places nearby' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(STAYS) }).first()).toBeVisible();
  await page.getByRole('link', { name: `Search pizza in ${AREA}` }).click();
  await expect(page).toHaveURL(/\/directory\?location=Bismarck/);

  await expect
    .poll(() => sitemapLists(goneId!), { message: 'the removed place leaves the sitemap' })
    .toBe(false);
  expect(await sitemapLists(staysId!)).toBe(true);
});
