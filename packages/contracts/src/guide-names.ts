// The guides' weekdays and not-found texts, without zod: browser code imports them from here through the package's
// side-effect-free re-exports, so the schemas of guides.ts (and zod) stay out of its pages
// (docs/decisions/0051-no-zod-in-the-browser.md).

/** Weekdays in the order a listing's hours are shown, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const GUIDE_NOT_FOUND = {
  state: "The state you're looking for doesn't exist.",
  city: "The city you're looking for doesn't exist.",
  listing: "The restaurant you're looking for doesn't exist.",
} as const;

/**
 * Whether a city guide is a page for search engines: one that lists something. A city with
 * nothing listed is a real place but says only that, so its page is noindex and the sitemap
 * leaves it out (the same rule for both).
 */
export function isCityGuideIndexed(city: { placeCount: number; listingCount: number }): boolean {
  return city.placeCount + city.listingCount > 0;
}

/**
 * Whether a state guide is a page for search engines: one with a city guide that is. A state
 * where nothing is listed yet names its cities and says only that: noindex, and out of the
 * sitemap (the same rule for both).
 */
export function isStateGuideIndexed(
  cities: readonly { placeCount: number; listingCount: number }[],
): boolean {
  return cities.some(isCityGuideIndexed);
}
