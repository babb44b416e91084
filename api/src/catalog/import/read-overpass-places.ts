import { OSM_CREDIT } from '../../places/place-credits';
import type { CatalogCategoryAlias } from '../catalog-categories';
import { sourceTextFacts } from '../../places/source-text-facts';
import { dropMappedTwice } from './mapped-twice';
import { PIZZA_CUISINE } from './pizza-cuisine';
import type { PlaceCandidate, SkippedRow } from './place-candidate';
import { splitFullAddress } from './split-full-address';
import { tidyCase } from './tidy-case';

export const OSM_ATTRIBUTION = OSM_CREDIT;
export const OSM_LICENSE = 'ODbL-1.0';

interface OverpassElement {
  type?: unknown;
  id?: unknown;
  lat?: unknown;
  lon?: unknown;
  center?: { lat?: unknown; lon?: unknown };
  bounds?: { minlat?: unknown; minlon?: unknown; maxlat?: unknown; maxlon?: unknown };
  tags?: Record<string, unknown>;
}

export interface OverpassRead {
  candidates: PlaceCandidate[];
  skipped: SkippedRow[];
  /** Overpass reports timeouts and memory limits in a 200 answer with a remark. */
  remark?: string;
}

const isYes = (value: string) => value === 'yes' || value === 'only';

function coordinate(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
}

/**
 * A cuisine value as one token: OSM mappers write `deep_dish`, `deep dish`, `Deep-Dish`;
 * the wiki's convention is lower case with underscores.
 */
function cuisineList(text: string): string[] {
  return (
    text
      .toLowerCase()
      // OSM separates values with ';'; a comma is a common slip ("pizza,italian").
      .split(/[;,]/)
      .map((cuisine) => cuisine.trim().replace(/[\s-]+/g, '_'))
      .filter(Boolean)
  );
}

/**
 * Cuisine values (as cuisineList writes them) → the catalog's category aliases. The
 * values are those in use on OSM for pizza styles; anything else (`sandwich`, `burger`)
 * names no category of this directory and is dropped.
 */
const CUISINE_CATEGORIES: Record<string, CatalogCategoryAlias> = {
  pizza: 'pizza',
  italian: 'italian',
  italian_pizza: 'italian',
  neapolitan: 'neapolitan',
  neapolitan_pizza: 'neapolitan',
  sicilian: 'sicilian',
  sicilian_pizza: 'sicilian',
  deep_dish: 'deepdish',
  deep_dish_pizza: 'deepdish',
  deepdish: 'deepdish',
  chicago: 'deepdish',
  chicago_style: 'deepdish',
  chicago_style_pizza: 'deepdish',
  new_york: 'newyork',
  new_york_style: 'newyork',
  new_york_style_pizza: 'newyork',
  ny_style: 'newyork',
  detroit: 'detroit',
  detroit_style: 'detroit',
  detroit_style_pizza: 'detroit',
  wood_fired: 'woodfired',
  wood_fired_pizza: 'woodfired',
  woodfired: 'woodfired',
  artisan: 'artisan',
  artisan_pizza: 'artisan',
  gluten_free: 'glutenfree',
  vegan: 'vegan',
};

/** The catalog's categories for a cuisine list, pizza always first. */
export function cuisineCategories(cuisine: string): string[] {
  const aliases = cuisineList(cuisine).flatMap((value) => CUISINE_CATEGORIES[value] ?? []);
  return [...new Set(['pizza', ...aliases])];
}

/**
 * Where an element is: a node's own point, a way's or relation's `center` (`out center`),
 * or the middle of its `bounds` (`out bb` or `out geom` exports).
 */
function position(element: OverpassElement): { latitude: number; longitude: number } {
  const { bounds } = element;
  const middle = (low: unknown, high: unknown) => (coordinate(low) + coordinate(high)) / 2;
  return {
    latitude: coordinate(
      element.lat ?? element.center?.lat ?? (bounds ? middle(bounds.minlat, bounds.maxlat) : NaN),
    ),
    longitude: coordinate(
      element.lon ?? element.center?.lon ?? (bounds ? middle(bounds.minlon, bounds.maxlon) : NaN),
    ),
  };
}

function isPizzaPlace(tag: (key: string) => string): boolean {
  const amenity = tag('amenity');
  // As the Overpass query selects them (PIZZA_CUISINE): `neapolitan_pizza`, and a place
  // tagged only `deep_dish`, `chicago_style` or `neapolitan`, count.
  return (
    (amenity === 'restaurant' || amenity === 'fast_food') &&
    cuisineList(tag('cuisine')).some((cuisine) => PIZZA_CUISINE.test(cuisine))
  );
}

