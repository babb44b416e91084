import { FeaturedResponseSchema } from '@pizza-atlas/contracts';
import { CENTRAL, testClock } from './test-clock';
import { serverForFile } from './test-server';

// After a real import: places listed, none with the reviews featuring asks for.
const file = serverForFile({
  env: { ANSWER_CACHE_SECONDS: '0' },
  clock: testClock(CENTRAL.fridayDinner),
});

const featured = async () =>
  FeaturedResponseSchema.parse((await file.app.inject('/api/restaurants/featured')).json());

describe('an empty featured list says why', () => {
  it('says nothing more while the catalog lists no place (the spec\'s "none available")', async () => {
    const answer = await featured();
    expect(answer.restaurants).toEqual([]);
    expect(answer.awaiting).toBeUndefined();
  });

  it('says it awaits reviews when places are listed but none qualifies', async () => {
    await file.db.sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, latitude, longitude, attribution)
      values ('osm', 'node/1', 'Real Chicago Slice', 'Chicago', 'IL', 41.88, -87.63,
        '© OpenStreetMap contributors')`;
    const answer = await featured();
    expect(answer.restaurants).toEqual([]);
    expect(answer.awaiting).toBe('reviews');
  });

  it('features a well-reviewed place without a photo (its card has the fallback image)', async () => {
    await file.db.sql`
      insert into catalog_restaurants (
        source, source_id, name, city, state, latitude, longitude, attribution,
        rating, review_count, image_url)
      values ('osm', 'node/2', 'Loved Chicago Slice', 'Chicago', 'IL', 41.89, -87.62,
        '© OpenStreetMap contributors', 4.5, 21, null)`;
    const answer = await featured();
    expect(answer.restaurants.map((place) => place.name)).toEqual(['Loved Chicago Slice']);
    expect(answer.restaurants[0]!.image_url).toBeNull();
    expect(answer.awaiting).toBeUndefined();
  });
});
