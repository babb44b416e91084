import { SearchResponseSchema } from '@pizza-atlas/contracts';
import { CENTRAL, testClock } from './test-clock';
import { serverForFile } from './test-server';

// Real places (OpenStreetMap) state no price: "every price" must not leave them out.
const file = serverForFile({
  env: { ANSWER_CACHE_SECONDS: '0' },
  clock: testClock(CENTRAL.fridayDinner),
  before: async (sql) => {
    await sql`update catalog_state set sample_retired_at = ${CENTRAL.fridayDinner}`;
    await sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, latitude, longitude, attribution, price)
      values
        ('osm', 'node/1', 'Unpriced Slice', 'Chicago', 'IL', 41.88, -87.63, 'OSM', null),
        ('osm', 'node/2', 'Priced Pie', 'Chicago', 'IL', 41.881, -87.631, 'OSM', '$$')`;
  },
});

const names = async (price: string) => {
  const response = await file.app.inject(
    `/api/restaurants/search?location=Chicago%2C%20IL&term=pizza&limit=4&sort_by=rating&price=${price}`,
  );
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json())
    .restaurants.map((place) => place.name)
    .sort();
};

describe('a search at every price level', () => {
  it('includes places without a price (Pizza Intelligence trending asks 1,2,3,4)', async () => {
    expect(await names('1,2,3,4')).toEqual(['Priced Pie', 'Unpriced Slice']);
  });

  it('still keeps to the levels asked for when some are left out', async () => {
    expect(await names('2')).toEqual(['Priced Pie']);
    expect(await names('1,2,3')).toEqual(['Priced Pie']);
  });
});
