import { isLateNightHours } from '../src/hours/weekly-hours';

describe('"Late Night": open past 11 PM on some day', () => {
  it('is not a place that closes at 11 PM sharp, nor earlier', () => {
    expect(isLateNightHours('Mo-Su 11:00-23:00', 'IL')).toBe(false);
    expect(isLateNightHours('Mo-Th 11:00-22:00; Fr,Sa 11:00-23:00', 'IL')).toBe(false);
    expect(isLateNightHours(null, 'IL')).toBe(false);
  });

  it('is a place open after 11 PM, until midnight or past it, on some day', () => {
    expect(isLateNightHours('Mo-Su 11:00-23:30', 'IL')).toBe(true);
    expect(isLateNightHours('Mo-Su 11:00-24:00', 'IL')).toBe(true);
    expect(isLateNightHours('Mo-Th 11:00-22:00; Fr,Sa 17:00-01:00', 'IL')).toBe(true);
  });
});
