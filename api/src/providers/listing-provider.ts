import type { ApiErrorCode, ProviderName, Restaurant, Review } from '@pizza-atlas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors';
import type { PlaceQuery } from '../places/read-places';

/**
 * A search, with the location already resolved to coordinates: the places' query, and the
 * visitor's words for providers that geocode text themselves.
 */
export interface ProviderSearch extends PlaceQuery {
  /** The location text the visitor typed. */
  locationText?: string;
  /** The state's name, for a whole-state search. */
  stateName?: string;
}

export interface ProviderSearchResult {
  restaurants: Restaurant[];
  total: number;
  /** More than `total` places match: the provider stopped counting there (decision 0061). */
  totalCapped?: boolean;
  /** Open now was checked on only this many places, and `total` counts the open ones (decision 0072). */
  openNowChecked?: number;
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
