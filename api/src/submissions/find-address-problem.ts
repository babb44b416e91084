import { findUsStateByCode, type UsState } from '@pizza-atlas/contracts';
import { findNearestCity } from '../geo/find-nearest-city';
import { geocodeAddress } from '../geo/geocode-address';
import { findUsState } from '../geo/find-us-state';
import { loadUsZips } from '../geo/load-us-zips';
import { stateForZip } from '../geo/state-for-zip';

const TRAILING_ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;

/**
 * A ZIP code's centre this near a town of the state given is let through: ZIP areas cross
 * state lines at border towns and metros (Kansas City). As far as staff may move a pin.
 */
const BORDER_KM = 50;

/**
 * "ZIP code 10001 is in NY, not IL." when the gazetteer places the ZIP in another state, far
 * from the one given.
 */
function findZipInAnotherState(zip: string, stateCode: string): string | null {
  const known = loadUsZips().byZip.get(zip);
  if (!known?.state || known.state === stateCode) return null;
  const near = findNearestCity(known.latitude, known.longitude, {
    state: stateCode,
    maxKm: BORDER_KM,
  });
  return near ? null : `ZIP code ${zip} is in ${known.state}, not ${stateCode}.`;
}

/**
 * How near a town of the state given some known ZIP of an unknown ZIP's prefix must be. A
 * prefix covers a wide area, and in the empty West a border post office's ZIP can lie far
 * from its prefix's other ZIPs: at 100 km, 2 of the 1,109 Census ZIP areas whose nearest
 * town is across the state line would be refused if they were unknown (at 50 km, 17).
 */
const PREFIX_REACH_KM = 100;

/**
 * Whether a ZIP code the gazetteer does not know could still be one of this state's. us-zips
 * holds the Census' ZIP areas (ZCTAs), not every USPS ZIP (PO boxes and single-building ZIPs
 * are missing), so an unknown ZIP is judged by its three-digit prefix, which USPS gives to
 * one state: the state's own, or one whose known ZIPs reach near a town of the state (post
 * offices serve across state lines at the edges). "IL 99999" (an Alaska prefix) and
 * "IL 00000" (no state's) could not be.
 */
function couldBeZipOf(zip: string, stateCode: string): boolean {
  if (stateForZip(zip) === stateCode) return true;
  const prefix = zip.slice(0, 3);
  for (const known of loadUsZips().byZip.values()) {
    if (!known.zip.startsWith(prefix)) continue;
    const near = findNearestCity(known.latitude, known.longitude, {
      state: stateCode,
      maxKm: PREFIX_REACH_KM,
    });
    if (near) return true;
  }
  return false;
}

/** "We could not find the ZIP code 99999 in Illinois. …" for a ZIP that cannot be the state's. */
function findUnknownZip(zip: string, state: UsState): string | null {
  if (loadUsZips().byZip.has(zip) || couldBeZipOf(zip, state.code)) return null;
  return `We could not find the ZIP code ${zip} in ${state.name}. Check it, or leave it out.`;
}

/** What a visitor is told when the address names no place we know at all. */
export const ADDRESS_FORMAT_MESSAGE =
  'We could not find the city and state in this address. Write it as street, city, state and ZIP, e.g. 123 Main St, Chicago, IL 60601.';

/**
 * Why a submitted address names no place the gazetteers know, or a ZIP code of another
 * state than it gives (or none at all), in words a visitor can act on; null when it is placed, or when it
 * names no place at all (a street alone: staff place it when they approve, decision 0034).
 * "Nowhereville, ZZ" names a state that is none.
 */
export function findAddressProblem(address: string): string | null {
  const zip = TRAILING_ZIP.exec(address.trim())?.[1];
  const parts = address
    .trim()
    .replace(TRAILING_ZIP, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!zip && parts.length < 2) return null;
  const last = parts.at(-1) ?? '';
  const state = parts.length >= 2 ? findUsState(last) : undefined;
  // "…, ZZ" or "…, Nowhereville ZZ": a two-letter word where the state goes, even when a
  // ZIP code would place the address.
  const code = parts.length >= 2 ? /(?:^|\s)([A-Za-z]{2})\.?$/.exec(last)?.[1] : undefined;
  if (!state && code && !findUsStateByCode(code)) {
    return `"${code}" is not a US state. Use the state's two-letter code, e.g. IL for Illinois.`;
  }
  // "Chicago, IL 10001": the ZIP would put the place in New York. "Chicago, IL 99999": the
  // city alone would place it, and the place would keep a ZIP code Illinois cannot have.
  const named = state ?? (code ? findUsStateByCode(code) : undefined);
  const zipProblem =
    zip && named ? (findZipInAnotherState(zip, named.code) ?? findUnknownZip(zip, named)) : null;
  if (zipProblem) return zipProblem;
  if (geocodeAddress(address)) return null;
  if (zip && !loadUsZips().byZip.get(zip)) return `We could not find the ZIP code ${zip}.`;
  if (state) {
    return `We could not find the city "${parts.at(-2)}" in ${state.name}. Check its spelling, or add the ZIP code.`;
  }
  return ADDRESS_FORMAT_MESSAGE;
}
