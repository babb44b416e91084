import { renameSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './support/e2e-env';
import { activeVersion, inlinedManifest, recordRequests } from './support/site';

test('a remote whose files are gone is retried once, then fails alone while the rest works', async ({
  page,
}) => {
  await page.goto('/');
  const version = activeVersion(await inlinedManifest(page), 'guides')!;
  const folder = path.join(E2E_DATA_DIR, 'releases', 'guides', version);
  renameSync(folder, `${folder}.away`);
  try {
    const requests = recordRequests(page);
    await page.goto('/states/texas');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('This part of Pizza Atlas is unavailable right now.');
    await expect(fallback).toContainText(
      "We couldn't load the state and city guides. The rest of the site still works.",
    );
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
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();

    // The files come back: "Try again" recovers without a reload.
    await page.goto('/states/texas');
    await expect(page.getByRole('alert')).toBeVisible();
    renameSync(`${folder}.away`, folder);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.locator('[data-app="guides"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
  } finally {
    try {
      renameSync(`${folder}.away`, folder);
    } catch {
      // already restored
    }
  }
});

test('a broken home widget leaves the rest of the home page working', async ({ page }) => {
  await page.goto('/');
  const version = activeVersion(await inlinedManifest(page), 'labs')!;
  const folder = path.join(E2E_DATA_DIR, 'releases', 'labs', version);
  renameSync(folder, `${folder}.away`);
  try {
    await page.reload();
    await expect(page.getByRole('alert')).toContainText("We couldn't load the Pizza Atlas labs.");
    await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();
    await expect(page.getByText("Today's Featured Pizza Places")).toBeVisible();
  } finally {
    renameSync(`${folder}.away`, folder);
  }
});
