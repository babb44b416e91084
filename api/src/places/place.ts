import type { FeatureKey, PhotoSizes, ProviderName } from '@pizza-atlas/contracts';
import {
  SOURCE_TEXT_FIELDS,
  type SourceTextFacts,
  type SourceTextField,
} from './source-text-facts';

/** Where a place came from; (source, source_id) is its key there. */
export type PlaceSource = 'sample' | 'osm' | 'overture' | 'csv' | 'submission';
export type Price = '$' | '$$' | '$$$' | '$$$$';
export type Transaction = 'delivery' | 'pickup' | 'restaurant_reservation';

/**
 * What any source states about a place, stored or read live: the one shape `toRestaurant`
 * maps to the Restaurant contract. A stored place is a PlaceRow; a Yelp business is read
 * into this shape too (providers/yelp), so a new field is added here once for every source.
 */
export interface PlaceFacts extends SourceTextFacts {
  id: string;
  is_sample: boolean;
  name: string;
  image_url: string | null;
  photos: string[];
  /** The listing at its source (the OSM object page, the Yelp business page). */
  url: string | null;
  /** The restaurant's own site. */
  website: string | null;
  rating: number;
  review_count: number;
  price: Price | null;
  categories: { alias: string; title: string }[];
  address1: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  display_phone: string;
  is_closed: boolean;
  transactions: Transaction[];
  features: FeatureKey[];
  /** OSM opening_hours text, the stored form of every source's hours (decision 0031); null: unknown. */
  opening_hours: string | null;
  /** The credit the source asks for ('OpenStreetMap contributors', 'Yelp'). */
  attribution: string;
  license: string | null;
}

/** Another source that describes the same place (migration 0019): credited beside the first. */
export interface PlaceCredit {
  source: PlaceSource;
  source_id: string;
  attribution: string;
  license: string | null;
  url: string | null;
}

/** A row of `catalog_restaurants`: the one shape every writer writes and every read returns. */
export interface PlaceRow extends PlaceFacts {
  source: PlaceSource;
  source_id: string;
  /** When its source stopped listing it (the page answers 410); null while listed. */
  removed_at: Date | null;
  /** Other sources merged into this place, credited with it. */
  also_from: PlaceCredit[];
  /**
   * Its point was never placed on a street map (a visitor's place at a ZIP or city centre,
   * or pinned on a blank map): directions go to its address (decision 0034). Absent: false.
   */
  point_approximate?: boolean;
  /** Its visitor photos' sizes and variants by URL, written as they are made (decision 0046). */
  photo_sizes: Record<string, PhotoSizes>;
  /** The NYC borough it is in, from its ZIP (migration 0034): its label; null elsewhere. */
  neighbourhood?: string | null;
  /**
   * The neighbourhood its source names (OSM `addr:neighbourhood` or `addr:suburb`, a CSV
   * column; migration 0036), null when it names none or only its city. Labels it beside its
   * city, and a search for that name ranks it first (decision 0055).
   */
  source_neighbourhood?: string | null;
  /**
   * The owner's words about the place (decision 0089), null when they gave none: only an
   * owner of an approved claim describes a place. Read, never written by writePlaces.
   */
  description?: string | null;
  /** When the owner of an approved claim last changed the listing; null when never. */
  owner_updated_at?: Date | null;
}

/**
 * A place a live provider read (never stored: Yelp's terms), with what only such a place
 * has: the provider that answers for it, its address lines as the provider writes them,
 * and its distance from the search point.
 */
export interface ProvidedPlace extends PlaceFacts {
  provider: Exclude<ProviderName, 'catalog'>;
  display_address?: string[];
  distance?: number;
}

/**
 * A place to write. The id is set by the sample generator, so sample ids stay stable
 * across machines, and generated otherwise; a text fact left out is stored as null.
 */
export type NewPlace = Omit<
  PlaceRow,
  'id' | 'removed_at' | 'also_from' | 'photo_sizes' | 'point_approximate' | SourceTextField
> & {
  id?: string;
} & Partial<SourceTextFacts>;

// prettier-ignore
/** The columns a writer writes (id only when the caller sets it), and a read returns with id. */
export const PLACE_COLUMNS = [
  'source', 'source_id', 'is_sample', 'name', 'image_url', 'photos', 'url', 'website',
  'rating', 'review_count', 'price', 'categories', 'address1', 'city', 'state', 'zip_code',
  'country', 'latitude', 'longitude', 'phone', 'display_phone', 'is_closed', 'transactions',
  'features', 'opening_hours', 'attribution', 'license', 'source_neighbourhood',
  ...SOURCE_TEXT_FIELDS,
] as const satisfies readonly (keyof NewPlace)[];

/** Columns a read returns beside id and PLACE_COLUMNS: kept by the refresh, not written by writePlaces. */
export const STORED_ONLY_COLUMNS = [
  'removed_at',
  'also_from',
  'point_approximate',
  'photo_sizes',
  'neighbourhood',
] as const satisfies readonly (keyof PlaceRow)[];

export const PRICES: readonly Price[] = ['$', '$$', '$$$', '$$$$'];
export const TRANSACTIONS: readonly Transaction[] = [
  'delivery',
  'pickup',
  'restaurant_reservation',
];
