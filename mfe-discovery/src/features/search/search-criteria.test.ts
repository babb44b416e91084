import { SearchRequestSchema } from '@pizza-atlas/contracts';
import { readCriteria, toSearchQuery, writeCriteria } from './search-criteria';

describe('search criteria in the URL', () => {
  it('round-trips a full search', () => {
    const query =
      'location=Austin%2C+TX&radius=15&price=1%2C2&features=delivery%2Cvegan&sort=rating&category=pizza%2Cneapolitan&minRating=4.5';
    const criteria = readCriteria(new URLSearchParams(query));
    expect(criteria).toMatchObject({
      location: 'Austin, TX',
      radiusMiles: 15,
      price: [1, 2],
      features: ['delivery', 'vegan'],
      sortBy: 'rating',
      category: 'pizza,neapolitan',
      minRating: 4.5,
    });
    expect(writeCriteria(criteria).toString()).toBe(query);
  });

  it("reads the spec's category 'pizza,vegan' as the feature Vegan Options (one filter)", () => {
    const criteria = readCriteria(
      new URLSearchParams('location=Austin&category=pizza%2Cvegan&features=vegan%2Cdelivery'),
    );
    expect(criteria).toMatchObject({ category: '', features: ['vegan', 'delivery'] });
    expect(toSearchQuery(criteria).has('category')).toBe(false);
    expect(readCriteria(new URLSearchParams('category=pizza%2Cvegan')).features).toEqual(['vegan']);
  });

  it('drops unknown values', () => {
    const criteria = readCriteria(
      new URLSearchParams('location=x&radius=7&price=9&features=jetpack&sort=odd&minRating=2'),
    );
    expect(criteria).toMatchObject({
      radiusMiles: undefined,
      price: [],
      features: [],
      sortBy: 'best_match',
      minRating: 0,
    });
  });

  it('searches a linked location with radius 25000 m, and a chosen radius in metres', () => {
    const linked = toSearchQuery(readCriteria(new URLSearchParams('location=Austin')));
    expect(linked.get('radius')).toBe('25000');
    expect(linked.get('limit')).toBe('20');
    expect(linked.get('sort_by')).toBe('best_match');
    expect(linked.get('term')).toBe('pizza');
    expect(linked.has('price')).toBe(false);
    const chosen = toSearchQuery(readCriteria(new URLSearchParams('location=Austin&radius=5')));
    expect(chosen.get('radius')).toBe('8047');
  });

  it('searches 25 miles within the API limit of 40000 m', () => {
    const widest = toSearchQuery(readCriteria(new URLSearchParams('location=Austin&radius=25')));
    expect(widest.get('radius')).toBe('40000');
    expect(SearchRequestSchema.safeParse(Object.fromEntries(widest)).success).toBe(true);
  });

  it('searches around quiz coordinates', () => {
    const criteria = readCriteria(
      new URLSearchParams('lat=30.27&lng=-97.74&personality=adventurer&quiz=completed'),
    );
    expect(criteria).toMatchObject({
      latitude: 30.27,
      longitude: -97.74,
      personality: 'adventurer',
      quizCompleted: true,
    });
    const query = toSearchQuery(criteria);
    expect(query.get('latitude')).toBe('30.27');
    expect(query.get('longitude')).toBe('-97.74');
    expect(query.has('location')).toBe(false);
  });

  it('keeps only the quiz personalities', () => {
    expect(readCriteria(new URLSearchParams('personality=Social')).personality).toBe('social');
    expect(readCriteria(new URLSearchParams('personality=anything')).personality).toBeUndefined();
  });
});
