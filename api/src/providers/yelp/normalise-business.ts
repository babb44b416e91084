import { FEATURE_FILTERS, type FeatureKey } from '@pizza-atlas/contracts';
import { isLateNightHours } from '../../hours/weekly-hours';
import {
  PRICES,
  TRANSACTIONS,
  type Price,
  type ProvidedPlace,
  type Transaction,
} from '../../places/place';
import { textFactsOf } from '../../places/source-text-facts';
import { yelpHoursToOsm } from './normalise-hours';
import { YELP_CREDIT } from './yelp-credit';
import type { YelpBusiness } from './yelp-schemas';

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
 * A Yelp business as place facts, mapped to the Restaurant contract by the places' one
 * mapping (places/to-restaurant.ts) like every other source: its hours in OSM syntax, its
 * listing (with Yelp's utm_* tags) as the place's url and the credit Yelp's terms ask for.
 * Our id is Yelp's id. Undefined when Yelp gave no coordinates, since every restaurant we
 * show has a map position.
 */
export function normaliseBusiness(business: YelpBusiness): ProvidedPlace | undefined {
  const latitude = business.coordinates?.latitude;
  const longitude = business.coordinates?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;

  const imageUrl = business.image_url?.trim() || null;
  const photos = (business.photos ?? []).filter((photo) => photo.trim() !== '');
  const transactions = (business.transactions ?? [])
    .map((t) => t.toLowerCase())
    .filter((t): t is Transaction => (TRANSACTIONS as readonly string[]).includes(t));
  const categories = business.categories ?? [];
  const price = business.price?.trim();
  const location = business.location;
  const state = location?.state ?? '';
  const openingHours = yelpHoursToOsm(business.hours ?? business.business_hours);
  const displayAddress = location?.display_address?.filter((line) => line.trim() !== '');

  const place: ProvidedPlace = {
    provider: 'yelp',
    id: business.id,
    is_sample: false,
    name: business.name,
    image_url: imageUrl,
    photos: photos.length > 0 ? photos : imageUrl ? [imageUrl] : [],
    url: business.url || null,
    website: null,
    rating: Math.min(5, Math.max(0, business.rating ?? 0)),
    review_count: Math.max(0, Math.round(business.review_count ?? 0)),
    price: PRICES.includes(price as Price) ? (price as Price) : null,
    categories,
    address1: location?.address1 ?? '',
    city: location?.city ?? '',
    state,
    zip_code: location?.zip_code ?? '',
    country: location?.country ?? '',
    latitude,
    longitude,
    phone: business.phone ?? '',
    display_phone: business.display_phone ?? '',
    // Yelp's is_closed means permanently closed, as ours does; not "closed right now".
    is_closed: business.is_closed ?? false,
    transactions,
    features: deriveFeatures(
      transactions,
      categories,
      business.attributes,
      isLateNightHours(openingHours, state),
    ),
    opening_hours: openingHours,
    // Yelp's display terms: credit Yelp, and link back to the business page (the url above).
    attribution: YELP_CREDIT.label,
    license: null,
    // Yelp states no text fact of ours (a brand, ...).
    ...textFactsOf({}),
    ...(displayAddress && displayAddress.length > 0 ? { display_address: displayAddress } : {}),
    ...(typeof business.distance === 'number' ? { distance: business.distance } : {}),
  };
  return place;
}

function deriveFeatures(
  transactions: Transaction[],
  categories: { alias: string }[],
  attributes: Record<string, unknown> | null | undefined,
  lateNight: boolean,
): FeatureKey[] {
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
