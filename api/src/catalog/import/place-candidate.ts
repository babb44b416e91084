import type { SourceTextFacts } from '../../places/source-text-facts';

/**
 * A place as read from an import file, before validation: text as found, numbers
 * possibly NaN, lists of whatever aliases or keys the file named.
 */
export interface PlaceCandidate {
  /** Where the row is in its file, for skip messages: 'line 7', 'node/123'. */
  ref: string;
  source: 'osm' | 'overture' | 'csv';
  /** Stable id at the source; null to derive one from name and coordinates. */
  sourceId: string | null;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  website: string;
  /** The listing at its source (the OSM object page). */
  url: string | null;
  imageUrl: string;
  price: string;
  rating: string;
  reviewCount: string;
  categories: string[];
  features: string[];
  transactions: string[];
  /** The OSM opening_hours value as the source gives it (trimmed), or null. */
  openingHours: string | null;
  attribution: string;
  license: string | null;
  /**
   * The neighbourhood the source itself names for the place (OSM `addr:neighbourhood`, else
   * `addr:suburb`; a CSV `neighbourhood` column), as found; absent when it names none.
   */
  neighbourhood?: string;
  /** Facts kept as the source states them (the OSM tag or CSV column of each name). */
  facts: SourceTextFacts;
}

/** A row that cannot be imported, and why. */
export interface SkippedRow {
  ref: string;
  reason: string;
  /** The offending value, when showing it helps ("'ON'"). */
  detail?: string;
}
