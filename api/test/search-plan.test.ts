// The catalog search must be answered from the GiST index on ll_to_earth(latitude, longitude),
// not a scan of the whole table (issue 3, item 8). Speed itself is measured by the benchmark
// (api/bench); this test only checks, without timing anything, that the planner picks the
// index on its own for the statements searchPlaces really sends.
import postgres from 'postgres';
import { genericPlan, searchWork, typedParameters } from '../bench/explain-search';
import { SEARCH_TOTAL_CAP, searchPlaces } from '../src/places/read-places';
import type { ProviderSearch } from '../src/providers/listing-provider';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The GiST indexes on the stored point: 0006's, or 0028's partial one that also holds the
 * ranking columns (the planner picks it when no filter needs the row itself).
 */
const EARTH_INDEX = /catalog_restaurants_(earth_point|point_listed)_idx/;
/** Enough rows that a scan costs more than the index, spread over 200 towns across the US. */
const PLACES = 20_000;
const TOWNS = 200;
const NOW = new Date('2026-11-06T23:30:00Z');

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // Generated in the database: cheap, deterministic rows, each within ~20 km of its town.
  await db.sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, attribution)
    select 'csv', 'plan-' || i, 'Plan Test Pizza ' || i, 'Town ' || town, 'TX',
      26 + (town * 7919 % 2100) / 100.0 + ((i * 37 % 1000) / 1000.0 - 0.5) * 0.36,
      -122 + (town * 104729 % 5000) / 100.0 + ((i * 53 % 1000) / 1000.0 - 0.5) * 0.36,
      (i % 9) / 2.0 + 1, i % 500, (array['$', '$$', '$$$', '$$$$'])[i % 4 + 1],
      jsonb_build_array(jsonb_build_object('alias', 'pizza', 'title', 'Pizza')),
      case when i % 3 = 0 then array['delivery', 'takeout'] else array['takeout'] end,
      'Search plan test'
    from generate_series(1, ${PLACES}) as i, lateral (select i % ${TOWNS} as town) as t`;
  await db.sql`analyze catalog_restaurants`;
}, 60_000);

afterAll(async () => {
  await db.drop();
});

/** The statement searchPlaces sends for `search`, caught with postgres.js's debug hook. */
async function sentStatement(search: ProviderSearch) {
  const sent: { text: string; parameters: unknown[]; types: number[] }[] = [];
  const spy = postgres(db.url, {
    max: 1,
    onnotice: () => undefined,
    debug: (_connection, text, parameters, types) => sent.push({ text, parameters, types }),
  });
  try {
    await searchPlaces(spy, search, NOW);
  } finally {
    await spy.end();
  }
  // A fresh connection first asks for the array types; the search is the one on our table.
  const statement = sent.find((query) => /from catalog_restaurants/.test(query.text));
  if (!statement) throw new Error('searchPlaces sent no query on catalog_restaurants');
  return statement;
}

/** The plan with these parameter values, as a prepared statement's first runs get it. */
async function customPlan(search: ProviderSearch): Promise<string> {
  const statement = await sentStatement(search);
  const rows = await db.sql.unsafe<{ 'QUERY PLAN': string }[]>(
    `explain ${statement.text}`,
    typedParameters(db.sql, statement),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The one plan a prepared statement may switch to after five runs (bench/explain-search.ts). */
async function genericPlanOf(search: ProviderSearch): Promise<string> {
  return (await genericPlan(db.sql, await sentStatement(search))).join('\n');
}

// Town 17's centre, by the formulas of the insert above.
const search = (overrides: Partial<ProviderSearch>): ProviderSearch => ({
  latitude: 26 + ((17 * 7919) % 2100) / 100,
  longitude: -122 + ((17 * 104729) % 5000) / 100,
  term: 'pizza',
  limit: 20,
  offset: 0,
  sortBy: 'best_match',
  price: [],
  radius: 25_000,
  features: [],
  openNow: false,
  ...overrides,
});

const SEARCHES: [string, ProviderSearch][] = [
  ['a default search', search({})],
  ['the widest radius, by distance', search({ radius: 40_000, sortBy: 'distance' })],
  ['filters, by rating', search({ price: [1, 2], minRating: 3.5, sortBy: 'rating' })],
  ['features and a category', search({ features: ['delivery'], category: 'pizza,neapolitan' })],
  [
    'a term, by review count, page two',
    search({ term: 'plan', sortBy: 'review_count', offset: 20 }),
  ],
  ['open now', search({ openNow: true, radius: 8_000 })],
  ['a borough, its places first', search({ area: 'Brooklyn' })],
];

describe('catalog search plan', () => {
  it('has the rows the plan depends on', async () => {
    const [{ count }] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_restaurants`;
    expect(count).toBe(PLACES);
    const found = await searchPlaces(db.sql, search({}), NOW);
    // A handful of one town's places, out of 20,000: the index has something to skip.
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(PLACES / 50);
  });

  it.each(SEARCHES)('%s: reads through the earth GiST index', async (_name, query) => {
    const plan = await customPlan(query);
    expect(plan).toMatch(EARTH_INDEX);
    expect(plan).not.toMatch(/Seq Scan on catalog_restaurants/);
  });

  it.each(SEARCHES)('%s: the generic plan keeps the index', async (_name, query) => {
    const plan = await genericPlanOf(query);
    expect(plan).toMatch(EARTH_INDEX);
    expect(plan).not.toMatch(/Seq Scan on catalog_restaurants/);
  });
});

