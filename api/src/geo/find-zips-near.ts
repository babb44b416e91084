import { loadUsZips, type UsZip } from './load-us-zips';

/** ZIP centres within radiusKm, nearest first; only the state's when a state is given. */
export function findZipsNear(
  latitude: number,
  longitude: number,
  radiusKm: number,
  state?: string,
): UsZip[] {
  return loadUsZips()
    .grid.within(latitude, longitude, radiusKm)
    .filter(({ point }) => !state || point.state === state)
    .map(({ point }) => point);
}