/**
 * The first web address of a `;` list, with https:// when the mapper left the scheme
 * out (`www.example.com`); any other scheme is kept so validation refuses it.
 */
export function websiteOf(text: string): string {
  const first = text.split(';')[0].trim();
  if (first === '') return '';
  return /^[a-z][a-z\d+.-]*:/i.test(first) && !/^[^/]+:\d/.test(first)
    ? first
    : `https://${first.replace(/^\/+/, '')}`;
}

/**
 * A unit or suite as shown after the street: a bare number or letter ("2", "130", "B",
 * "1200-B") in the given form, anything with words ("Unit 2", "Ste 130", "#2") as written.
 */
function unitText(value: string, bare: (value: string) => string): string {
  if (value === '') return '';
  return /^(\d[\w-]*|\p{L}|\p{L}-?\d+)$/u.test(value) ? bare(value) : value;
}

function toCandidate(element: OverpassElement, ref: string): PlaceCandidate {
  const tags = element.tags ?? {};
  const tag = (key: string) => (typeof tags[key] === 'string' ? (tags[key] as string).trim() : '');
  // A street written all in capitals or lower case ("W FULLERTON AVE") in title case.
  const street = [tag('addr:housenumber'), tidyCase(tag('addr:street'))].filter(Boolean).join(' ');
  // addr:full often repeats city, state and ZIP: only its street part is the address line.
  const full = street ? undefined : splitFullAddress(tag('addr:full'));
  const address = street || tidyCase(full?.street ?? '');
  // "Unit 2" or "#2" as mappers write it; a bare "2" reads as a unit number, a bare suite
  // ("130", "B") as "Suite 130", as the Add a Place form writes it.
  const units = [
    unitText(tag('addr:unit'), (unit) => `#${unit}`),
    unitText(tag('addr:suite'), (suite) => `Suite ${suite}`),
  ].filter(Boolean);
  const openingHours = tag('opening_hours') || null;
  const features: string[] = [];
  const transactions: string[] = [];
  if (isYes(tag('delivery'))) {
    transactions.push('delivery');
    features.push('delivery');
  }
  if (isYes(tag('takeaway'))) {
    transactions.push('pickup');
    features.push('takeout');
  }
  if (isYes(tag('reservation')) || tag('reservation') === 'recommended') {
    transactions.push('restaurant_reservation');
  }
  if (isYes(tag('outdoor_seating'))) features.push('outdoor_seating');
  if (tag('wheelchair') === 'yes') features.push('wheelchair_accessible');
  if (isYes(tag('diet:vegetarian'))) features.push('vegetarian');
  if (isYes(tag('diet:vegan'))) features.push('vegan');
  if (isYes(tag('diet:gluten_free'))) features.push('gluten_free');
  const categories = cuisineCategories(tag('cuisine'));
  if (tag('diet:vegan') === 'only') categories.push('vegan');
  if (tag('diet:gluten_free') === 'only') categories.push('glutenfree');
  return {
    ref,
    source: 'osm',
    sourceId: ref,
    // An element without a name is often a chain's branch with only its brand (a Domino's),
    // or named in English only.
    name: tag('name') || tag('name:en') || tag('brand'),
    address1: address && units.length > 0 ? [address, ...units].join(', ') : address,
    city: tag('addr:city') || (full?.city ?? ''),
    state: tag('addr:state') || (full?.state ?? ''),
    zip: tag('addr:postcode') || (full?.zip ?? ''),
    country: tag('addr:country'),
    // The place's own address names its area: never guessed from nearby points.
    neighbourhood: tag('addr:neighbourhood') || tag('addr:suburb'),
    ...position(element),
    // The first of a list: ';' as OSM has it, or ' / ' as some write it.
    phone: (tag('phone') || tag('contact:phone')).split(/;|\s\/\s/)[0].trim(),
    website: websiteOf(tag('website') || tag('contact:website')),
    url: `https://www.openstreetmap.org/${ref}`,
    imageUrl: '',
    price: '',
    rating: '',
    reviewCount: '',
    categories,
    features,
    transactions,
    openingHours,
    attribution: OSM_ATTRIBUTION,
    license: OSM_LICENSE,
    facts: sourceTextFacts(tag),
  };
}

/** Tags that say one thing together: an element stating any of a group keeps its own. */
const TAG_GROUPS = [
  ['phone', 'contact:phone'],
  ['website', 'contact:website'],
  ['addr:unit', 'addr:suite'],
  ['addr:neighbourhood', 'addr:suburb'],
];
/** The street address: a house number and street, or addr:full, taken whole. */
const ADDRESS_LINE = ['addr:housenumber', 'addr:street', 'addr:full'];

type Tags = Record<string, unknown>;

