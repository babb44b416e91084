import type { FeatureKey } from '@pizza-atlas/contracts';
import type { NewPlace, Price, Transaction } from '../../places/place';
import { toCategories, type CatalogCategoryAlias } from '../catalog-categories';
import type { Random } from './create-random';
import { isLateNight } from '../is-late-night';
import { generateHours } from './generate-hours';
import { generatePlaceName, type PizzaStyle } from './generate-place-name';
import { STREET_NAMES, STREET_TYPES } from './name-words';
import { SAMPLE_PHOTO_URLS } from './sample-photos';
import { sampleUuid } from './sample-uuid';
import { STATE_AREA_CODES } from './state-area-codes';

export const SAMPLE_ATTRIBUTION = 'Pizza Atlas sample catalog (fictional places)';

/** Where a sample place stands: a real city, and a spot near one of its real ZIP centres. */
export interface SamplePlaceSite {
  sourceId: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  zip: string;
}

const STYLE_CATEGORIES: Record<PizzaStyle, [CatalogCategoryAlias, number][]> = {
  classic: [['italian', 0.6]],
  neapolitan: [
    ['neapolitan', 1],
    ['woodfired', 0.6],
  ],
  sicilian: [
    ['sicilian', 1],
    ['italian', 0.3],
  ],
  deepdish: [['deepdish', 1]],
  woodfired: [
    ['woodfired', 1],
    ['artisan', 0.3],
  ],
  artisan: [
    ['artisan', 1],
    ['woodfired', 0.3],
  ],
};

const STYLE_PRICES: Record<PizzaStyle, [Price, number][]> = {
  classic: [
    ['$', 35],
    ['$$', 55],
    ['$$$', 10],
  ],
  neapolitan: [
    ['$$', 55],
    ['$$$', 40],
    ['$$$$', 5],
  ],
  sicilian: [
    ['$', 25],
    ['$$', 60],
    ['$$$', 15],
  ],
  deepdish: [
    ['$$', 70],
    ['$$$', 30],
  ],
  woodfired: [
    ['$$', 55],
    ['$$$', 40],
    ['$$$$', 5],
  ],
  artisan: [
    ['$$', 40],
    ['$$$', 45],
    ['$$$$', 15],
  ],
};

const RATINGS: [number, number][] = [
  [2.5, 3],
  [3, 7],
  [3.5, 20],
  [4, 32],
  [4.5, 28],
  [5, 10],
];

function pickStyle(random: Random, state: string): PizzaStyle {
  // Deep dish is Chicago's own; elsewhere it is a rarity.
  const deepDish = state === 'IL' ? 30 : 5;
  return random.weighted<PizzaStyle>([
    ['classic', 38],
    ['neapolitan', 14],
    ['sicilian', 10],
    ['deepdish', deepDish],
    ['woodfired', 14],
    ['artisan', 17],
  ]);
}

function pickTransactions(random: Random, style: PizzaStyle, price: Price): Transaction[] {
  const transactions: Transaction[] = [];
  if (random.chance(style === 'classic' ? 0.75 : 0.45)) transactions.push('delivery');
  if (random.chance(0.92)) transactions.push('pickup');
  const reservations = price === '$' ? 0 : price === '$$' ? 0.2 : 0.6;
  if (random.chance(reservations)) transactions.push('restaurant_reservation');
  return transactions;
}

function pickFeatures(
  random: Random,
  facts: { transactions: Transaction[]; aliases: string[]; price: Price; lateNight: boolean },
): FeatureKey[] {
  const features: FeatureKey[] = [];
  const add = (key: FeatureKey, yes: boolean) => yes && features.push(key);
  add('delivery', facts.transactions.includes('delivery'));
  add('takeout', facts.transactions.includes('pickup'));
  add('outdoor_seating', random.chance(0.4));
  add('wheelchair_accessible', random.chance(0.8));
  add('good_for_groups', random.chance(facts.price === '$' ? 0.45 : 0.65));
  add('good_for_kids', random.chance(facts.price === '$$$$' ? 0.2 : 0.65));
  add('late_night', facts.lateNight);
  const vegan = facts.aliases.includes('vegan') || random.chance(0.25);
  add('vegetarian', vegan || random.chance(0.7));
  add('vegan', vegan);
  add('gluten_free', facts.aliases.includes('glutenfree') || random.chance(0.35));
  return features;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function streetAddress(random: Random): string {
  const street = random.chance(0.25)
    ? `${ordinal(random.int(1, 40))} ${random.pick(['St', 'Ave'])}`
    : `${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`;
  const suite = random.chance(0.15) ? ` Ste ${random.int(1, 3)}0${random.int(1, 9)}` : '';
  return `${random.int(10, 9899)} ${street}${suite}`;
}

/** One fictional pizza place with every field the UI shows. */
export function generatePlace(
  site: SamplePlaceSite,
  random: Random,
  takenNames: Set<string>,
): NewPlace {
  const style = pickStyle(random, site.state);
  const aliases: string[] = ['pizza'];
  for (const [alias, probability] of STYLE_CATEGORIES[style])
    if (random.chance(probability)) aliases.push(alias);
  if (random.chance(0.12)) aliases.push('glutenfree');
  if (random.chance(0.08)) aliases.push('vegan');
  const price = random.weighted(STYLE_PRICES[style]);
  const transactions = pickTransactions(random, style, price);
  const hours = generateHours(random);
  const reviewCount = Math.max(3, Math.min(2500, Math.round(Math.exp(4.3 + random.normal()))));
  let rating = random.weighted(RATINGS);
  // A perfect five rarely survives hundreds of reviews.
  if (rating === 5 && reviewCount > 300) rating = 4.5;
  const image = random.pick(SAMPLE_PHOTO_URLS);
  const extraPhotos = random.sample(
    SAMPLE_PHOTO_URLS.filter((url) => url !== image),
    random.int(0, 2),
  );
  const areaCode = STATE_AREA_CODES[site.state] ?? '555';
  const line = `01${String(random.int(0, 99)).padStart(2, '0')}`;
  return {
    id: sampleUuid(site.sourceId),
    source: 'sample',
    source_id: site.sourceId,
    is_sample: true,
    name: generatePlaceName(random, style, takenNames),
    image_url: image,
    photos: [image, ...extraPhotos],
    url: null,
    website: null,
    rating,
    review_count: reviewCount,
    price,
    categories: toCategories(aliases),
    address1: streetAddress(random),
    city: site.city,
    state: site.state,
    zip_code: site.zip,
    country: 'US',
    latitude: site.latitude,
    longitude: site.longitude,
    phone: `+1${areaCode}555${line}`,
    display_phone: `(${areaCode}) 555-${line}`,
    is_closed: false,
    transactions,
    features: pickFeatures(random, { transactions, aliases, price, lateNight: isLateNight(hours) }),
    hours,
    attribution: SAMPLE_ATTRIBUTION,
    license: null,
  };
}
