import { resolveLocation, type ResolvedLocation } from './resolve-location';

export interface GeocodedPlace {
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

function placed(found: ResolvedLocation | null, zipCode = ''): GeocodedPlace | null {
  if (!found || !found.city || !found.state || found.kind === 'state') return null;
  return {
    city: found.city,
    state: found.state,
    zipCode: found.zip ?? zipCode,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

/**
 * Where a submitted address is, from the project's gazetteers (no outside geocoder): a
 * ZIP code in it places it at that ZIP's centre; else its last parts as "City, ST" or
 * "City, State" place it at the city's centre. Staff corrections (city, state, ZIP) win.
 * Null when nothing places it.
 */
export function geocodeAddress(
  address: string,
  corrections: { city?: string; state?: string; zipCode?: string } = {},
): GeocodedPlace | null {
  if (corrections.zipCode) {
    const byZip = placed(resolveLocation(corrections.zipCode));
    if (byZip) return byZip;
  }
  if (corrections.city && corrections.state) {
    return placed(
      resolveLocation(`${corrections.city}, ${corrections.state}`),
      corrections.zipCode,
    );
  }
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1];
  if (zip) {
    const byZip = placed(resolveLocation(zip));
    if (byZip) return byZip;
  }
  // "12 Main St, Springfield, IL 62701" → "Springfield, IL"; also "..., Springfield IL".
  const parts = address
    .replace(/\b\d{5}(?:-\d{4})?\s*$/, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (let take = Math.min(3, parts.length); take >= 1; take -= 1) {
    const tail = parts.slice(-take).join(', ');
    if (take === parts.length && take === 1 && parts.length === 1 && !/\s/.test(tail)) break;
    const found = placed(resolveLocation(tail), zip);
    if (found && (take > 1 || parts.length > 1)) return found;
  }
  return null;
}

/** The street part of an address: its first comma-separated part when it has several. */
export function streetOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  return parts.length > 1 ? parts[0]! : address.trim();
}
