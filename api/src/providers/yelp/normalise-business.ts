import {
  FEATURE_FILTERS,
  type Attribution,
  type FeatureKey,
  type Restaurant,
} from '@pizza-atlas/contracts';
import { weeklyIntervalsToOsm } from '../../hours/to-osm';
import { isLateNightHours } from '../../hours/weekly-hours';
import { normaliseHours } from './normalise-hours';
import { YELP_CREDIT } from './yelp-credit';
import type { YelpBusiness } from './yelp-schemas';

const TRANSACTIONS = new Set(['delivery', 'pickup', 'restaurant_reservation']);
type Transaction = Restaurant['transactions'][number];

// Features are only claimed where Yelp gives data: transactions, category aliases,
// and the attributes Yelp includes (the public ones, plus premium ones on such plans).
const FROM_TRANSACTION = new Map<string, FeatureKey>([
  ['delivery', 'delivery'],
  ['pickup', 'takeout'],
]);
const FROM_CATEGORY = new Map<string, FeatureKey[]>([
  ['vegan', ['vegan', 'vegetarian']],
  ['vegetarian', ['vegetarian']],
  ['gluten_free', ['gluten_free']],
]);
const FROM_ATTRIBUTE = new Map<string, FeatureKey>([
  ['wheelchair_accessible', 'wheelchair_accessible'],
  ['restaurants_delivery', 'delivery'],
  ['restaurants_takeout', 'takeout'],
  ['outdoor_seating', 'outdoor_seating'],
]);

/**
 * A Yelp business in our Restaurant shape; our id is Yelp's id. Undefined when Yelp
 * gave no coordinates, since every restaurant we show has a map position.
 */
export function normaliseBusiness(business: YelpBusiness): Restaurant | undefined {
  const latitude = business.coordinates?.latitude;
  const longitude = business.coordinates?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;

  const imageUrl = business.image_url?.trim() || null;
  const photos = (business.photos ?? []).filter((photo) => photo.trim() !== '');
  const transactions = (business.transactions ?? [])
    .map((t) => t.toLowerCase())
    .filter((t): t is Transaction => TRANSACTIONS.has(t));
  const categories = business.categories ?? [];
  const hours = normaliseHours(business.hours ?? business.business_hours);

  const restaurant: Restaurant = {
    id: business.id,
    provider: 'yelp',
    name: business.name,
    image_url: imageUrl,
    photos: photos.length > 0 ? photos : imageUrl ? [imageUrl] : [],
    url: business.url || null,
    rating: Math.min(5, Math.max(0, business.rating ?? 0)),
    review_count: Math.max(0, Math.round(business.review_count ?? 0)),
    price: business.price?.trim() || null,
    categories,
    location: normaliseLocation(business.location),
    coordinates: { latitude, longitude },
    phone: business.phone ?? '',
    display_phone: business.display_phone ?? '',
    // Yelp's is_closed means permanently closed, as ours does; not "closed right now".
    is_closed: business.is_closed ?? false,
    transactions,
    features: deriveFeatures(
      transactions,
      categories,
      business.attributes,
      isLateNightHours(
        weeklyIntervalsToOsm(hours.flatMap((block) => block.open)),
        business.location?.state ?? '',
      ),
    ),
    hours,
    attribution: yelpAttribution(business.url || null),
  };
  if (typeof business.distance === 'number') restaurant.distance = business.distance;
  return restaurant;
}

/** Yelp's display terms: credit Yelp and link back to the business page (with its utm_* tags). */
export function yelpAttribution(url: string | null): Attribution {
  return { provider: 'yelp', name: YELP_CREDIT.label, url, license: null, is_sample: false };
}

function normaliseLocation(location: YelpBusiness['location']): Restaurant['location'] {
  const address1 = location?.address1 ?? '';
  const city = location?.city ?? '';
  const state = location?.state ?? '';
  const zipCode = location?.zip_code ?? '';
  const fallback = [address1, [city, `${state} ${zipCode}`.trim()].filter(Boolean).join(', ')];
  const display = location?.display_address?.filter((line) => line.trim() !== '');
  return {
    address1,
    city,
    state,
    zip_code: zipCode,
    country: location?.country ?? '',
    display_address: display && display.length > 0 ? display : fallback.filter(Boolean),
  };
}

function deriveFeatures(
  transactions: Transaction[],
  categories: { alias: string }[],
  attributes: Record<string, unknown> | null | undefined,
  lateNight: boolean,
): string[] {
  const found = new Set<FeatureKey>();
  const add = (feature: FeatureKey | undefined) => feature && found.add(feature);
  for (const t of transactions) add(FROM_TRANSACTION.get(t));
  for (const c of categories) for (const f of FROM_CATEGORY.get(c.alias) ?? []) add(f);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === true) add(FROM_ATTRIBUTE.get(name));
  }
  if (lateNight) found.add('late_night');
  // In the directory's own order, so the UI lists them consistently.
  return (Object.keys(FEATURE_FILTERS) as FeatureKey[]).filter((key) => found.has(key));
}
