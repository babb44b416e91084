import { formatDistance, milesToMetres } from './format-distance';

describe('formatDistance', () => {
  it('divides metres by 1609.34 and keeps one decimal', () => {
    expect(formatDistance(2889.9)).toBe('1.8 mi');
    expect(formatDistance(1609.34)).toBe('1.0 mi');
    expect(formatDistance(0)).toBe('0.0 mi');
    expect(formatDistance(24140)).toBe('15.0 mi');
  });

  it('turns the radius options into metres for the API', () => {
    expect(milesToMetres(10)).toBe(16093);
    expect(milesToMetres(25)).toBe(40234);
  });
});
