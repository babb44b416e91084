import { ProviderError, type ProviderSearch } from '../listing-provider';

export const YELP_MAX_LIMIT = 50;
/** limit + offset may not pass 240 on current plans (issue #644): later results are unreachable. */
export const YELP_MAX_REACHABLE = 240;
export const YELP_MAX_RADIUS_M = 40_000;

// Our category filters read 'pizza,<style>', but Yelp has no category alias for most
// styles (no 'neapolitan', 'deepdish' or 'woodfired'), and categories combine with OR,
// so 'pizza,vegan' would also return every vegan restaurant. The style goes into the
// search term instead, as provider-apis.md §1.8 recommends.
const STYLE_WORDS = new Map([
  ['neapolitan', 'neapolitan'],
  ['sicilian', 'sicilian'],
  ['deepdish', 'deep dish'],
  ['woodfired', 'wood fired'],
  ['artisan', 'artisan'],
  ['glutenfree', 'gluten free'],
  ['vegan', 'vegan'],
]);
const ALIAS = /^[a-z0-9_]{1,40}$/;

/** Feature filters Yelp applies itself: public `attributes` values only (§1.2). */
const SERVER_FEATURES = new Map([['wheelchair_accessible', 'wheelchair_accessible']]);

export interface YelpSearchPlan {
  params: URLSearchParams;
  /** Feature keys Yelp filtered on, so the page needs no second check for them. */
  serverFeatures: string[];
  limit: number;
  offset: number;
}

export function planYelpSearch(query: ProviderSearch): YelpSearchPlan {
  const offset = Math.max(0, Math.floor(query.offset));
  if (offset >= YELP_MAX_REACHABLE) {
    throw new ProviderError(
      'bad_request',
      `Yelp only shows the first ${YELP_MAX_REACHABLE} results of a search. Try narrowing it.`,
    );
  }
  const limit = Math.min(
    Math.max(1, Math.floor(query.limit)),
    YELP_MAX_LIMIT,
    YELP_MAX_REACHABLE - offset,
  );
  const { aliases, styles } = splitCategory(query.category);
  // A whole state goes to Yelp by name ("Texas"), which it geocodes to the state's area;
  // anything else by its point, rounded to ~1 m so the same place shares a cache entry.
  const where: Record<string, string> = query.stateName
    ? { location: query.stateName }
    : { latitude: query.latitude.toFixed(5), longitude: query.longitude.toFixed(5) };
  const params = new URLSearchParams({
    ...where,
    term: buildTerm(query.term, styles),
    limit: String(limit),
    offset: String(offset),
    sort_by: query.sortBy,
  });
  if (aliases.length > 0) params.set('categories', aliases.join(','));
  const price = [...new Set(query.price)].filter((p) => p >= 1 && p <= 4).sort();
  if (price.length > 0) params.set('price', price.join(','));
  const radius = Math.min(Math.round(query.radius), YELP_MAX_RADIUS_M);
  if (radius > 0 && !query.stateName) params.set('radius', String(radius));
  if (query.openNow) params.set('open_now', 'true');
  const serverFeatures = query.features.filter((f) => SERVER_FEATURES.has(f));
  if (serverFeatures.length > 0) {
    params.set('attributes', serverFeatures.map((f) => SERVER_FEATURES.get(f)).join(','));
  }
  return { params, serverFeatures, limit, offset };
}

function splitCategory(category: string | undefined): { aliases: string[]; styles: string[] } {
  const parts = (category ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const styles = parts.flatMap((part) => STYLE_WORDS.get(part) ?? []);
  const aliases = parts.filter((part) => !STYLE_WORDS.has(part) && ALIAS.test(part));
  // A style alone still means pizza places of that style.
  if (styles.length > 0 && aliases.length === 0) aliases.push('pizza');
  return { aliases, styles };
}

function buildTerm(term: string, styles: string[]): string {
  const base = term.trim().replace(/\s+/g, ' ') || 'pizza';
  const missing = styles.filter((style) => !base.toLowerCase().includes(style));
  return [...missing, base].join(' ').slice(0, 200);
}
