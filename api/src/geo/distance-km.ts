const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres between two points (haversine). */
export function distanceKm(latA: number, lngA: number, latB: number, lngB: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (latB - latA) * toRadians;
  const dLng = (lngB - lngA) * toRadians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(latA * toRadians) * Math.cos(latB * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
