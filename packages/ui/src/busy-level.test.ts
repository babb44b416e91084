import { busyLevel } from './busy-level';

describe('busyLevel', () => {
  it.each([
    ['low', 'Not Busy', '#15803d'],
    ['medium', 'Moderately Busy', '#a16207'],
    ['high', 'Busy', '#c2410c'],
    ['very-high', 'Very Busy', '#b91c1c'],
  ])('shows %s as %s', (level, label, colour) => {
    expect(busyLevel(level)).toEqual({ label, colour });
  });

  it.each(['', 'VERY-HIGH', 'extreme', 'toString'])('shows %p as Unknown', (level) => {
    expect(busyLevel(level).label).toBe('Unknown');
  });
});
