import type { Attribution } from '@pizza-atlas/contracts';
import { listedLicense, sourceTermsUrl } from '../places/place-credits';
import { YELP_CREDIT } from '../providers/yelp/yelp-credit';

/**
 * One credit per source (name and licence), in first-seen order, without per-listing links:
 * Yelp's links Yelp, an open-data source's its terms (OpenStreetMap's copyright page), and
 * its licence reads and links as on a place page ('ODbL', to the copyright page).
 */
export function uniqueAttributions(attributions: Attribution[]): Attribution[] {
  const seen = new Map<string, Attribution>();
  for (const attribution of attributions) {
    const key = `${attribution.provider}|${attribution.name}|${attribution.license ?? ''}`;
    if (!seen.has(key))
      seen.set(key, {
        ...attribution,
        url: attribution.provider === 'yelp' ? YELP_CREDIT.url : sourceTermsUrl(attribution.name),
        ...(attribution.provider === 'yelp'
          ? { license_url: null }
          : listedLicense(attribution.name, attribution.license)),
      });
  }
  return [...seen.values()];
}
