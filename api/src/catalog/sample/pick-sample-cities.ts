import { US_STATE_CODES } from '@pizza-atlas/contracts';
import { distanceKm } from '../../geo/distance-km';
import { loadUsCities, type UsCity } from '../../geo/load-us-cities';

/** Nearer than this to a bigger chosen city, a place counts as the same metro. */
const MIN_SEPARATION_KM = 12;
const MAX_PER_STATE = 12;
// GeoNames entries whose populations are those of a county or metro, not of the place.
const MISLEADING = new Set([
  'Ironville|KY',
  'East Hampton|VA',
  'Lexington-Fayette|KY',
  'Sheepshead Bay|NY',
]);

/**
 * The real cities the sample catalog is built around: the biggest city of every state
 * and DC, then the most populous others (at most MAX_PER_STATE per state, none inside
 * a bigger chosen city's metro), until there are `count`. Most populous first.
 */
export function pickSampleCities(count: number): UsCity[] {
  const candidates = loadUsCities().cities.filter(
    (city) => !city.isSection && !MISLEADING.has(`${city.name}|${city.state}`),
  );
  const chosen: UsCity[] = [];
  const perState = new Map<string, number>();
  const tooClose = (city: UsCity) =>
    chosen.some(
      (other) =>
        distanceKm(city.latitude, city.longitude, other.latitude, other.longitude) <
        MIN_SEPARATION_KM,
    );
  const choose = (city: UsCity) => {
    chosen.push(city);
    perState.set(city.state, (perState.get(city.state) ?? 0) + 1);
  };

  for (const state of US_STATE_CODES) {
    const biggest = candidates.find((city) => city.state === state);
    if (biggest) choose(biggest);
  }
  for (const city of candidates) {
    if (chosen.length >= count) break;
    if (chosen.includes(city) || (perState.get(city.state) ?? 0) >= MAX_PER_STATE) continue;
    if (!tooClose(city)) choose(city);
  }
  return chosen.sort((a, b) => b.population - a.population || a.id - b.id);
}
