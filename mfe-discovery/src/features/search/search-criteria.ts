import {
  CATEGORY_FILTERS,
  FEATURE_FILTERS,
  SEARCH_DEFAULT_RADIUS,
  SORT_OPTIONS,
  US_STATES,
  isPersonalityType,
  type FeatureKey,
} from '@pizza-atlas/contracts';
import { METRES_PER_MILE, milesToMetres } from '../restaurants/format-distance';

export type SortBy = (typeof SORT_OPTIONS)[number];

/**
 * The spec lists 'pizza,vegan' among the categories, but vegan is a feature, 'Vegan Options'
 * (section 5's add-place form and section 9's features): one filter, not two. A link that
 * names the category searches the feature (decision 0067).
 */
const VEGAN_CATEGORY = 'pizza,vegan';
export const CATEGORY_CHOICES = CATEGORY_FILTERS.filter(
  (value): value is Exclude<(typeof CATEGORY_FILTERS)[number], typeof VEGAN_CATEGORY> =>
    value !== VEGAN_CATEGORY,
);
export type Category = (typeof CATEGORY_CHOICES)[number] | '';

/** Spec section 9. */
export const RADIUS_MILES = [5, 10, 15, 25] as const;
export const DEFAULT_RADIUS_MILES = 10;
/** A search opened from a link (hero search, shared URL) uses 25 000 m unless the URL says otherwise. */
export const LINKED_SEARCH_RADIUS_METRES = SEARCH_DEFAULT_RADIUS;
/** 25 000 m in the radius select's unit: 15.5 miles. */
export const LINKED_SEARCH_RADIUS_MILES =
  Math.round((LINKED_SEARCH_RADIUS_METRES / METRES_PER_MILE) * 10) / 10;
/**
 * The API takes a radius of at most 40 000 m (SearchRequestSchema, the listing providers'
 * limit); 25 miles is 40 234 m, so that option searches 40 000 m (24.9 miles) instead of
 * being refused.
 */
export const MAX_SEARCH_RADIUS_METRES = 40_000;
export const MIN_RATINGS = [0, 3.5, 4, 4.5, 4.8] as const;
export const PRICE_LEVELS = [1, 2, 3, 4] as const;
export const SEARCH_LIMIT = 20;

/**
 * The whole directory search, as the URL holds it so it can be shared, reloaded and
 * walked with Back. `radiusMiles` is undefined when the URL carries none.
 */
export interface SearchCriteria {
  location: string;
  latitude?: number;
  longitude?: number;
  radiusMiles?: number;
  price: number[];
  features: FeatureKey[];
  sortBy: SortBy;
  category: Category;
  minRating: number;
  /** Only places open at this moment, in their own time zone. */
  openNow: boolean;
  /** The coordinates are the centre of a map view ('Search this area'). */
  area?: boolean;
  /** Set when the visitor arrives from the personality quiz. */
  personality?: string;
  quizCompleted: boolean;
}

export const EMPTY_CRITERIA: SearchCriteria = {
  location: '',
  price: [],
  features: [],
  sortBy: 'best_match',
  category: '',
  minRating: 0,
  openNow: false,
  quizCompleted: false,
};

