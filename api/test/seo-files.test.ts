import Fastify, { type FastifyInstance } from 'fastify';
import type { PageDefinition } from '@pizza-atlas/contracts';
import { loadGuideCities } from '../src/guides/guide-cities';
import { buildGuideIndex } from '../src/guides/routes';
import { serveSeoFiles } from '../src/web/seo-files';
import type { ActiveShell } from '../src/web/active-shell';
import { storeTestRelease } from './fixtures/release-archive';
import { createTestDatabase, type TestDatabase } from './test-database';

const ORIGIN = 'https://pizza.example';

const SHELL_PAGES: PageDefinition[] = [
  {
    path: '/',
    module: 'HomePage',
    head: { title: 'Home', description: 'Home.' },
    sitemap: { label: 'Home', changefreq: 'daily', priority: 1 },
    hasLoader: false,
    hasHeadBuilder: false,
  },
  {
    path: '/about',
    module: 'AboutPage',
    head: { title: 'About', description: 'About.' },
    sitemap: { label: 'About', changefreq: 'monthly', priority: 0.5 },
    hasLoader: false,
    hasHeadBuilder: false,
  },
  {
    path: '/account',
    module: 'AccountPage',
    head: { title: 'Account', description: 'Yours.', robots: 'noindex, nofollow' },
    hasLoader: false,
    hasHeadBuilder: false,
  },
  // In the site map for people, but noindex: robots.txt disallows it, so sitemap.xml omits it.
  {
    path: '/contact',
    module: 'ContactPage',
    head: { title: 'Contact', description: 'Write.', robots: 'noindex, nofollow' },
    sitemap: { label: 'Contact', changefreq: 'monthly', priority: 0.3 },
    hasLoader: false,
    hasHeadBuilder: false,
  },
];

const shell = {
  current: async () => ({
    version: 'shell-1',
    build: { html: '', pages: SHELL_PAGES },
    renderFile: null,
  }),
} as unknown as ActiveShell;

