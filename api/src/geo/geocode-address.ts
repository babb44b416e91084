import { findUsStateByCode, findUsStateByName } from '@pizza-atlas/contracts';
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

const ZIP = /\s*\b\d{5}(?:-\d{4})?$/;
const COUNTRY = /^(usa|us|united states( of america)?)$/i;
/** A part that is a suite, unit or floor, or starts with a number: never a city. */
const NOT_A_CITY = /^(\d|#|(suite|ste|apt|unit|floor|fl|room|rm|bldg|building)\b)/i;

/**
 * The street part of an address: what comes before its city, state and ZIP, a suite kept
 * ("2450 N Lincoln Park W, Suite 1200-B, Chicago, IL 60614" → "2450 N Lincoln Park W,
 * Suite 1200-B"). `city` is the city the address was placed in; the first part always stays.
 */
export function streetOf(address: string, city?: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length <= 1) return address.trim();
  let end = parts.length;
  const last = () => parts[end - 1]!;
  // From the end: the country, a ZIP of its own, then the state (with the city before it,
  // or in the same part: "Springfield IL 62701"), or the city alone.
  if (end > 1 && COUNTRY.test(last())) end -= 1;
  if (end > 1 && /^\d{5}(-\d{4})?$/.test(last())) end -= 1;
  if (end > 1) {
    const text = last().replace(ZIP, '').trim();
    const cityAndCode = /^(.+?)\s+([A-Za-z]{2})$/.exec(text);
    if (text === '' || findUsStateByName(text)) {
      end -= 1;
      if (end > 1 && !NOT_A_CITY.test(last())) end -= 1;
    } else if (cityAndCode && findUsStateByCode(cityAndCode[2]!)) {
      end -= 1;
    } else if (city !== undefined && text.toLowerCase() === city.toLowerCase()) {
      end -= 1;
    }
  }
  return parts.slice(0, end).join(', ');
}
