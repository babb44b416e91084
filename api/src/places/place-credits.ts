import type { Credit, RatingSource } from '@pizza-atlas/contracts';
import type { PlaceCredit, PlaceSource, ProvidedPlace } from './place';
import type { FoundPlace } from './read-places';

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';
const OVERTURE_ATTRIBUTION = 'https://docs.overturemaps.org/attribution/';

/** The credit each open-data importer writes on its rows (and OSM's name on a page). */
export const OSM_CREDIT = '© OpenStreetMap contributors';
export const OVERTURE_CREDIT = 'Overture Maps Foundation, overturemaps.org';

/**
 * The terms page of an open-data source, by the credit its rows carry: a results list's
 * credit line links it, as the ODbL asks of a notice; any other source's credit stays a name.
 */
export function sourceTermsUrl(attribution: string): string | null {
  if (attribution === OSM_CREDIT) return OSM_COPYRIGHT;
  if (attribution === OVERTURE_CREDIT) return OVERTURE_ATTRIBUTION;
  return null;
}

/**
 * The licence of a results list's source as its place pages write it, and where it is
 * explained: OpenStreetMap's '(ODbL)' links its copyright page, as on a place page.
 */
export function listedLicense(
  attribution: string,
  license: string | null,
): Pick<Credit, 'license' | 'license_url'> {
  if (attribution === OSM_CREDIT) return { license: 'ODbL', license_url: OSM_COPYRIGHT };
  if (attribution === OVERTURE_CREDIT) return { license, license_url: OVERTURE_ATTRIBUTION };
  return { license, license_url: null };
}

/** One source's credit as its terms ask for it: OSM's ODbL notice, Overture's, a CSV's own. */
export function creditOf(credit: Omit<PlaceCredit, 'source_id'>): Credit {
  switch (credit.source) {
    case 'osm':
      return {
        name: OSM_CREDIT,
        url: credit.url,
        license: 'ODbL',
        license_url: OSM_COPYRIGHT,
      };
    case 'overture':
      return {
        name: 'Overture Maps Foundation',
        url: credit.url,
        // Overture's places carry one of several licences per source; the stored one is kept.
        license: credit.license,
        license_url: OVERTURE_ATTRIBUTION,
      };
    case 'submission':
      return { name: 'Suggested by a visitor', url: null, license: null, license_url: null };
    default:
      return {
        name: credit.attribution,
        url: credit.url,
        license: credit.license,
        license_url: null,
      };
  }
}

/** Every source of a place, its own first and then those merged into it; a live provider's one. */
export function placeCredits(row: FoundPlace | ProvidedPlace): Credit[] {
  if ('provider' in row) {
    return [{ name: row.attribution, url: row.url, license: row.license, license_url: null }];
  }
  const own = creditOf({
    source: row.source,
    attribution: row.attribution,
    license: row.license,
    url: row.url,
  });
  return [own, ...(row.also_from ?? []).map(creditOf)];
}

/**
 * One credit per source for a list of places (a city guide), as a results list credits its
 * sources: each name links the source's terms page, not one place; a visitor's suggestion
 * needs no credit. The sample is fiction labelled as such, so it is not credited.
 */
export function listCredits(rows: readonly FoundPlace[]): Credit[] {
  const seen = new Map<string, Credit>();
  for (const row of rows) {
    if (row.is_sample) continue;
    for (const source of [row, ...(row.also_from ?? [])]) {
      if (source.source === 'submission' || source.source === 'sample') continue;
      const { attribution, license } = source;
      const credit = creditOf({ source: source.source, attribution, license, url: null });
      const key = `${credit.name}|${credit.license ?? ''}`;
      if (!seen.has(key))
        seen.set(key, { ...credit, url: sourceTermsUrl(source.attribution) ?? credit.license_url });
    }
  }
  return [...seen.values()];
}

/** Sources that state no rating of their own: a stored rating there is our visitors' alone. */
const UNRATED_SOURCES: ReadonlySet<PlaceSource> = new Set(['osm', 'overture', 'submission']);

/**
 * Whose reviews a place's rating counts. The sample's totals are invented and a live
 * provider's are its own; a CSV row may state a source rating (migration 0013 adds our
 * visitors' reviews to it), and without its stated count at hand it is not claimed as ours.
 */
export function ratingSourceOf(row: FoundPlace | ProvidedPlace): RatingSource {
  if (row.review_count === 0) return 'none';
  if ('provider' in row || row.is_sample) return 'source';
  return UNRATED_SOURCES.has(row.source) ? 'visitors' : 'mixed';
}
