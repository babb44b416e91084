import type { ApiErrorCode, ProviderName, Restaurant, Review } from '@pizza-atlas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors';

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

type ProviderErrorKind =
  'unauthorized' | 'rate_limited' | 'unavailable' | 'bad_request' | 'timeout';

/** How a listing provider's failure reaches the visitor. */
const PROVIDER_STATUS: Record<ProviderErrorKind, [number, ApiErrorCode]> = {
  rate_limited: [429, 'RATE_LIMITED'],
  unauthorized: [502, 'PROVIDER_UNAUTHORIZED'],
  unavailable: [503, 'PROVIDER_UNAVAILABLE'],
  timeout: [503, 'PROVIDER_TIMEOUT'],
  bad_request: [400, 'BAD_REQUEST'],
};

/** A provider failure the UI can show: answered 502/503/429 (or 400) with its message. */
export class ProviderError extends HttpError {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** Seconds until a retry can work, for rate limits. */
    override readonly retryAfterSeconds?: number,
  ) {
    super(...PROVIDER_STATUS[kind], message);
    this.name = 'ProviderError';
  }

  override log(logger: FastifyBaseLogger): void {
    logger.warn({ kind: this.kind }, 'listing provider failed');
  }
}
