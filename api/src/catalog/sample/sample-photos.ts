/** How many illustrations api/static/sample-photos holds (pizza-1.svg … pizza-N.svg). */
export const SAMPLE_PHOTO_COUNT = 10;

/** The served URLs of the sample illustrations. */
export const SAMPLE_PHOTO_URLS: readonly string[] = Array.from(
  { length: SAMPLE_PHOTO_COUNT },
  (_, index) => `/sample-photos/pizza-${index + 1}.svg`,
);
