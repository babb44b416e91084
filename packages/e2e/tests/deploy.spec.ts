import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/hydration';
import type { ReleaseDefinitions } from '@pizza-atlas/contracts';
import { copyGuidesBuild, platformCommand } from './support/platform-cli';
import { activeVersion, inlinedManifest, recordRequests } from './support/site';

/** Uploads a guides build folder as `version` (made active), then removes the folder. */
function publishGuidesBuild(build: string, version: string) {
  const output = platformCommand('publish-remote', [
    'guides',
    '--dist',
    build,
    '--version',
    version,
  ]);
  rmSync(build, { recursive: true, force: true });
  expect(output).toContain(`guides: published ${version}`);
}

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

test('a guides release that adds a page shows it, and a rollback takes it away', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The guides team's change: one more page in the routes.json of guides' own build.
  const build = copyGuidesBuild();
  const routesFile = path.join(build, 'routes.json');
  const definitions = JSON.parse(readFileSync(routesFile, 'utf8')) as ReleaseDefinitions;
  definitions.pages.push({
    path: '/pizza-tours',
    module: 'ListingPage',
    head: { title: 'Pizza Tours', description: 'Guided pizza walks through our guide cities.' },
    header: { label: 'Pizza Tours', order: 90, placement: 'nav' },
    hasLoader: false,
    hasHeadBuilder: false,
  });
  writeFileSync(routesFile, JSON.stringify(definitions));
  const shellBuiltAt = statSync(shellIndex).mtimeMs;

  expect((await page.goto('/pizza-tours'))?.status()).toBe(404);
  const previous = activeVersion(await inlinedManifest(page), 'guides')!;
  const version = `e2e-tours-${Date.now()}`;
  publishGuidesBuild(build, version);

  const response = await page.goto('/pizza-tours');
  expect(response?.status()).toBe(200);
  // The server's head tags come from the new definition (the reused module then sets its own).
  expect(await response!.text()).toContain(
    "<title>Pizza Tours | Pizza Atlas: America's Pizza Directory</title>",
  );
  await expect(
    page.locator('main [data-app="guides"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Pizza Tours',
  });
  await expect(link).toHaveAttribute('href', '/pizza-tours');
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

  expect(platformCommand('rollback-remote', ['guides', '--to', previous])).toContain(
    `guides: active release ${version} -> ${previous}`,
  );
  expect((await page.goto('/pizza-tours'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pizza Tours' }),
  ).toHaveCount(0);
});

test('a release whose server build is broken is rendered in the browser, never a 500', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A guides release that builds for the browser but whose server build throws as it loads.
  const build = copyGuidesBuild();
  writeFileSync(
    path.join(build, 'server', 'remoteEntry.js'),
    'throw new Error("guides server build broken on purpose");\n',
  );
  await page.goto('/');
  const previous = activeVersion(await inlinedManifest(page), 'guides')!;
  const version = `e2e-broken-server-${Date.now()}`;
  publishGuidesBuild(build, version);

  try {
    // As a crawler sees it: the shell frame from the server, the area left to the browser.
    const crawled = await request.get('/states/texas');
    expect(crawled.status()).toBe(200);
    const html = await crawled.text();
    expect(html).toContain('Skip to content');
    expect(html).toContain('Privacy Policy');
    expect(html).toContain('<!--$!-->');
    expect(html).not.toContain('Texas Pizza Guide</h1>');

    // In the browser the page is whole: the area renders there, with no console error,
    // and without pushing down what was already on the screen (the area kept a screen's
    // height while it loaded, so the footer was below it).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() => {
      const shifts = { total: 0, observer: undefined as PerformanceObserver | undefined };
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      };
      shifts.observer = new PerformanceObserver((list) => add(list.getEntries()));
      shifts.observer.observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, {
        __layoutShifts: { read: () => (add(shifts.observer!.takeRecords()), shifts.total) },
      });
    });
    const response = await page.goto('/states/texas');
    expect(response?.status()).toBe(200);
    await expect(
      page
        .locator('main [data-app="guides"]')
        .getByRole('heading', { level: 1, name: 'Texas Pizza Guide' }),
    ).toBeVisible();
    // Two frames after the guide is on screen, every shift of its arrival has been recorded.
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                (
                  window as unknown as { __layoutShifts: { read: () => number } }
                ).__layoutShifts.read(),
              ),
            ),
          ),
        ),
    );
    expect(layoutShift).toBeLessThan(0.1);
    expect(problems).toEqual([]);
  } finally {
    expect(platformCommand('rollback-remote', ['guides', '--to', previous])).toContain(
      `guides: active release ${version} -> ${previous}`,
    );
  }
  // The previous release is rendered on the server again.
  const restored = await (await request.get('/states/texas')).text();
  expect(restored).toMatch(/<h1[^>]*>Texas Pizza Guide<\/h1>/);
});
