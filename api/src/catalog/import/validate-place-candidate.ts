import { createHash } from 'node:crypto';
import {
  FEATURE_FILTERS,
  findUnstorableText,
  normalizeWebAddress,
  type FeatureKey,
  formatUsPhone,
} from '@pizza-atlas/contracts';
import { findCityOfNearestZip, findCityOfZip } from '../../geo/city-of-zip';
import { findCity } from '../../geo/find-city';
import { findNearestCity } from '../../geo/find-nearest-city';
import { findUsState } from '../../geo/find-us-state';
import { normalizePlaceName } from '../../geo/normalize-place-name';
import { PRICES, TRANSACTIONS, type NewPlace, type Transaction } from '../../places/place';
import { toCategories } from '../catalog-categories';
import { isLateNightHours } from '../../hours/weekly-hours';
import type { PlaceCandidate, SkippedRow } from './place-candidate';
import { isWrittenInOneCase, tidyCase } from './tidy-case';

/** A place this far from every US town of 1,000 people is not in the US. */
const MAX_KM_FROM_A_TOWN = 50;
const US_COUNTRY_NAMES = new Set(['us', 'usa', 'united states', 'united states of america']);

type Validated = { place: NewPlace } | { skipped: SkippedRow };

/** A web address as the catalog keeps it (the rule every write uses), or null. */
/** The longest neighbourhood name kept; a longer value is not a name. */
const MAX_NEIGHBOURHOOD = 200;

/**
 * The neighbourhood a source names, one line, or null when it names none, names the place's
 * own city ("addr:suburb=Chicago" says nothing more) or writes no plain name.
 */
function neighbourhoodOf(text: string | undefined, city: string): string | null {
  const name = (text ?? '').replace(/\s+/g, ' ').trim();
  if (name === '' || name.length > MAX_NEIGHBOURHOOD) return null;
  return normalizePlaceName(name) === normalizePlaceName(city) ? null : name;
}

function webUrl(text: string): string | null {
  return text === '' ? null : normalizeWebAddress(text);
}

function price(text: string): NewPlace['price'] | undefined {
  if (text === '') return null;
  if (/^[1-4]$/.test(text)) return PRICES[Number(text) - 1];
  return PRICES.find((level) => level === text);
}

/** CSV rows without an id get one from name and position, so the same row maps to the same place. */
function derivedSourceId(name: string, latitude: number, longitude: number): string {
  const key = `${normalizePlaceName(name)}|${latitude.toFixed(5)}|${longitude.toFixed(5)}`;
  return `h:${createHash('sha1').update(key).digest('hex').slice(0, 24)}`;
}

/**
 * A city as the source writes it, one line; one written all in lower case or all in
 * capitals ("chicago", "ST LOUIS", "MCHENRY") as the gazetteer spells it when it names that
 * city in the state ("St. Louis", "McHenry"), else in title case.
 */
function cityAsWritten(text: string, state: string): string {
  const city = text.replace(/\s+/g, ' ').trim();
  if (!isWrittenInOneCase(city)) return city;
  const known = findCity(city, state);
  return known && normalizePlaceName(known.name) === normalizePlaceName(city)
    ? known.name
    : tidyCase(city);
}

/**
 * Checks an imported place and completes it (state and city from the nearest town
 * when the file leaves them out, phone in E.164), or says why it cannot be imported.
 */
