import type { MapPlace } from './map-places';

/** A place for the map's tests: numbered `number`, at the given point. */
export function testPlace(number: number, latitude: number, longitude: number): MapPlace {
  return {
    key: `catalog:${number}`,
    number,
    name: `Pizza ${number}`,
    latitude,
    longitude,
    rating: 4.5,
    reviewCount: 10 * number,
    path: `/restaurant/${number}`,
  };
}

/** Seven places within a few blocks of the Loop, and one in Evanston. */
export const CHICAGO = [
  ...Array.from({ length: 7 }, (_, i) => testPlace(i + 1, 41.88 + i * 0.002, -87.63 + i * 0.002)),
  testPlace(8, 42.045, -87.688),
];
