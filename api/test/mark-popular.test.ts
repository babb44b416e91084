import type { Restaurant } from '@pizza-atlas/contracts';
import { markPopular } from '../src/restaurants/mark-popular';

const places = (...counts: number[]) =>
  counts.map((review_count) => ({ review_count }) as Restaurant);
const popularCounts = (restaurants: Restaurant[]) =>
  markPopular(restaurants)
    .filter((place) => place.popular)
    .map((place) => place.review_count);

describe('markPopular', () => {
  it('marks the top tenth by reviews, at least one', () => {
    const twenty = places(...Array.from({ length: 20 }, (_, index) => 60 + index * 10));
    expect(popularCounts(twenty)).toEqual([240, 250]);
    expect(popularCounts(places(3, 9, 4))).toEqual([9]);
  });

  it('keeps places tied with the last of the tenth', () => {
    expect(popularCounts(places(5, 80, 80, 10, 1, 2, 3, 4, 6, 7, 8))).toEqual([80, 80]);
  });

  it('never marks a place with fewer than five reviews, however few the others have', () => {
    expect(popularCounts(places(1, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toEqual([]);
    expect(popularCounts(places(4, 2, 1))).toEqual([]);
    expect(popularCounts(places(5, 2, 1))).toEqual([5]);
  });

  it('never marks a place nobody reviewed, and answers nothing for nothing', () => {
    expect(popularCounts(places(0, 0, 0))).toEqual([]);
    expect(markPopular([])).toEqual([]);
  });
});
