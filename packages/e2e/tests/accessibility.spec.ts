import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { axe } from './support/axe';

// axe-core, every rule (best practices included), on every public page of each app's
// src/routes.ts, at a desktop and a phone width, in the light and the dark theme. The map
// stays in scope: a results page shows it beside the list on a desktop.
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/privacy',
  '/terms',
  '/cookies',
  '/sitemap',
  '/staff',
  '/directory',
  '/directory?location=Chicago%2C%20IL',
  'RESTAURANT',
  '/submit',
  '/states/texas',
  '/states/texas/austin',
  '/p/east-austin-fire-pies',
  '/discovery-journey',
  '/pizza-intelligence',
  '/wait-times',
  '/ar-scanner',
  '/pizza-social',
  '/advertise',
  '/advertise/signup',
  '/advertiser/login',
  '/advertiser/forgot-password',
  '/advertiser/reset-password',
  '/contact',
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function firstChicagoPlace(page: Page): Promise<string> {
  const answer = await page.request.get('/api/restaurants/search', {
    params: { location: 'Chicago, IL', term: 'pizza', limit: '1' },
  });
  const [first] = ((await answer.json()) as { restaurants: { id: string }[] }).restaurants;
  expect(first).toBeDefined();
  return `/restaurant/${encodeURIComponent(first!.id)}`;
}

/** Each violation with the elements it found, so a failure says what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

async function violations(page: Page, where: string): Promise<string[]> {
  // axe runs on timers of its own: only with the clock flowing (support/clock.ts).
  const results = await axe(page).analyze();
  return describe(results.violations).map((line) => `${where}: ${line}`);
}

// One test per page, width and theme (decision 0069): each has the default time bound, a
// failure names its page, and the shared lane's two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    const where = `${viewport.name} ${scheme}`;
    test.describe(where, () => {
      // The page opens at its width and in its theme, with no resize after it has opened.
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: scheme,
      });

      for (const entry of PUBLIC_PATHS) {
        test(`axe finds nothing on ${entry === 'RESTAURANT' ? 'a restaurant page' : entry}, ${where}`, async ({
          page,
        }) => {
          const path = entry === 'RESTAURANT' ? await firstChicagoPlace(page) : entry;
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (path.includes('location=') && viewport.name === 'desktop')
            await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
          const found = await violations(page, path);
          expect(found, found.join('\n')).toEqual([]);
        });
      }

      if (viewport.name !== 'phone') return;
      // What a phone opens over or instead of the page: the menu, the filters, the map.
      test(`axe finds nothing on / with the menu open, ${where}`, async ({ page }) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Menu' }).click();
        const found = await violations(page, '/ with the menu open');
        expect(found, found.join('\n')).toEqual([]);
      });

      test(`axe finds nothing on /directory with the filters open, ${where}`, async ({ page }) => {
        await page.goto('/directory?location=Chicago%2C%20IL');
        await page.getByRole('button', { name: 'Show Filters' }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        const found = await violations(page, '/directory with the filters open');
        expect(found, found.join('\n')).toEqual([]);
      });

      test(`axe finds nothing on /directory as a map, ${where}`, async ({ page }) => {
        await page.goto('/directory?location=Chicago%2C%20IL');
        await page.getByRole('button', { name: 'Show Filters' }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        await page.getByRole('button', { name: 'Show results' }).click();
        await page.getByRole('button', { name: 'Map' }).click();
        await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
        const found = await violations(page, '/directory as a map');
        expect(found, found.join('\n')).toEqual([]);
      });
    });
  }
}
