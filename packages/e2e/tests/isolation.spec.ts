import type { Page } from '@playwright/test';
import { expect, test } from './support/hydration';
import { activeVersion, inlinedManifest, recordRequests } from './support/site';

// The browser is cut off from a remote's files by request interception, so these
// tests do not depend on where or how the server stores releases.
const cutOff = (page: Page, remote: string) =>
  page.route(`**/remotes/${remote}/**`, (route) => route.abort());
const restore = (page: Page, remote: string) => page.unroute(`**/remotes/${remote}/**`);

const heroSearch = (page: Page) => page.getByPlaceholder('Enter city, state, or zip code...');

test('a remote whose files are gone is retried once, then fails alone while the rest works', async ({
  page,
}) => {
  await page.goto('/');
  const version = activeVersion(await inlinedManifest(page), 'guides')!;
  await cutOff(page, 'guides');
  const requests = recordRequests(page);
  await page.goto('/states/texas');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('This page of Pizza Atlas is unavailable right now.');
  await expect(fallback).toContainText(
    "We couldn't load the state and city guides. Check your connection, then try again in a moment.",
  );
  await expect(fallback).not.toContainText('The rest of the site still works');
  // The runtime's first fetch takes the page's failed preload; the second is the retry.
  const manifestLoads = requests.filter(
    (url) => url === `/remotes/guides/${version}/mf-manifest.json`,
  );
  expect(manifestLoads.length).toBeGreaterThanOrEqual(2);

  // Header, footer and the other remotes keep working.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Directory' })
    .click();
  await expect(
    page.locator('[data-app="discovery"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(heroSearch(page)).toBeVisible();

  // The files come back: "Try again" recovers without a reload.
  await page.goto('/states/texas');
  await expect(page.getByRole('alert')).toBeVisible();
  await restore(page, 'guides');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.locator('[data-app="guides"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
});

for (const [file, pattern] of [
  ['remoteEntry.js', '**/remotes/guides/*/remoteEntry.js'],
  ['an exposed chunk', '**/remotes/guides/*/__federation_expose_*.js'],
] as const) {
  test(`${file} that fails is retried once, and "Try again" loads it when it is back`, async ({
    page,
  }) => {
    let failed = 0;
    await page.route(pattern, (route) => {
      failed += 1;
      return route.abort();
    });
    await page.goto('/states/texas');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the");
    expect(failed).toBeGreaterThanOrEqual(2);
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.locator('[data-app="guides"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
  });
}

test('a broken home widget fails alone, and its retry leaves the working remotes as they are', async ({
  page,
}) => {
  await cutOff(page, 'labs');
  await page.goto('/');
  // The labs section loads its code as the visitor nears it (decision 0064).
  await page.locator('[data-area-near="labs/LabsShowcase"]').scrollIntoViewIfNeeded();
  const labsFallback = page.getByRole('alert');
  await expect(labsFallback).toContainText("We couldn't load the labs showcase.");
  await expect(heroSearch(page)).toBeVisible();
  await expect(page.getByText("Today's Featured Pizza Places")).toBeVisible();

  // A visitor is typing into the discovery widget while the labs area is retried.
  await heroSearch(page).fill('Austin, TX');
  const requests = recordRequests(page);
  await restore(page, 'labs');
  await labsFallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Pizza Intelligence' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Discovery was neither remounted nor loaded again.
  await expect(heroSearch(page)).toHaveValue('Austin, TX');
  expect(requests.filter((url) => url.startsWith('/remotes/discovery/'))).toEqual([]);
});
