import { findUsState } from '../../geo/find-us-state';

/** An OSM `addr:full` line taken apart: the street, and what its tail names. */
export interface FullAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

const COUNTRY = /^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i;
const STATE_AND_ZIP = /^(.*?)\s*(\d{5}(?:-\d{4})?)?$/;

/**
 * Mappers write `addr:full` as the whole postal line ("174 East Lane Avenue, Columbus, OH
 * 43201"). When it ends with a state (and ZIP), the street is what comes before the city;
 * a line that does not end so is kept whole as the street.
 */
export function splitFullAddress(full: string): FullAddress {
  const whole = { street: full.trim(), city: '', state: '', zip: '' };
  const parts = full
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  if (parts.length < 2) return whole;
  const [, stateText = '', zip = ''] = STATE_AND_ZIP.exec(parts.at(-1)!) ?? [];
  const state = stateText === '' ? undefined : findUsState(stateText);
  if (!state && !(stateText === '' && zip !== '')) return whole;
  parts.pop();
  // "…, Columbus, OH 43201": the part before the state is the city, when a street remains.
  const city = state && parts.length > 1 ? parts.pop()! : '';
  return { street: parts.join(', '), city, state: state?.code ?? '', zip };
}
