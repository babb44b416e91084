import { loadUsCities, type UsCity } from './load-us-cities';

/**
 * The city a position belongs to, for labels: among whole places within maxKm (in the
 * state, when given), the one with the best population / (km + 2)^4, so the suburb or
 * town you stand in beats a metropolis 15 km away, but a big city beats its small neighbour.
 */
export function findNearestCity(
  latitude: number,
  longitude: number,
  options: { state?: string | null; maxKm?: number } = {},
): UsCity | undefined {
  const nearby = loadUsCities().grid.within(latitude, longitude, options.maxKm ?? 30);
  let best: UsCity | undefined;
  let bestScore = -1;
  for (const { point: city, km } of nearby) {
    if (city.isSection) continue;
    if (options.state && city.state !== options.state) continue;
    const score = city.population / (km + 2) ** 4;
    if (score > bestScore) {
      best = city;
      bestScore = score;
    }
  }
  return best;
}
