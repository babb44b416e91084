import { distanceKm } from './distance-km';

export interface GridPoint {
  latitude: number;
  longitude: number;
}

/** Half a degree is about 55 km north-south: a few cells cover any radius we ask for. */
const CELL_DEGREES = 0.5;

export interface GridIndex<T extends GridPoint> {
  /** Points within radiusKm of the position, nearest first, with their distance. */
  within(latitude: number, longitude: number, radiusKm: number): { point: T; km: number }[];
}

function cellKey(row: number, column: number): string {
  return `${row}:${column}`;
}

/** A coarse latitude/longitude grid for "what is near here" over tens of thousands of points. */
export function createGridIndex<T extends GridPoint>(points: readonly T[]): GridIndex<T> {
  const cells = new Map<string, T[]>();
  for (const point of points) {
    const key = cellKey(
      Math.floor(point.latitude / CELL_DEGREES),
      Math.floor(point.longitude / CELL_DEGREES),
    );
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  return {
    within(latitude, longitude, radiusKm) {
      const latSpan = radiusKm / 111 / CELL_DEGREES;
      // Longitude degrees shrink towards the poles; clamp so the span stays finite.
      const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.05);
      const lngSpan = radiusKm / (111 * cosLat) / CELL_DEGREES;
      const row = Math.floor(latitude / CELL_DEGREES);
      const column = Math.floor(longitude / CELL_DEGREES);
      const found: { point: T; km: number }[] = [];
      for (let r = row - Math.ceil(latSpan); r <= row + Math.ceil(latSpan); r += 1) {
        for (let c = column - Math.ceil(lngSpan); c <= column + Math.ceil(lngSpan); c += 1) {
          for (const point of cells.get(cellKey(r, c)) ?? []) {
            const km = distanceKm(latitude, longitude, point.latitude, point.longitude);
            if (km <= radiusKm) found.push({ point, km });
          }
        }
      }
      return found.sort((a, b) => a.km - b.km);
    },
  };
}
