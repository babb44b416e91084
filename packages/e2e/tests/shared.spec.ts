import type { Page } from '@playwright/test';
import { expect, test } from './support/hydration';

/** Scrolls to the home page's labs section and waits until its code has hydrated it. */
async function nearLabs(page: Page) {
  const area = page.locator('[data-area-near="labs/LabsShowcase"]');
  await area.scrollIntoViewIfNeeded();
  await expect(area).toHaveAttribute('data-area-ready', '');
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
  '@pizza-atlas/platform',
];

interface ShareInfo {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}

test('react, the router, the query client, the store, styled-components and the platform load once', async ({
  page,
}) => {
  // The home page runs the shell and two remotes side by side; labs' code loads as the
  // visitor nears its section (decision 0064).
  await page.goto('/');
  await nearLabs(page);
  await expect(page.locator('[data-app="labs"]')).toBeVisible();
  await expect(page.locator('[data-app="discovery"]')).toBeVisible();
  const scope = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    // Keyed by the host's name and version, e.g. "shell:0.1.0".
    const host = Object.keys(share).find((key) => key.split(':')[0] === 'shell')!;
    return share[host]!.default!;
  });
  for (const name of SINGLETONS) {
    const versions = Object.values(scope[name] ?? {});
    const loaded = versions.filter((info) => info.loaded);
    expect([name, loaded.length]).toEqual([name, 1]);
    expect([name, loaded[0]!.from]).toEqual([name, 'shell']);
  }
  const reactUsers = Object.values(scope['react/jsx-runtime']!)[0]!.useIn ?? [];
  expect(reactUsers).toEqual(expect.arrayContaining(['shell', 'discovery', 'labs']));
});

test('no remote ships its own copy of React', async ({ page }) => {
  await page.goto('/');
  await nearLabs(page);
  // The labs tiles read the platform store; the shell's header reads the same store.
  await expect(
    page.locator('[data-app="labs"]').getByRole('link', { name: /Pizza Passport/ }),
  ).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  // No remote brought its own copy of React: the only React code comes from the shell's assets.
  const reactChunks = [] as string[];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (
      body.includes('react.production') ||
      body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
    ) {
      reactChunks.push(new URL(url).pathname);
    }
  }
  expect(reactChunks.length).toBeGreaterThan(0);
  expect(reactChunks.every((path) => path.startsWith('/assets/'))).toBe(true);
});
