import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RestaurantSchema } from '@pizza-atlas/contracts';
import { packRelease } from '../../src/cli/pack-release';
import type { Sql } from '../../src/db/client';
import { checkReleaseFiles } from '../../src/platform/check-release-files';
import { DEFAULT_MAX_FILES, readReleaseArchive } from '../../src/platform/read-release-archive';
import { recordRelease } from '../../src/platform/record-release';
import { storeShellRelease } from '../fixtures/release-archive';
import { testClock } from '../test-clock';
import { serverForFile } from '../test-server';

// Decision 0088: the restaurant page's JSON-LD, read as a crawler reads it, from the HTML the
// server sends (the shell's and the discovery remote's own builds, rendered on the server),
// at a clock the test sets. Hours regular but for public holidays give the regular week
// weekly and the week's holiday as dated special hours; hours really irregular stay dated.
// It reads the builds in shell/dist and mfe-discovery/dist, so it runs only once they are
// made (PA_BUILT_PAGES=1, after `npm test` has built the apps; decision 0069).

const root = path.resolve(__dirname, '..', '..', '..');
const SHELL_DIST = path.join(root, 'shell', 'dist');
const DISCOVERY_DIST = path.join(root, 'mfe-discovery', 'dist');

/** Monday 23 November 2026, noon in Chicago: Thanksgiving (a holiday in Illinois) is Thursday. */
const clock = testClock('2026-11-23T18:00:00Z');
const releases = mkdtempSync(path.join(os.tmpdir(), 'pa-json-ld-'));

async function storeBuiltRemote(sql: Sql, dist: string) {
  const archive = await packRelease(dist, {
    remote: 'discovery',
    version: 'built',
    sourceHash: null,
  });
  const files = await readReleaseArchive(archive, {
    maxBytes: 64 * 1024 * 1024,
    maxFiles: DEFAULT_MAX_FILES,
  });
  const release = checkReleaseFiles('discovery', files);
  await recordRelease(
    sql,
    { remote: 'discovery', version: 'built', sourceHash: null, ...release },
    { activate: true, now: clock.now() },
  );
}

const site = serverForFile({
  catalog: 'sample',
  clock,
  serveWeb: true,
  env: { SHELL_DIST, RELEASES_DIR: releases, PUBLIC_URL: 'https://pizza.example' },
  before: async (sql) => {
    await storeShellRelease(sql, SHELL_DIST);
    await storeBuiltRemote(sql, DISCOVERY_DIST);
  },
});

afterAll(() => rmSync(releases, { recursive: true, force: true }));

type Spec = Record<string, string>;

let used = 0;

/** A Chicago place of the sample no test has asked about yet (answers are kept), given these hours. */
async function placeWithHours(openingHours: string): Promise<string> {
  const [place] = await site.db.sql<{ id: string }[]>`
    select id from catalog_restaurants where city = 'Chicago' and state = 'IL'
    order by id limit 1 offset ${used++}`;
  await site.db.sql`update catalog_restaurants set opening_hours = ${openingHours}
    where id = ${place!.id}`;
  return place!.id;
}

/** The page's Restaurant JSON-LD, from the served HTML. */
async function crawl(id: string): Promise<Record<string, unknown>> {
  const page = await site.app.inject({
    url: `/restaurant/${id}`,
    headers: { accept: 'text/html' },
  });
  expect(page.statusCode).toBe(200);
  const blocks = [
    ...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const restaurant = blocks.find((block) => block['@type'] === 'Restaurant');
  expect(restaurant).toBeDefined();
  return restaurant!;
}

describe('the restaurant page’s JSON-LD for hours that differ by holidays (decision 0088)', () => {
  it('has the builds it renders', () => {
    expect(existsSync(path.join(SHELL_DIST, 'server'))).toBe(true);
    expect(existsSync(path.join(DISCOVERY_DIST, 'mf-manifest.json'))).toBe(true);
  });

  it('gives the regular week weekly and Thanksgiving as special hours', async () => {
    const id = await placeWithHours('Mo-Su 11:00-22:00; PH off');
    const details = RestaurantSchema.parse(
      (await site.app.inject(`/api/restaurants/catalog/${id}`)).json(),
    );
    expect(details.open_status).toMatchObject({ week_varies: true });
    expect(details.open_status!.regular_week).toHaveLength(7);
    const jsonLd = await crawl(id);
    const weekly = jsonLd.openingHoursSpecification as Spec[];
    // Every weekday, Thursday too, 11:00–22:00, undated: the week a crawler may keep.
    expect(weekly.map((spec) => spec.dayOfWeek!.replace('https://schema.org/', '')).sort()).toEqual(
      ['Friday', 'Monday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday'],
    );
    for (const spec of weekly) {
      expect(spec).toMatchObject({ opens: '11:00', closes: '22:00' });
      expect(spec).not.toHaveProperty('validFrom');
    }
    // Thanksgiving: closed that day only.
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
      },
    ]);
  });

  it('gives a holiday’s own hours as its special hours', async () => {
    const id = await placeWithHours('Mo-Su 11:00-22:00; PH 12:00-18:00');
    const jsonLd = await crawl(id);
    expect((jsonLd.openingHoursSpecification as Spec[]).every((spec) => spec.dayOfWeek)).toBe(true);
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ opens: '12:00', closes: '18:00', validFrom: '2026-11-26' }),
    ]);
  });

  it.each([
    ['every other week', 'Mo-Fr 11:00-22:00; week 1-53/2 Sa 10:00-14:00; PH off'],
    ['by season', 'Apr-Oct Mo-Su 11:00-22:00; Nov-Mar Mo-Su 12:00-20:00; PH off'],
    ['the first Monday of a month', 'Mo[1] 10:00-12:00; Tu-Su 11:00-22:00; PH off'],
  ])('keeps hours that change %s dated, with no weekly form', async (_how, value) => {
    const id = await placeWithHours(value);
    const details = RestaurantSchema.parse(
      (await site.app.inject(`/api/restaurants/catalog/${id}`)).json(),
    );
    expect(details.open_status).not.toHaveProperty('regular_week');
    const jsonLd = await crawl(id);
    const specs = jsonLd.openingHoursSpecification as Spec[];
    expect(specs.length).toBeGreaterThan(0);
    expect(specs.every((spec) => spec.validFrom && !spec.dayOfWeek)).toBe(true);
    expect(jsonLd).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('keeps hours the same every week weekly, with no special hours', async () => {
    const id = await placeWithHours('Mo-Su 11:00-22:00');
    const jsonLd = await crawl(id);
    expect((jsonLd.openingHoursSpecification as Spec[]).every((spec) => spec.dayOfWeek)).toBe(true);
    expect(jsonLd).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
