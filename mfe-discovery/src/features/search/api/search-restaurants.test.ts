import type { SearchResponse } from '@pizza-atlas/contracts';
import { restaurantFixture } from '../../../test/restaurant-fixture';
import { SEARCH_LIMIT } from '../search-criteria';
import { MAX_SEARCH_OFFSET, flattenSearchPages, nextSearchOffset } from './search-restaurants';

const answer = (total: number, capped?: boolean, offset = 0): SearchResponse => ({
  restaurants: Array.from({ length: SEARCH_LIMIT }, (_, index) =>
    restaurantFixture({ id: `place-${offset + index + 1}` }),
  ),
  total,
  ...(capped === undefined ? {} : { total_capped: capped }),
  region: { center: { latitude: 41.88, longitude: -87.63 } },
});

describe('nextSearchOffset', () => {
  it('stops at an exact total', () => {
    expect(nextSearchOffset(answer(45), 0)).toBe(20);
    expect(nextSearchOffset(answer(45), 20)).toBe(40);
    expect(nextSearchOffset(answer(45), 40)).toBeUndefined();
    expect(nextSearchOffset(answer(40), 20)).toBeUndefined();
  });

  it('goes on past a capped total up to the deepest offset the API allows (decision 0061)', () => {
    // 1,000+ places: the page after 980 is 1,000, which the API still serves; none after it.
    expect(MAX_SEARCH_OFFSET).toBe(1000);
    expect(nextSearchOffset(answer(1000, true), 960)).toBe(980);
    expect(nextSearchOffset(answer(1000, true), 980)).toBe(1000);
    expect(nextSearchOffset(answer(1000, true), 1000)).toBeUndefined();
    // Exactly 1,000 places: the last page is 980's.
    expect(nextSearchOffset(answer(1000), 980)).toBeUndefined();
    expect(nextSearchOffset(answer(1000, false), 980)).toBeUndefined();
  });
});

describe('flattenSearchPages', () => {
  it('keeps the newest page’s capped flag with its total', () => {
    const capped = flattenSearchPages({ pages: [answer(1000, true), answer(1000, true, 20)] });
    expect(capped).toMatchObject({ total: 1000, totalCapped: true });
    expect(capped.restaurants).toHaveLength(40);
    expect(flattenSearchPages({ pages: [answer(45)] })).toMatchObject({
      total: 45,
      totalCapped: false,
    });
  });
});
