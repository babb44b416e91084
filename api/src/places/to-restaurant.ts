import type { Restaurant } from '@pizza-atlas/contracts';
import { openStatusAt, timeZoneAt } from '../providers/catalog/opening-hours';
import { textFactsOf, type SourceTextField } from './source-text-facts';
import type { FoundPlace } from './read-places';

/**
 * The one mapping of a place to the Restaurant contract (the provider shape of the spec),
 * as it is at `now`: search, details, featured places and the sample's checks use it.
 */
export function toRestaurant(row: FoundPlace, now: Date): Restaurant {
  // The contract must carry every text fact: this fails to compile when it does not.
  const facts: Pick<Restaurant, SourceTextField> = textFactsOf(row);
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
    rating: row.rating,
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
    ...facts,
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
