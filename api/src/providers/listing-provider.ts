import type { ProviderName, Restaurant, Review } from '@pizza-atlas/contracts';

/** A search, with the location already resolved to coordinates. */
export interface ProviderSearch {
  latitude: number;
  longitude: number;
  /** The location text the visitor typed, for providers that geocode themselves. */
  locationText?: string;
  term: string;
  limit: number;
  offset: number;
  sortBy: 'best_match' | 'rating' | 'review_count' | 'distance';
  /** Price levels 1..4. */
  price: number[];
  /** A category filter such as 'pizza,neapolitan', or undefined for all. */
  category?: string;
  minRating?: number;
  /** Metres, at most 40,000; ignored for a state search. */
  radius: number;
  /** A whole-state search: places anywhere in this state (two-letter code), ranked from the centre. */
  state?: string;
  /** The state's name, for providers that geocode text themselves. */
  stateName?: string;
  features: string[];
  openNow: boolean;
}

export interface ProviderSearchResult {
  restaurants: Restaurant[];
  total: number;
}

/** How the site credits an outside listing provider (its display terms). */
export interface ProviderCredit {
  label: string;
  url: string;
}

/** One interface for every listing source: the built-in catalog and Yelp. */
export interface ListingProvider {
  readonly name: ProviderName;
  /** An outside provider's credit; the built-in catalog has none (each row carries its own). */
  readonly credit?: ProviderCredit;
  search(query: ProviderSearch): Promise<ProviderSearchResult>;
  /** undefined when the provider has no such restaurant. */
  details(id: string): Promise<Restaurant | undefined>;
  reviews(id: string): Promise<{ reviews: Review[]; total: number } | undefined>;
}

/** A provider failure the UI can show; mapped to 502/503/429 by the routes. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'rate_limited' | 'unavailable' | 'bad_request' | 'timeout',
    message: string,
    /** Seconds until a retry can work, for rate limits. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