let db: TestDatabase;
let places: { id: string; updated_at: Date }[];
let hidden: { id: string }[];
/** The guide pages: every state and its cities. */
let guidePaths: string[];
/** The guides' sample listings (/p/…): fictional, never in the sitemap. */
let listingPaths: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  // guides serves the state pages and discovery the restaurant pages (test definitions).
  await storeTestRelease(db.sql, 'guides', '1.0.0');
  await storeTestRelease(db.sql, 'discovery', '1.0.0');
  places = await db.sql<{ id: string; updated_at: Date }[]>`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, attribution, updated_at)
    select 'csv', 'seo-' || i, 'Seo Pizza ' || i, 'Austin', 'TX', 30.27, -97.74, 4, 10, '$$',
      jsonb_build_array(jsonb_build_object('alias', 'pizza', 'title', 'Pizza')),
      array['takeout'], 'Sitemap test', timestamptz '2026-11-01T12:00:00Z' + i * interval '1 day'
    from generate_series(1, 3) as i
    returning id, updated_at`;
  // Never offered to crawlers: a fictional sample place, and one its source no longer lists.
  hidden = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants (
      source, source_id, is_sample, name, city, state, latitude, longitude, attribution, removed_at)
    values ('sample', 'seo-sample', true, 'Seo Sample', 'Austin', 'TX', 30.27, -97.74, 'Sample', null),
      ('csv', 'seo-removed', false, 'Seo Removed', 'Austin', 'TX', 30.27, -97.74, 'Sitemap test',
       timestamptz '2026-11-20T12:00:00Z')
    returning id`;
  const guides = await buildGuideIndex(db.sql);
  const cities = await loadGuideCities(db.sql);
  // A city guide that lists nothing is noindex, so it stays out (isCityGuideIndexed), and so
  // does a state guide none of whose cities lists anything (isStateGuideIndexed).
  guidePaths = guides.states.flatMap((state) => {
    const listed = (cities.get(state.code) ?? []).filter(
      (city) => city.placeCount + city.listingCount > 0,
    );
    if (listed.length === 0) return [];
    return [`/states/${state.slug}`, ...listed.map((city) => `/states/${state.slug}/${city.slug}`)];
  });
  listingPaths = guides.listings.map((listing) => `/p/${listing.slug}`);
});

afterAll(() => db.drop());

async function site(maxUrls?: number): Promise<FastifyInstance> {
  const app = Fastify();
  serveSeoFiles(app, { sql: db.sql, shell, publicUrl: ORIGIN, maxUrls });
  await app.ready();
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('allows the site, keeps the API and noindex pages out, and names the sitemap', async () => {
    const app = await site();
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /contact',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});

describe('sitemap.xml', () => {
  it('lists the pages with site-map entries, every guide page and every listed real place', async () => {
    const app = await site();
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(response.body);
    expect(listed.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/about`]);
    expect(listed).not.toContain(`${ORIGIN}/account`);
    expect(listed).not.toContain(`${ORIGIN}/contact`);
    // A state guide where something is listed; one where nothing is says noindex, and stays out.
    for (const state of ['texas', 'illinois', 'california', 'new-york', 'missouri'])
      expect(listed).toContain(`${ORIGIN}/states/${state}`);
    expect(listed).not.toContain(`${ORIGIN}/states/wyoming`);
    expect(listed).not.toContain(`${ORIGIN}/states/washington-dc`);
    expect(listed).toContain(`${ORIGIN}/states/illinois/chicago`);
    expect(listed).toContain(`${ORIGIN}/states/missouri/st-louis`);
    expect(listed).toContain(`${ORIGIN}/states/texas/austin`);
    // Major cities with nothing listed: their pages say noindex, so the sitemap leaves them out.
    expect(listed).not.toContain(`${ORIGIN}/states/arizona/phoenix`);
    expect(listed).not.toContain(`${ORIGIN}/states/texas/houston`);
    for (const path of guidePaths) expect(listed).toContain(`${ORIGIN}${path}`);
    expect(listingPaths).toContain('/p/lakeview-deep-dish');
    for (const path of listingPaths) expect(listed).not.toContain(`${ORIGIN}${path}`);
    for (const place of places) {
      expect(listed).toContain(`${ORIGIN}/restaurant/${place.id}`);
      expect(response.body).toContain(
        `<loc>${ORIGIN}/restaurant/${place.id}</loc><lastmod>${place.updated_at.toISOString()}</lastmod>`,
      );
    }
    for (const place of hidden) expect(listed).not.toContain(`${ORIGIN}/restaurant/${place.id}`);
    expect(listed).toHaveLength(2 + guidePaths.length + places.length);
    expect(response.body).toContain('<changefreq>daily</changefreq><priority>1.0</priority>');
  });

  it('becomes an index of numbered files past the limit, each within it', async () => {
    // Three files at least: 24 URLs (2 pages, 19 guides, 3 places) at this limit.
    const PER_FILE = 10;
    expect(2 + guidePaths.length + places.length).toBeGreaterThan(2 * PER_FILE);
    const app = await site(PER_FILE);
    const index = await app.inject('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    const total = 2 + guidePaths.length + places.length;
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(total / PER_FILE) },
        (_, n) => `${ORIGIN}/sitemap-${n + 1}.xml`,
      ),
    );
    const all: string[] = [];
    for (const file of files) {
      const part = await app.inject(new URL(file).pathname);
      expect(part.statusCode).toBe(200);
      const listed = locs(part.body);
      expect(listed.length).toBeLessThanOrEqual(PER_FILE);
      all.push(...listed);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect((await app.inject(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    expect((await app.inject('/sitemap-0.xml')).statusCode).toBe(404);
  });

  it('has no numbered files while one file holds everything', async () => {
    const app = await site();
    expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});
