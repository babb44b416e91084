import type { PersonalityType } from './personalities';

/** Spec sections 4 and 9: high accuracy, 10 s timeout, a position up to 5 minutes old. */
export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Asks the browser where the visitor is. Resolves undefined when it cannot tell (denied,
 * timed out, unavailable, or no geolocation at all): the directory then opens without
 * coordinates.
 */
export function requestLocation(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates | undefined> {
  return new Promise((resolve) => {
    if (!geolocation) {
      console.warn('Location is not available in this browser');
      resolve(undefined);
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        console.warn(`Location not available: ${error.message || error.code}`);
        resolve(undefined);
      },
      LOCATION_OPTIONS,
    );
  });
}

/** Four decimals (about 11 m) are plenty to search around, and keep the shared URL short. */
const round = (degrees: number) => String(Math.round(degrees * 10_000) / 10_000);

/**
 * The directory search for a quiz result: near the visitor when the browser told us where,
 * in the place they typed, or with the personality alone (the directory then asks where).
 */
export function directoryPathFor(
  personality: PersonalityType,
  where?: Coordinates | { location: string },
): string {
  const query = new URLSearchParams();
  if (where && 'location' in where) {
    query.set('location', where.location.trim());
  } else if (where) {
    query.set('lat', round(where.latitude));
    query.set('lng', round(where.longitude));
  }
  query.set('personality', personality);
  query.set('quiz', 'completed');
  return `/directory?${query.toString()}`;
}
