import { countNoun, countOf, formatCount, PLACES, RESTAURANTS, REVIEWS } from './count-words';
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

describe('formatCount', () => {
  it('groups a whole count in threes, as en-US writes it', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1050)).toBe('1,050');
    expect(formatCount(123456)).toBe('123,456');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1234)).toBe('-1,234');
  });

  it('writes every whole count as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits += 1)
      for (const lead of [1, 5, 9]) {
        const count = lead * 10 ** (digits - 1) + (digits > 1 ? 10 ** (digits - 1) - 1 : 0);
        counts.push(count, -count, 10 ** (digits - 1));
      }
    for (const count of counts)
      expect([count, formatCount(count)]).toEqual([count, intl.format(count)]);
  });

  it('writes what is not a whole count as JavaScript does', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
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
