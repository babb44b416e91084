/** Metres in a mile, as the spec divides by (section 9). */
export const METRES_PER_MILE = 1609.34;

/** Metres → miles with one decimal, e.g. 2889.9 → '1.8 mi'. */
export function formatDistance(metres: number): string {
  return `${(metres / METRES_PER_MILE).toFixed(1)} mi`;
}

export function milesToMetres(miles: number): number {
  return Math.round(miles * METRES_PER_MILE);
}
