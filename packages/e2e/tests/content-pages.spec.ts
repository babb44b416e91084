import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './support/e2e-env';
import { expect, test } from './support/hydration';
import { recordRequests } from './support/site';
import { expectAccessible } from './support/axe';

// The shell's content pages as a crawler gets them (the server's HTML: status, title,
// description, canonical, social cards, robots) and as a visitor uses them.

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const TAGLINE = "Pizza Atlas: America's Pizza Directory";

// [path, title, description, heading]
const CONTENT_PAGES: [string, string, string, string][] = [
  [
    '/about',
    'About',
    'What Pizza Atlas is, what its labs do, and where its data comes from.',
    'About Pizza Atlas',
  ],
  [
    '/privacy',
    'Privacy Policy',
    'How Pizza Atlas collects, uses and protects information.',
    'Privacy Policy',
  ],
  ['/terms', 'Terms of Service', 'The terms for using Pizza Atlas.', 'Terms of Service'],
  ['/cookies', 'Cookie Policy', 'The cookies and storage Pizza Atlas uses.', 'Cookie Policy'],
  [
    '/sitemap',
    'Site Map',
    'Every page of Pizza Atlas, and every state, city and listing of its guides.',
    'Site Map',
  ],
];

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page as a crawler gets it: the server's HTML, no script run. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const meta = (attribute: 'name' | 'property', key: string) => {
    const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';
  const text = decode(
    root
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->|<wbr\/?>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    // Tags gone, what was inline reads as it shows: no space before punctuation.
    .replace(/ ([,.;:)])/g, '$1');
  return {
    status: response.status(),
    html,
    text,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('name', 'robots'),
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
  };
}

for (const [path, title, description, heading] of CONTENT_PAGES) {
  test(`${path} arrives whole from the server, with its head tags`, async ({ request, page }) => {
    const served = await crawl(request, path);
    expect(served.status).toBe(200);
    expect(served.title).toBe(`${title} | ${TAGLINE}`);
    expect(served.description).toBe(description);
    expect(served.canonical).toBe(`${ORIGIN}${path}`);
    expect(served.ogTitle).toBe(`${title} | ${TAGLINE}`);
    expect(served.ogUrl).toBe(`${ORIGIN}${path}`);
    expect(served.ogImage).toBe(`${ORIGIN}/og-default.png`);
    expect(served.twitterCard).toBe('summary_large_image');
    expect(served.robots).toBeUndefined();
    expect(served.text).toContain(heading);

    // Then hydrated in the browser with no mismatch, error or warning.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(problems).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ${TAGLINE}`);
    await expectAccessible(page);
  });
}

test('the contact and advertiser pages ask not to be indexed or followed', async ({ request }) => {
  for (const path of ['/contact', '/advertiser/login', '/advertise/signup']) {
    const served = await crawl(request, path);
    expect(served.status, path).toBe(200);
    expect(served.robots, path).toBe('noindex, nofollow');
  }
});

test('the about page credits the sources the site has, sent with the page', async ({
  request,
  page,
}) => {
  const sources = (await (await request.get('/api/site/sources')).json()) as {
    catalog: { sample: number; osm: number; csv: number };
    provider: null | { label: string };
  };
  // The end-to-end site runs on the sample catalog (and places visitors suggested in other journeys).
  expect(sources).toEqual({
    catalog: {
      sample: expect.any(Number),
      osm: 0,
      overture: 0,
      csv: 0,
      submission: expect.any(Number),
    },
    provider: null,
  });
  const served = await crawl(request, '/about');
  expect(served.text).toContain('GeoNames, licensed under CC BY 4.0');
  expect(served.text).toContain(
    `${sources.catalog.sample.toLocaleString('en-US')} places of fictional sample data`,
  );
  expect(served.text).not.toContain('OpenStreetMap');
  expect(served.text).toContain('AR menu scanner');
  expect(served.text).toContain('no voice search');

  // The browser hydrates with the server's answer rather than asking again.
  const requests = recordRequests(page);
  await page.goto('/about');
  await expect(page.getByText(/places of fictional sample data/)).toBeVisible();
  expect(requests).not.toContain('/api/site/sources');
});

test('the cookie policy lists what the site stores, and a visit stores nothing else', async ({
  request,
  page,
}) => {
  const listed = [
    'pa_session',
    'theme',
    'pizza-atlas:featured',
    'pizza-atlas:search-context',
    'pizza-atlas:discovery:last-search',
  ];
  const served = await crawl(request, '/cookies');
  expect(served.text).toContain('Visitors get no cookies from Pizza Atlas');
  for (const key of listed) expect(served.text).toContain(key);

  // Home, a search, a place and a theme choice: every key they leave is on the list.
  await page.goto('/');
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.goto('/directory?location=Austin%2C%20TX');
  await page.locator('main a[href^="/restaurant/"]').first().click();
  await expect(page).toHaveURL(/\/restaurant\//);
  const stored = await page.evaluate(() => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
  ]);
  expect(stored).toEqual(expect.arrayContaining(['theme', 'pizza-atlas:search-context']));
  for (const key of stored) expect(listed).toContain(key);
  // A visitor gets no cookie at all (the sign-in cookie is for advertisers and staff).
  expect(await page.context().cookies()).toEqual([]);
});

test('the site map lists every state, city and listing, and its links lead there', async ({
  request,
  page,
}) => {
  const index = (await (await request.get('/api/guides')).json()) as {
    states: { name: string; slug: string; cities: { name: string; slug: string }[] }[];
    listings: { slug: string; name: string }[];
  };
  expect(index.states).toHaveLength(51);
  const served = await crawl(request, '/sitemap');
  for (const state of index.states) {
    expect(served.html).toContain(`href="/states/${state.slug}"`);
    for (const city of state.cities)
      expect(served.html).toContain(`href="/states/${state.slug}/${city.slug}"`);
  }
  for (const listing of index.listings) expect(served.html).toContain(`href="/p/${listing.slug}"`);
  expect(served.html).toContain('href="/privacy"');

  await page.goto('/sitemap');
  await page.getByRole('link', { name: 'States and cities' }).click();
  await page.getByRole('region', { name: 'Texas' }).getByRole('link', { name: 'Texas' }).click();
  await expect(page).toHaveURL(/\/states\/texas$/);
  await expect(
    page
      .locator('main [data-app="guides"]')
      .getByRole('heading', { level: 1, name: 'Texas Pizza Guide' }),
  ).toBeVisible();
});
