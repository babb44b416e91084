import type { Attribution } from '@pizza-atlas/contracts';
import { YELP_CREDIT } from '../providers/yelp/yelp-credit';

/** One credit per source (name and licence), in first-seen order, without per-listing links. */
export function uniqueAttributions(attributions: Attribution[]): Attribution[] {
  const seen = new Map<string, Attribution>();
  for (const attribution of attributions) {
    const key = `${attribution.provider}|${attribution.name}|${attribution.license ?? ''}`;
    if (!seen.has(key))
      seen.set(key, {
        ...attribution,
        url: attribution.provider === 'yelp' ? YELP_CREDIT.url : null,
      });
  }
  return [...seen.values()];
}
