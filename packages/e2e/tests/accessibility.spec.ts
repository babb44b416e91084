import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { axe } from './support/axe';

// axe-core, every rule (best practices included), on every public page of each app's
// src/routes.ts and the not-found screens, at a desktop and a phone width, in the light and
// the dark theme. The map stays in scope: a results page shows it beside the list on a
// desktop.
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
  // The not-found screens, each with its 404.
  '/restaurant/some-place',
  '/states/nowhere',
  '/states/texas/atlantis',
  '/p/some-listing',
  '/no/such/page',
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

/**
 * The page's violations in the light theme it opened in, then in the dark theme, which the
 * site takes on as the system's scheme changes (the frame's ThemeSync), as a visitor sees
 * it when their phone turns dark in the evening. One load serves both themes: a page's
 * load and hydration were about half of each check's time (docs/quality.md, "Session 28").
 */
async function violationsInBothThemes(page: Page, where: string): Promise<string[]> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const found = await violations(page, `${where}, light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // A button eases into its new colours (120 ms): axe reads colours once they have settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  found.push(...(await violations(page, `${where}, dark`)));
  return found;
}

// One test per page and width (decision 0069): each has the default time bound, a failure
// names its page and theme, and the shared lane's two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  const where = viewport.name;
  test.describe(where, () => {
    // The page opens at its width, with no resize after it has opened.
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: 'light',
    });

    for (const entry of PUBLIC_PATHS) {
      test(`axe finds nothing on ${entry === 'RESTAURANT' ? 'a restaurant page' : entry}, ${where}, light and dark`, async ({
        page,
      }) => {
        const path = entry === 'RESTAURANT' ? await firstChicagoPlace(page) : entry;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path.includes('location=') && viewport.name === 'desktop')
          await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
        const found = await violationsInBothThemes(page, `${path} ${where}`);
        expect(found, found.join('\n')).toEqual([]);
      });
    }

    if (viewport.name !== 'phone') return;
    // What a phone opens over or instead of the page: the menu, the filters, the map.
    test(`axe finds nothing on / with the menu open, ${where}, light and dark`, async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const found = await violationsInBothThemes(page, '/ with the menu open');
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`axe finds nothing on /directory with the filters open, ${where}, light and dark`, async ({
      page,
    }) => {
      await page.goto('/directory?location=Chicago%2C%20IL');
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      const found = await violationsInBothThemes(page, '/directory with the filters open');
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`axe finds nothing on /directory as a map, ${where}, light and dark`, async ({ page }) => {
      await page.goto('/directory?location=Chicago%2C%20IL');
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await page.getByRole('button', { name: 'Show results' }).click();
      await page.getByRole('button', { name: 'Map' }).click();
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
      const found = await violationsInBothThemes(page, '/directory as a map');
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
