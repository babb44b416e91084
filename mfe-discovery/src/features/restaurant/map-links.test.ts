import { restaurantFixture } from '../../test/restaurant-fixture';
import { mapLinks } from './map-links';

describe('mapLinks', () => {
  it('leads to the point when the point is the place’s', () => {
    const links = mapLinks(
      restaurantFixture({ coordinates: { latitude: 41.92372, longitude: -87.64895 } }),
    );
    expect(links.byAddress).toBe(false);
    expect(links.google).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=41.92372,-87.64895',
    );
  });

  it('leads to the address when the point is only approximate (never pinned on a street map)', () => {
    const place = restaurantFixture({
      name: 'Blank Map Pies',
      coordinates: { latitude: 41.9, longitude: -87.63 },
      coordinates_approximate: true,
    });
    place.location.display_address = ['1300 N State St', 'Chicago, IL 60610'];
    const links = mapLinks(place);
    expect(links.byAddress).toBe(true);
    expect(links.google).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1300%20N%20State%20St%2C%20Chicago%2C%20IL%2060610',
    );
    expect(links.apple).toBe(
      'https://maps.apple.com/?daddr=1300%20N%20State%20St%2C%20Chicago%2C%20IL%2060610&q=Blank%20Map%20Pies',
    );
    expect(links.google).not.toContain('41.9');
  });
});
