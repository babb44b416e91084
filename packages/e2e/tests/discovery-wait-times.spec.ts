import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Restaurant } from '@pizza-atlas/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/clock';
import { E2E_CLOCK } from './support/e2e-env';
import { platformCommand } from './support/platform-cli';
import { NO_REPORT, currentWait, expectWaitCardAsApiSays, waitCard } from './support/wait-card';

// Live wait times at the run's instant (E2E_CLOCK), whatever it is: two places imported
// for this spec, one open around the clock and one whose only hours are three days
// after E2E_CLOCK, so each case has one definite answer at any time of the week.

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const OSM_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
/** Fargo, ND keeps Central time (the API's zone for ND) and no other spec searches it. */
const FARGO = { city: 'Fargo', state: 'ND', zip: '58102', latitude: 46.8772, longitude: -96.7898 };
const OPEN_NAME = 'Clockwork Slice Around the Clock';
const CLOSED_NAME = 'Clockwork Pies by Appointment';

const localDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'short',
});
const opensOn = (DAYS.indexOf(localDay.format(E2E_CLOCK)) + 3) % 7;

function importClockPlaces() {
  const rows = [
    ['clockwork-open', OPEN_NAME, '24/7'],
    ['clockwork-closed', CLOSED_NAME, `${OSM_DAYS[opensOn]} 10:00-11:00`],
  ].map(([id, name, hours], index) =>
    [
      id,
      name,
      `${10 + index} Broadway N`,
      FARGO.city,
      FARGO.state,
      FARGO.zip,
      FARGO.latitude + index * 0.001,
      FARGO.longitude,
      hours,
      '4.2',
      '80',
    ].join(','),
  );
  const header =
    'id,name,address,city,state,zip,latitude,longitude,opening_hours,rating,review_count';
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pa-e2e-')), 'clock-places.csv');
  writeFileSync(file, [header, ...rows].join('\n'));
  // The other journeys run on the sample catalog, which a real import would remove.
  platformCommand('import-places', [file, '--keep-sample']);
}

async function clockPlaces(request: APIRequestContext, openNow = false) {
  const answer = await request.get('/api/restaurants/search', {
    params: {
      location: `${FARGO.city}, ${FARGO.state}`,
      term: 'Clockwork',
      limit: '10',
      open_now: String(openNow),
    },
  });
  expect(answer.ok()).toBe(true);
  const { restaurants } = (await answer.json()) as { restaurants: Restaurant[] };
  return new Map(restaurants.map((place) => [place.name, place.id]));
}

let openId: string;
let closedId: string;

test.beforeAll(async ({ request }) => {
  importClockPlaces();
  const places = await clockPlaces(request);
  openId = places.get(OPEN_NAME)!;
  closedId = places.get(CLOSED_NAME)!;
  expect([openId, closedId].every(Boolean)).toBe(true);
});

test('server and browser both run at the instant the run is set to', async ({ page, request }) => {
  const hour = 60 * 60_000;
  const wait = (await (
    await request.get(`/api/restaurants/catalog/${openId}/wait-times`)
  ).json()) as {
    lastUpdated: string;
  };
  const serverAhead = Date.parse(wait.lastUpdated) - E2E_CLOCK.getTime();
  expect(serverAhead).toBeGreaterThanOrEqual(0);
  expect(serverAhead).toBeLessThan(hour);
  await page.goto('/');
  const pageAhead = (await page.evaluate(() => Date.now())) - E2E_CLOCK.getTime();
  expect(pageAhead).toBeGreaterThanOrEqual(0);
  expect(pageAhead).toBeLessThan(hour);
  // Open now in search follows the server's clock too.
  expect([...(await clockPlaces(request, true)).keys()]).toEqual([OPEN_NAME]);
});

test('a place open at the set time shows only waits visitors reported, refreshed every minute', async ({
  page,
}) => {
  await page.goto(`/restaurant/${openId}`);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_NAME })).toBeVisible();
  // Nobody reported a wait yet: no figures, nothing presented as live.
  await expect(waitCard(page)).toContainText(NO_REPORT);
  await expect(waitCard(page).getByText('Current wait')).toHaveCount(0);

  // A visitor there reports the wait from the card; it shows at once, without a reload.
  await waitCard(page).getByRole('button', { name: 'Report the wait' }).click();
  await waitCard(page)
    .getByLabel('How long is the wait here right now?')
    .selectOption({ label: 'About 30 minutes' });
  await waitCard(page).getByRole('button', { name: 'Send report' }).click();
  await expect(waitCard(page).getByRole('status')).toHaveText(
    'Thanks! Your wait report helps other pizza lovers.',
  );
  await expect(currentWait(page)).toHaveText('30 min');
  await expect(waitCard(page)).toContainText('From 1 recent visitor report.');
  // One visitor's report is no prediction (decision 0087): the card says why.
  await expect(waitCard(page).getByText('Predicted wait', { exact: true })).toHaveCount(0);
  await expect(waitCard(page)).toContainText(
    'A predicted wait shows once 3 visitors have reported here in the last 90 minutes.',
  );
  await expectWaitCardAsApiSays(page);

  const refetch = page.waitForRequest((r) => r.url().endsWith(`/catalog/${openId}/wait-times`));
  await page.clock.fastForward('01:00');
  await refetch;
  await expect(currentWait(page)).toHaveText(/^\d+ min$/);
});

test('a place closed at the set time says when it opens next', async ({ page }) => {
  await page.goto(`/restaurant/${closedId}`);
  await expect(page.getByRole('heading', { level: 1, name: CLOSED_NAME })).toBeVisible();
  await expect(waitCard(page)).toContainText(`Closed now. Opens ${DAYS[opensOn]} 10 AM`);
  await expect(waitCard(page).getByText('Current wait')).toHaveCount(0);
  // Nobody waits at a closed place.
  await expect(waitCard(page).getByRole('button', { name: 'Report the wait' })).toHaveCount(0);
});
