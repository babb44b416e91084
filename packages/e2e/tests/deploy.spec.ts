import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { platformCommand } from './support/platform-cli';
import { activeVersion, inlinedManifest, recordRequests } from './support/site';

const shellIndex = path.resolve(__dirname, '..', '..', '..', 'shell', 'dist', 'index.html');

test('publishing one remote and rolling it back touches nothing else', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/states/texas');
  const before = await inlinedManifest(page);
  const previous = activeVersion(before, 'guides')!;
  const shellBuiltAt = statSync(shellIndex).mtimeMs;

  const version = `e2e-${Date.now()}`;
  const output = platformCommand('publish-remote', ['guides', '--version', version]);
  expect(output).toContain(`guides: published ${version}`);

  let requests = recordRequests(page);
  await page.reload();
  await expect(
    page.locator('[data-app="guides"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  const after = await inlinedManifest(page);
  expect(activeVersion(after, 'guides')).toBe(version);
  for (const other of ['discovery', 'labs', 'partners']) {
    expect(activeVersion(after, other)).toBe(activeVersion(before, other));
  }
  expect(requests).toContain(`/remotes/guides/${version}/remoteEntry.js`);
  expect(requests.some((url) => url.startsWith(`/remotes/guides/${previous}/`))).toBe(false);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

  const entry = await page.request.get(`/remotes/guides/${version}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const manifestFile = await page.request.get(`/remotes/guides/${version}/mf-manifest.json`);
  expect(manifestFile.headers()['cache-control']).toBe('no-cache');
  const chunk = requests.find(
    (url) => url.startsWith(`/remotes/guides/${version}/`) && /\.[0-9a-f]{10}\.js$/.test(url),
  );
  expect(chunk).toBeTruthy();
  expect((await page.request.get(chunk!)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );

  expect(platformCommand('rollback-remote', ['guides'])).toContain(
    `guides: active release ${version} -> ${previous}`,
  );
  requests = recordRequests(page);
  await page.reload();
  await expect(
    page.locator('[data-app="guides"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  expect(activeVersion(await inlinedManifest(page), 'guides')).toBe(previous);
  expect(requests).toContain(`/remotes/guides/${previous}/remoteEntry.js`);
  expect(requests.some((url) => url.startsWith(`/remotes/guides/${version}/`))).toBe(false);
});