// Decision 0056: a page whose order an index holds is read by walking that index and stopping
// at the page; the total is counted apart. Every row of this catalog is in Texas.
const STATE = { state: 'TX', unmeasured: true } as const;
const STATE_WALKS: [string, ProviderSearch, RegExp][] = [
  ['a whole state, best first', search({ ...STATE }), /catalog_restaurants_state_best_idx/],
  [
    'a whole state by rating',
    search({ ...STATE, sortBy: 'rating' }),
    /catalog_restaurants_state_rating_idx/,
  ],
  [
    'a whole state by review count, page two',
    search({ ...STATE, sortBy: 'review_count', offset: 20 }),
    /catalog_restaurants_state_reviews_idx/,
  ],
];
// Nearest first walks the GiST index (`<->`) where the planner expects enough places in the
// circle; with this catalog's 100 a town it may sort them instead, so only the answers are held.
const NEAREST: [string, ProviderSearch][] = [
  ['the widest radius, nearest first', search({ radius: 40_000, sortBy: 'distance' })],
  [
    'nearest first, cheap places rated 3.5 or more',
    search({ radius: 40_000, sortBy: 'distance', price: [1, 2], minRating: 3.5 }),
  ],
];

describe('a page an index holds in order', () => {
  it.each(STATE_WALKS)('%s: walks the index, not a sort of every match', async (_, query, walk) => {
    for (const plan of [await customPlan(query), await genericPlanOf(query)]) {
      // The page is the first entries of the walk; the count (here the whole table, since
      // every place is in Texas) is an init plan of its own.
      expect(plan).toMatch(/^Limit/);
      expect(plan).toMatch(walk);
      expect(plan).toMatch(/InitPlan/);
      expect(plan).not.toMatch(/Sort Key/);
      expect(plan).not.toMatch(/WindowAgg/);
    }
  });

  /** Listed places of the search in the order a full sort gives, as the reference. */
  async function sortedIds(query: ProviderSearch): Promise<string[]> {
    const origin = db.sql`ll_to_earth(${query.latitude}, ${query.longitude})::cube`;
    const where = query.state
      ? db.sql`state = ${query.state}`
      : db.sql`earth_distance(ll_to_earth(latitude, longitude), ${origin}) <= ${query.radius}`;
    const prices = query.price.map((level) => '$'.repeat(level));
    const order = {
      best_match: db.sql`rating * ln(review_count + 2) desc, id`,
      rating: db.sql`rating desc, review_count desc, id`,
      review_count: db.sql`review_count desc, rating desc, id`,
      distance: db.sql`cube_distance(earth_point, ${origin}), id`,
    }[query.sortBy];
    const rows = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants
      where ${where} and removed_at is null and not is_closed
        ${prices.length > 0 ? db.sql`and price = any(${prices})` : db.sql``}
        ${query.minRating ? db.sql`and rating >= ${query.minRating}` : db.sql``}
      order by ${order}`;
    return rows.map((row) => row.id);
  }

  const ANSWERED: [string, ProviderSearch][] = [
    ...STATE_WALKS.map(([name, query]): [string, ProviderSearch] => [name, query]),
    ...NEAREST,
  ];

  it.each(ANSWERED)('%s: each page and the total are a full sort’s', async (_, query) => {
    const expected = await sortedIds(query);
    expect(expected.length).toBeGreaterThan(30);
    const shown: string[] = [];
    for (let offset = 0; offset < Math.min(expected.length + 20, 100); offset += 20) {
      const page = await searchPlaces(db.sql, { ...query, offset, limit: 20 }, NOW);
      // Counted up to the cap (decision 0061): the state's 20,000 places say "1,000+".
      expect(page.total).toBe(Math.min(expected.length, SEARCH_TOTAL_CAP));
      expect(page.totalCapped).toBe(expected.length > SEARCH_TOTAL_CAP);
      shown.push(...page.rows.map((row) => row.id));
    }
    expect(shown).toEqual(expected.slice(0, 100));
  });
});

// Decision 0061: the total counted apart stops one past the cap, so a walked page of a state of
// 20,000 places reads about the cap's entries, not the state's.
describe('a total counted up to the cap', () => {
  it.each(STATE_WALKS)('%s: reads about the cap, not the state', async (_, query) => {
    const found = await searchPlaces(db.sql, query, NOW);
    expect(found).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    const work = await searchWork(db.sql, db.url, query, NOW);
    // The page's entries (offset + 20, and the 20 rows by id) and the count's cap + 1.
    expect(work.entriesRead).toBeGreaterThan(SEARCH_TOTAL_CAP);
    expect(work.entriesRead).toBeLessThanOrEqual(SEARCH_TOTAL_CAP + 1 + 3 * 40);
  });
});
