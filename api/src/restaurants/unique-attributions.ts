import type { Attribution } from '@pizza-atlas/contracts';
import { sourceTermsUrl } from '../places/place-credits';
import { YELP_CREDIT } from '../providers/yelp/yelp-credit';

/**
 * One credit per source (name and licence), in first-seen order, without per-listing links:
 * Yelp's links Yelp, an open-data source's its terms (OpenStreetMap's copyright page).
 */
export function uniqueAttributions(attributions: Attribution[]): Attribution[] {
  const seen = new Map<string, Attribution>();
  for (const attribution of attributions) {
    const key = `${attribution.provider}|${attribution.name}|${attribution.license ?? ''}`;
    if (!seen.has(key))
      seen.set(key, {
        ...attribution,
        url: attribution.provider === 'yelp' ? YELP_CREDIT.url : sourceTermsUrl(attribution.name),
      });
  }
  return [...seen.values()];
}
