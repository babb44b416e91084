// How deep a search may page, and what a search within a radius ranks (no zod here, so the
// browser can read these without the schemas).

/** The deepest offset a search may ask for. */
export const SEARCH_MAX_OFFSET = 1000;
/** The largest page a search may ask for. */
export const SEARCH_MAX_LIMIT = 50;
/**
 * A search within a radius ranked by anything but distance ranks at most this many of its
 * matches, the nearest (decision 0068): every row a visitor can page to.
 */
export const SEARCH_RANKED_NEAREST = SEARCH_MAX_OFFSET + SEARCH_MAX_LIMIT;

/** Metres a search reaches when it names none: the directory's own search of a location (spec). */
export const SEARCH_DEFAULT_RADIUS = 25_000;
