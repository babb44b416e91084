import type { FeatureKey } from '@pizza-atlas/contracts';

export type CatalogSource = 'sample' | 'osm' | 'csv';
export type Price = '$' | '$$' | '$$$' | '$$$$';
export type Transaction = 'delivery' | 'pickup' | 'restaurant_reservation';

/** One weekly opening interval; day 0 is Sunday; an end not after the start is the next day. */
export interface OpenInterval {
  day: number;
  start: string;
  end: string;
  is_overnight: boolean;
}

/** A row of catalog_restaurants as written by the sample seed and the importer. */
export interface CatalogPlace {
  /** Set by the sample generator so sample ids stay stable across machines; else generated. */
  id?: string;
  source: CatalogSource;
  source_id: string;
  is_sample: boolean;
  name: string;
  image_url: string | null;
  photos: string[];
  url: string | null;
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
  hours: OpenInterval[];
  attribution: string;
  license: string | null;
}

/** A row of catalog_reviews. */
export interface CatalogReview {
  id: string;
  restaurant_id: string;
  author_name: string;
  rating: number;
  text: string;
  created_at: Date;
}

export const PRICES: readonly Price[] = ['$', '$$', '$$$', '$$$$'];
export const TRANSACTIONS: readonly Transaction[] = [
  'delivery',
  'pickup',
  'restaurant_reservation',
];