const stated = (tags: Tags, key: string) =>
  typeof tags[key] === 'string' && (tags[key] as string).trim() !== '';

const hasAddressLine = (tags: Tags) =>
  (stated(tags, 'addr:housenumber') && stated(tags, 'addr:street')) || stated(tags, 'addr:full');

/**
 * The tags of one place mapped twice, for the kept element: its own, and what it lacks
 * from the others (fullest first): a phone, hours, website, address parts, services, brand.
 * Where both state a value, the kept element's stands; cuisine lists are joined. A group
 * (`phone`/`contact:phone`, the street address) is taken whole or not at all, so a value is
 * never half one element's and half another's.
 */
function mergeTwinTags(kept: Tags, others: Tags[]): Tags {
  const merged: Tags = { ...kept };
  for (const other of others) {
    const grouped = new Set([...TAG_GROUPS.flat(), ...ADDRESS_LINE, 'cuisine']);
    for (const [key, value] of Object.entries(other)) {
      if (!grouped.has(key) && !stated(merged, key) && typeof value === 'string') {
        merged[key] = value;
      }
    }
    for (const group of TAG_GROUPS) {
      if (group.some((key) => stated(merged, key))) continue;
      for (const key of group) if (stated(other, key)) merged[key] = other[key];
    }
    if (!hasAddressLine(merged) && hasAddressLine(other)) {
      for (const key of ADDRESS_LINE) {
        if (stated(other, key)) merged[key] = other[key];
        else delete merged[key];
      }
    }
    if (stated(other, 'cuisine')) {
      const text = (tags: Tags) => (stated(tags, 'cuisine') ? String(tags.cuisine) : '');
      const values = [...text(merged).split(/[;,]/), ...text(other).split(/[;,]/)]
        .map((value) => value.trim())
        .filter(Boolean);
      const seen = new Set<string>();
      merged.cuisine = values
        .filter((value) => {
          const [token = value] = cuisineList(value);
          if (seen.has(token)) return false;
          seen.add(token);
          return true;
        })
        .join(';');
    }
  }
  return merged;
}

/**
 * The remark of an answer Overpass cut short: a runtime error (a timeout, out of memory)
 * reported inside a 200 answer. Such an answer is incomplete, and refreshing an area from
 * it would remove places that still exist.
 */
export function incompleteAnswerRemark(json: unknown): string | undefined {
  const remark = (json as { remark?: unknown } | null)?.remark;
  return typeof remark === 'string' && /runtime error/i.test(remark) ? remark : undefined;
}

/**
 * Pizza places from an Overpass API JSON answer: nodes carry lat/lon, ways and
 * relations a `center` (queried with `out center`). Elements that are not
 * restaurants or fast food serving pizza are skipped with a reason.
 */
export function readOverpassPlaces(json: unknown): OverpassRead {
  const elements = (json as { elements?: unknown })?.elements;
  if (!Array.isArray(elements)) {
    throw new Error('This is not an Overpass JSON export: it has no "elements" list.');
  }
  const read: OverpassRead = { candidates: [], skipped: [] };
  const elementOf = new Map<PlaceCandidate, OverpassElement>();
  const remark = (json as { remark?: unknown }).remark;
  if (typeof remark === 'string') read.remark = remark;
  elements.forEach((raw: unknown, index) => {
    const element = (raw ?? {}) as OverpassElement;
    const known = ['node', 'way', 'relation'].includes(element.type as string);
    const ref =
      known && element.id != null ? `${element.type}/${element.id}` : `element ${index + 1}`;
    const tags = element.tags ?? {};
    if (!known || typeof element.id !== 'number') {
      read.skipped.push({ ref, reason: 'not an OSM node, way or relation with an id' });
    } else if (Object.keys(tags).length === 0) {
      read.skipped.push({ ref, reason: 'untagged geometry, not a place' });
    } else if (!isPizzaPlace((key) => (typeof tags[key] === 'string' ? String(tags[key]) : ''))) {
      read.skipped.push({ ref, reason: 'not a restaurant or fast food place serving pizza' });
    } else {
      const candidate = toCandidate(element, ref);
      elementOf.set(candidate, element);
      read.candidates.push(candidate);
    }
  });
  // A place mapped twice is the kept element, completed from the others (same id, point).
  const { candidates, skipped } = dropMappedTwice(read.candidates, (kept, others) => {
    const element = elementOf.get(kept)!;
    const tags = mergeTwinTags(
      element.tags ?? {},
      others.map((other) => elementOf.get(other)!.tags ?? {}),
    );
    return toCandidate({ ...element, tags }, kept.ref);
  });
  return { ...read, candidates, skipped: [...read.skipped, ...skipped] };
}
