import { countNoun, countOf, PLACES, RESTAURANTS, REVIEWS } from './count-words';
import { formatRating } from './rating-text';

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, REVIEWS)).toBe('1 review');
    expect(countOf(0, REVIEWS)).toBe('0 reviews');
    expect(countOf(2, PLACES)).toBe('2 places');
    expect(countOf(1234, REVIEWS)).toBe('1,234 reviews');
  });

  it('marks a count that stopped at a cap as a lower bound', () => {
    expect(countOf(1000, RESTAURANTS, true)).toBe('1,000+ restaurants');
    expect(countOf(1000, RESTAURANTS, false)).toBe('1,000 restaurants');
    expect(countOf(1, RESTAURANTS)).toBe('1 restaurant');
  });

  it('falls back to the other form for a category the noun does not give', () => {
    expect(countNoun(1, { other: 'sheep' })).toBe('sheep');
  });
});

describe('formatRating', () => {
  it('always writes one decimal', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.5)).toBe('4.5');
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(0)).toBe('0.0');
  });
});
