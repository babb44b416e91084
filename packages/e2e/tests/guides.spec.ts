import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/hydration';
import { E2E_CLOCK } from './support/e2e-env';

// The state, city and listing guides as a visitor walks them and as a crawler reads them.

const TITLE_SUFFIX = " | Pizza Atlas: America's Pizza Directory";

/** Lakeview Deep Dish's hours by weekday (static-listings.ts), and its day in Chicago at the run's instant. */
const LAKEVIEW_HOURS: Record<string, string> = {
  Monday: '4 PM – 10 PM',
  Tuesday: '4 PM – 10 PM',
  Wednesday: '4 PM – 10 PM',
  Thursday: '4 PM – 10 PM',
  Friday: '11:30 AM – 11 PM',
  Saturday: '11:30 AM – 11 PM',
  Sunday: '11:30 AM – 9 PM',
};
const chicagoDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'long',
}).format(E2E_CLOCK);

/** A page's HTML as a crawler gets it: status, title, robots, canonical and JSON-LD. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const meta = (name: string) =>
    new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    status: response.status(),
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    description: meta('description'),
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd: [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].flatMap((match): Record<string, unknown>[] => [JSON.parse(match[1]!)].flat()),
  };
}

const ofType = (jsonLd: Record<string, unknown>[], type: string) =>
  jsonLd.find((entry) => entry['@type'] === type);

test('state → city → listing → directions, with breadcrumbs back up', async ({ page }) => {
  await page.goto('/states/illinois');
  const guides = page.locator('main [data-app="guides"]');
  await expect(
    guides.getByRole('heading', { level: 1, name: 'Illinois Pizza Guide' }),
  ).toBeVisible();
  await expect(guides.getByText('Cities in this guide')).toBeVisible();
  await expect(guides.getByText(/Population of the top \d cities/)).toBeVisible();

  await guides
    .getByRole('region', { name: 'Popular cities' })
    .getByRole('link', { name: 'Chicago' })
    .click();
  await expect(page).toHaveURL(/\/states\/illinois\/chicago$/);
  await expect(
    guides.getByRole('heading', { level: 1, name: 'Pizza in Chicago, Illinois' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Pizza in Chicago, IL${TITLE_SUFFIX}`);
  const card = guides.getByRole('article', { name: 'Lakeview Deep Dish' });
  // Today's hours in Chicago on the run's clock (E2E_CLOCK), not Monday's whatever the day.
  await expect(
    card.getByText(`Today (${chicagoDay}): ${LAKEVIEW_HOURS[chicagoDay]}`),
  ).toBeVisible();
  await expect(card.getByText('Sample data')).toBeVisible();
  await card.getByRole('link', { name: 'View Details: Lakeview Deep Dish' }).click();

  await expect(page).toHaveURL(/\/p\/lakeview-deep-dish$/);
  await expect(guides.getByRole('heading', { level: 1, name: 'Lakeview Deep Dish' })).toBeVisible();
  const directions = guides.getByRole('link', { name: 'Get Directions' });
  await expect(directions).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=41.9386%2C-87.6443',
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  // The maps service opens in a new tab; this run has no internet, so only the tab is checked.
  await page
    .context()
    .route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Maps</title>' }),
    );
  const [maps] = await Promise.all([page.waitForEvent('popup'), directions.click()]);
  expect(maps.url()).toContain('destination=41.9386%2C-87.6443');
  await maps.close();

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Illinois', 'Chicago']);
  await trail.getByRole('link', { name: 'Illinois' }).click();
  await expect(page).toHaveURL(/\/states\/illinois$/);
  await expect(
    guides.getByRole('heading', { level: 1, name: 'Illinois Pizza Guide' }),
  ).toBeVisible();
});

test('a city guide place opens its restaurant page, whose Back button returns to the guide', async ({
  page,
}) => {
  await page.goto('/states/texas/austin');
  const places = page.getByRole('region', { name: 'Pizza places in Austin' });
  const first = places.getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/restaurant\//);
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
  await page.getByRole('link', { name: 'Back to City Guide' }).click();
  await expect(page).toHaveURL(/\/states\/texas\/austin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pizza in Austin, Texas' }),
  ).toBeVisible();
});

test('the not-found screens answer 404 and lead home', async ({ page }) => {
  const cases: [string, string, string][] = [
    ['/states/nowhere', 'State Not Found', "The state you're looking for doesn't exist."],
    ['/states/illinois/atlantis', 'City Not Found', "The city you're looking for doesn't exist."],
    [
      '/p/no-such-place',
      'Restaurant Not Found',
      "The restaurant you're looking for doesn't exist.",
    ],
  ];
  for (const [path, heading, text] of cases) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a city with nothing listed invites a suggestion', async ({ page }) => {
  const response = await page.goto('/states/vermont/montpelier');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'No Pizza Places Listed Yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Suggest a Pizza Place' }).click();
  await expect(page).toHaveURL(/\/submit$/);
});

test.describe('as a crawler reads them', () => {
  test('every state page is rendered with its head and breadcrumb list', async ({ request }) => {
    const index = (await (await request.get('/api/guides')).json()) as {
      states: { slug: string; name: string; cities: { slug: string; name: string }[] }[];
      listings: { slug: string; name: string }[];
    };
    expect(index.states).toHaveLength(51);
    for (const state of index.states) {
      const page = await crawl(request, `/states/${state.slug}`);
      expect([state.slug, page.status]).toEqual([state.slug, 200]);
      expect(page.title).toBe(`${state.name} Pizza Guide${TITLE_SUFFIX}`);
      expect(page.html).toContain(`>${state.name} Pizza Guide</h1>`);
      expect(page.canonical).toMatch(new RegExp(`/states/${state.slug}$`));
      const breadcrumbs = ofType(page.jsonLd, 'BreadcrumbList');
      expect(breadcrumbs?.itemListElement).toHaveLength(2);
    }
  });

  test('city pages carry their breadcrumb list; a sample of them by odd casing redirects', async ({
    request,
  }) => {
    const page = await crawl(request, '/states/illinois/chicago');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Pizza in Chicago, IL${TITLE_SUFFIX}`);
    expect(page.description).toMatch(
      /pizza places (and \d+ sample listings? )?in Chicago, Illinois/,
    );
    expect(page.html).toContain('Lakeview Deep Dish');
    expect(page.robots).toBeUndefined();
    const breadcrumbs = ofType(page.jsonLd, 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Illinois',
      'Chicago',
    ]);
    for (const [odd, canonical] of [
      ['/states/il/chicago', '/states/illinois/chicago'],
      ['/states/ILLINOIS/Chicago', '/states/illinois/chicago'],
      ['/states/mo/st.-louis', '/states/missouri/st-louis'],
      ['/states/new-york/new-york', '/states/new-york/new-york-city'],
    ]) {
      const response = await request.get(odd, { maxRedirects: 0 });
      expect([odd, response.status(), response.headers().location]).toEqual([odd, 301, canonical]);
    }
    // An empty city is a real page, kept out of the index.
    expect((await crawl(request, '/states/vermont/montpelier')).robots).toBe('noindex');
  });

  test('every sample listing is a Restaurant with address, geo and hours, unrated and kept out of the index', async ({
    request,
  }) => {
    const { listings } = (await (await request.get('/api/guides')).json()) as {
      listings: { slug: string; name: string }[];
    };
    expect(listings).toHaveLength(12);
    for (const listing of listings) {
      const page = await crawl(request, `/p/${listing.slug}`);
      expect([listing.slug, page.status]).toEqual([listing.slug, 200]);
      expect(page.title).toContain(listing.name);
      expect(page.ogTitle).toContain(listing.name);
      const restaurant = ofType(page.jsonLd, 'Restaurant');
      expect(restaurant).toMatchObject({
        name: listing.name,
        address: { '@type': 'PostalAddress' },
        geo: { '@type': 'GeoCoordinates' },
      });
      // Fictional: no rating a search engine could show, not indexed, not in the sitemap.
      expect(restaurant).not.toHaveProperty('aggregateRating');
      expect([listing.slug, page.robots]).toEqual([listing.slug, 'noindex']);
      expect((restaurant!.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
      expect((ofType(page.jsonLd, 'BreadcrumbList')!.itemListElement as unknown[]).length).toBe(4);
      expect(page.html).toContain('Sample data');
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/states/illinois/chicago</loc>');
    expect(sitemap).not.toContain('/p/');
  });

  test('unknown guide pages are 404s kept out of the index', async ({ request }) => {
    for (const [path, title] of [
      ['/states/nowhere', 'State Not Found'],
      ['/states/illinois/atlantis', 'City Not Found'],
      ['/p/no-such-place', 'Restaurant Not Found'],
    ]) {
      const page = await crawl(request, path);
      expect([path, page.status, page.robots, page.title]).toEqual([
        path,
        404,
        'noindex',
        `${title}${TITLE_SUFFIX}`,
      ]);
      expect(page.html).toContain(`>${title}</h1>`);
    }
  });
});