function number(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function oneOf<T extends string | number>(options: readonly T[], value: T | undefined): value is T {
  return value !== undefined && options.includes(value);
}

/** Only the quiz's four personalities: the page names it, so it is never arbitrary text. */
function readPersonality(value: string | null): string | undefined {
  const personality = value?.trim().toLowerCase() ?? '';
  return isPersonalityType(personality) ? personality : undefined;
}

/** The location names a whole state ('Texas', 'tx'), as the API reads it. */
function namesState(location: string): boolean {
  const text = location.trim().toLowerCase();
  return US_STATES.some(
    (state) => state.name.toLowerCase() === text || state.code.toLowerCase() === text,
  );
}

/**
 * The visitor's shared position goes with a location only when that is a whole state: the
 * state is searched and its distances run from the visitor (not from the state's biggest
 * city). Any other location replaces the position.
 */
function carriesPosition(criteria: SearchCriteria): boolean {
  const location = criteria.location.trim();
  return (
    criteria.latitude !== undefined &&
    criteria.longitude !== undefined &&
    (!location || (namesState(location) && !criteria.area))
  );
}

/** The search for a typed location: the shared position stays for a whole state only. */
export function searchLocation(criteria: SearchCriteria, location: string): SearchCriteria {
  const next = { ...criteria, location };
  return carriesPosition(next) ? next : { ...next, latitude: undefined, longitude: undefined };
}

/** Reads the URL leniently: anything unknown falls back to its default. */
export function readCriteria(params: URLSearchParams): SearchCriteria {
  const latitude = number(params.get('lat'));
  const longitude = number(params.get('lng'));
  const hasCoordinates =
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const radius = number(params.get('radius'));
  const sort = params.get('sort') ?? '';
  const category = params.get('category') ?? '';
  const minRating = number(params.get('minRating'));
  const features = list(params.get('features')).filter(
    (key): key is FeatureKey => key in FEATURE_FILTERS,
  );
  if (category === VEGAN_CATEGORY) features.push('vegan');
  const price = list(params.get('price'))
    .map(Number)
    .filter((level) => oneOf(PRICE_LEVELS, level as (typeof PRICE_LEVELS)[number]));
  return {
    location: (params.get('location') ?? '').trim(),
    latitude: hasCoordinates ? latitude : undefined,
    longitude: hasCoordinates ? longitude : undefined,
    radiusMiles: oneOf(RADIUS_MILES, radius as (typeof RADIUS_MILES)[number]) ? radius : undefined,
    price: [...new Set(price)].sort(),
    features: [...new Set(features)],
    sortBy: oneOf(SORT_OPTIONS, sort as SortBy) ? (sort as SortBy) : 'best_match',
    category: oneOf(CATEGORY_CHOICES, category as Category) ? (category as Category) : '',
    minRating: oneOf(MIN_RATINGS, minRating as (typeof MIN_RATINGS)[number]) ? minRating! : 0,
    openNow: params.get('open') === 'now',
    area: hasCoordinates && params.get('area') === 'map' ? true : undefined,
    personality: readPersonality(params.get('personality')),
    quizCompleted: params.get('quiz') === 'completed',
  };
}

/** Writes only what differs from the defaults, so shared links stay short. */
export function writeCriteria(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const location = criteria.location.trim();
  if (location) params.set('location', location);
  if (carriesPosition(criteria)) {
    params.set('lat', String(criteria.latitude));
    params.set('lng', String(criteria.longitude));
  }
  if (criteria.radiusMiles !== undefined) params.set('radius', String(criteria.radiusMiles));
  if (criteria.price.length) params.set('price', [...criteria.price].sort().join(','));
  if (criteria.features.length) params.set('features', criteria.features.join(','));
  if (criteria.sortBy !== 'best_match') params.set('sort', criteria.sortBy);
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.minRating) params.set('minRating', String(criteria.minRating));
  if (criteria.openNow) params.set('open', 'now');
  if (criteria.area && !location && criteria.latitude !== undefined) params.set('area', 'map');
  if (criteria.personality) params.set('personality', criteria.personality);
  if (criteria.quizCompleted) params.set('quiz', 'completed');
  return params;
}

/**
 * True when the search ran with the linked radius (25 000 m) because the URL gave none: the
 * radius select then shows that radius, not the default for a fresh search.
 */
export function usesLinkedRadius(criteria: SearchCriteria): boolean {
  return canSearch(criteria) && criteria.radiusMiles === undefined;
}

/** True when any filter narrows the search (price, features, category, rating, open now). */
export function hasFilters(criteria: SearchCriteria): boolean {
  return (
    criteria.price.length > 0 ||
    criteria.features.length > 0 ||
    criteria.category !== '' ||
    criteria.minRating > 0 ||
    criteria.openNow
  );
}

/** A search can run with a typed location, or coordinates (from the quiz). */
export function canSearch(criteria: SearchCriteria): boolean {
  return (
    criteria.location.trim() !== '' ||
    (criteria.latitude !== undefined && criteria.longitude !== undefined)
  );
}

/** The API query of a search: limit 20, radius in metres, undefined filters skipped. */
export function toSearchQuery(criteria: SearchCriteria): URLSearchParams {
  const query = new URLSearchParams();
  const location = criteria.location.trim();
  if (location) query.set('location', location);
  if (carriesPosition(criteria)) {
    query.set('latitude', String(criteria.latitude));
    query.set('longitude', String(criteria.longitude));
  }
  query.set('term', 'pizza');
  query.set('limit', String(SEARCH_LIMIT));
  query.set('sort_by', criteria.sortBy);
  query.set(
    'radius',
    String(
      criteria.radiusMiles === undefined
        ? LINKED_SEARCH_RADIUS_METRES
        : Math.min(milesToMetres(criteria.radiusMiles), MAX_SEARCH_RADIUS_METRES),
    ),
  );
  if (criteria.price.length) query.set('price', criteria.price.join(','));
  if (criteria.category) query.set('category', criteria.category);
  if (criteria.minRating) query.set('minRating', String(criteria.minRating));
  if (criteria.features.length) query.set('features', criteria.features.join(','));
  if (criteria.openNow) query.set('open_now', 'true');
  return query;
}
