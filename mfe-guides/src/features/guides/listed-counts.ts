import { countOf, PLACES, type NounForms } from '@pizza-atlas/ui/words';

const PIZZA_PLACES: NounForms = { one: 'pizza place', other: 'pizza places' };
const SAMPLE_LISTINGS: NounForms = { one: 'sample listing', other: 'sample listings' };

/**
 * What a city lists, as every guide counts it: the catalog's places (the figure its place
 * list and its state's total count), then its sample listings, never added to them.
 * '46 pizza places and 1 sample listing'; '' when it lists nothing.
 */
export function listedCounts(
  placeCount: number,
  listingCount: number,
  places: 'pizza places' | 'places' = 'places',
): string {
  return [
    placeCount > 0 && countOf(placeCount, places === 'places' ? PLACES : PIZZA_PLACES),
    listingCount > 0 && countOf(listingCount, SAMPLE_LISTINGS),
  ]
    .filter(Boolean)
    .join(' and ');
}
