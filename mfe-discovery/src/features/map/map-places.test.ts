import { clusterLabel, milesBetween, placeLabel, radiusForView } from './map-places';

describe('map geometry', () => {
  it('measures miles on the globe', () => {
    // Chicago Loop to O'Hare: about 14.7 miles.
    const miles = milesBetween(
      { latitude: 41.8781, longitude: -87.6298 },
      { latitude: 41.9742, longitude: -87.9073 },
    );
    expect(miles).toBeGreaterThan(14);
    expect(miles).toBeLessThan(16);
  });

  it('picks the smallest offered radius that reaches the corner of the view', () => {
    const center = { latitude: 41.88, longitude: -87.63 };
    const radii = [5, 10, 15, 25];
    expect(radiusForView(center, { latitude: 41.92, longitude: -87.58 }, radii)).toBe(5);
    expect(radiusForView(center, { latitude: 41.98, longitude: -87.5 }, radii)).toBe(10);
    expect(radiusForView(center, { latitude: 43.0, longitude: -86.0 }, radii)).toBe(25);
  });

  it('names markers by number, name and rating, and clusters by what choosing does', () => {
    expect(placeLabel({ number: 3, name: "Tony's Pizza", rating: 4.5, reviewCount: 12 })).toBe(
      "3. Tony's Pizza, 4.5 stars",
    );
    expect(placeLabel({ number: 1, name: 'Lou', rating: 4, reviewCount: 1 })).toBe(
      '1. Lou, 4.0 stars',
    );
    // A place nobody has reviewed is not read out as "0.0 stars".
    expect(placeLabel({ number: 2, name: 'New Slice', rating: 0, reviewCount: 0 })).toBe(
      '2. New Slice, no reviews yet',
    );
    expect(clusterLabel(7)).toBe('7 places here, zoom in');
  });
});