export function validatePlaceCandidate(candidate: PlaceCandidate): Validated {
  const skip = (reason: string, detail?: string): Validated => ({
    skipped: { ref: candidate.ref, reason, ...(detail !== undefined ? { detail } : {}) },
  });
  // NUL or a lone surrogate (an Overpass file can carry "\ud800"): the database would
  // refuse the whole import for one row.
  const unstorable = findUnstorableText(candidate);
  if (unstorable !== null) return skip('text the database cannot store', unstorable);
  const { latitude, longitude } = candidate;
  const name = candidate.name.replace(/\s+/g, ' ').trim();
  if (name === '') return skip('missing name');
  if (name.length > 200) return skip('name longer than 200 characters');
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return skip('missing coordinates');
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return skip('coordinates out of range', `${latitude},${longitude}`);
  }
  if (candidate.country !== '' && !US_COUNTRY_NAMES.has(normalizePlaceName(candidate.country))) {
    return skip('not in the US', candidate.country);
  }
  const state = candidate.state === '' ? undefined : findUsState(candidate.state);
  if (candidate.state !== '' && !state) return skip('not a US state', candidate.state);
  // Coordinates decide whether a place is in the US at all, whatever its address says.
  const nearest = findNearestCity(latitude, longitude, { maxKm: MAX_KM_FROM_A_TOWN });
  if (!nearest) return skip('outside the US (no US town within 50 km)', `${latitude},${longitude}`);
  const stateCode = state?.code ?? nearest.state;
  const town =
    nearest.state === stateCode
      ? nearest
      : findNearestCity(latitude, longitude, { state: stateCode, maxKm: MAX_KM_FROM_A_TOWN });
  // An address in one state with coordinates far inside another is one of the two wrong;
  // a metro across a state line (Kansas City, MO/KS) keeps a town of its state near by.
  if (state && !town) {
    const named = [candidate.city.trim(), state.code].filter(Boolean).join(', ');
    return skip(
      "coordinates outside the row's state",
      `${named}, but ${latitude},${longitude} lies in ${nearest.state}`,
    );
  }
  // No city in the address: the one its ZIP names, else (no ZIP either) the one the nearest
  // ZIP centre's names, else the nearest town. A ZIP so guessed is not stored (decision 0083).
  const city =
    cityAsWritten(candidate.city, stateCode) ||
    (candidate.zip.trim() === ''
      ? findCityOfNearestZip({ latitude, longitude }, stateCode, town)
      : findCityOfZip(candidate.zip, stateCode, { latitude, longitude })
    )?.name ||
    town?.name ||
    '';
  if (city === '') return skip('missing city');
  if (city.length > 100 || candidate.address1.length > 300) return skip('address too long');
  const level = price(candidate.price);
  if (level === undefined) return skip('price must be $ to $$$$ or 1 to 4', candidate.price);
  const rating = candidate.rating === '' ? 0 : Number(candidate.rating);
  if (!(rating >= 0 && rating <= 5)) return skip('rating must be 0 to 5', candidate.rating);
  const reviewCount = candidate.reviewCount === '' ? 0 : Number(candidate.reviewCount);
  if (!Number.isSafeInteger(reviewCount) || reviewCount < 0) {
    return skip('review count must be a whole number', candidate.reviewCount);
  }
  const phone = formatUsPhone(candidate.phone);
  const imageUrl = webUrl(candidate.imageUrl);
  const features = new Set(
    candidate.features.filter((key): key is FeatureKey => Object.hasOwn(FEATURE_FILTERS, key)),
  );
  if (isLateNightHours(candidate.openingHours, stateCode)) features.add('late_night');
  return {
    place: {
      source: candidate.source,
      source_id: candidate.sourceId ?? derivedSourceId(name, latitude, longitude),
      is_sample: false,
      name,
      image_url: imageUrl,
      photos: imageUrl ? [imageUrl] : [],
      url: candidate.url,
      website: webUrl(candidate.website),
      rating: Math.round(rating * 10) / 10,
      review_count: reviewCount,
      price: level,
      categories: toCategories(candidate.categories),
      address1: candidate.address1.replace(/\s+/g, ' ').trim(),
      city,
      state: stateCode,
      zip_code: /^\d{5}(-\d{4})?$/.test(candidate.zip) ? candidate.zip : '',
      country: 'US',
      latitude,
      longitude,
      // Only a number that reads as a US one is shown: "not available" is no phone.
      phone: phone?.phone ?? '',
      display_phone: phone?.display_phone ?? '',
      is_closed: false,
      transactions: [...new Set(candidate.transactions)].filter((value): value is Transaction =>
        (TRANSACTIONS as readonly string[]).includes(value),
      ),
      features: [...features],
      // Stored as the source gives it: the hours rule evaluates it, or shows it when it cannot.
      opening_hours:
        candidate.openingHours && candidate.openingHours.length <= 1000
          ? candidate.openingHours
          : null,
      attribution: candidate.attribution,
      license: candidate.license,
      source_neighbourhood: neighbourhoodOf(candidate.neighbourhood, city),
      ...candidate.facts,
    },
  };
}
