/**
 * Caching of a page's HTML by others. Pages hold no per-visitor data (the shell fetches
 * that after it loads), so shared caches (a CDN) may keep one for `sharedSeconds`.
 * Browsers revalidate on every visit (the ETag sendAnswer sets): a published, rolled-back
 * or toggled remote shows on the next load, at the cost of a 304 round trip.
 */
export function pageCacheControl(sharedSeconds: number): string {
  return sharedSeconds > 0 ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'no-cache';
}
