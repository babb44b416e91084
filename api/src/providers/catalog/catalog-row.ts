import type { Restaurant } from '@pizza-atlas/contracts';
import { openStatusAt, timeZoneAt } from './opening-hours';

/** A catalog_restaurants row as the search and detail queries select it. */
export interface CatalogRow {
  id: string;
  name: string;
  image_url: string | null;
  photos: string[];
  url: string | null;
  website: string | null;
  rating: string | number;
  review_count: number;
  price: string | null;
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
  transactions: Restaurant['transactions'];
  features: string[];
  hours: Restaurant['hours'][number]['open'];
  attribution: string;
  license: string | null;
  is_sample: boolean;
  distance?: number | null;
}

/** The provider restaurant shape of the spec, from a catalog row. */
export function toRestaurant(row: CatalogRow, now: Date): Restaurant {
  const cityLine = [row.city, [row.state, row.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const openStatus = openStatusAt(
    row.hours,
    timeZoneAt(row.latitude, row.longitude, row.state),
    now,
    row.is_closed,
  );
  return {
    id: row.id,
    provider: 'catalog',
    name: row.name,
    image_url: row.image_url,
    photos: row.photos,
    url: row.url ?? row.website,
    rating: Number(row.rating),
    review_count: row.review_count,
    price: row.price,
    categories: row.categories,
    location: {
      address1: row.address1,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      country: row.country,
      display_address: [row.address1, cityLine].filter(Boolean),
    },
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    phone: row.phone,
    display_phone: row.display_phone,
    is_closed: row.is_closed,
    transactions: row.transactions,
    features: row.features,
    ...(row.distance == null ? {} : { distance: Math.round(row.distance * 10) / 10 }),
    hours:
      row.hours.length > 0 ? [{ open: row.hours, is_open_now: openStatus.state === 'open' }] : [],
    open_status: openStatus,
    attribution: {
      provider: 'catalog',
      name: row.attribution,
      url: row.url,
      license: row.license,
      is_sample: row.is_sample,
    },
  };
}
