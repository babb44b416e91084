import type { SearchContext } from '@pizza-atlas/platform';

export interface BackTarget {
  href: string;
  label: string;
}

/** Spec section 2: these five states go by their full names; any other code lowercased. */
const STATE_SLUGS: Record<string, string> = {
  ca: 'california',
  ny: 'new-york',
  tx: 'texas',
  fl: 'florida',
  wa: 'washington',
};

/** 'San Francisco, CA' → '/states/california/san-francisco'; undefined when not 'City, ST'. */
export function cityGuidePath(location: string): string | undefined {
  const match = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(location);
  if (!match) return undefined;
  const [, city, code] = match;
  const state = STATE_SLUGS[code.toLowerCase()] ?? code.toLowerCase();
  return `/states/${state}/${city.toLowerCase().replace(/\s+/g, '-')}`;
}

/**
 * Where the restaurant page's Back button leads, from the saved search context. A page
 * opened from a city guide or Pizza Intelligence returns there (to Pizza Intelligence's
 * location, analysis and tab); a saved location returns
 * to its results (to the exact last directory query when it is for that location).
 */
export function backTarget(
  context: SearchContext | null,
  lastDirectorySearch: string | null = null,
): BackTarget {
  const location = context?.location?.trim();
  if (context?.source === 'city' && location) {
    const path = cityGuidePath(location);
    if (path) return { href: path, label: 'Back to City Guide' };
  }
  if (context?.source === 'pizza-intelligence') {
    return {
      href: `/pizza-intelligence${context.search ?? ''}`,
      label: 'Back to Pizza Intelligence',
    };
  }
  if (context?.source === 'home') return { href: '/', label: 'Back to Home' };
  if (location) {
    const last = new URLSearchParams(lastDirectorySearch ?? '');
    const href =
      context?.source === 'directory' && last.get('location')?.trim() === location
        ? `/directory?${last.toString()}`
        : `/directory?location=${encodeURIComponent(location)}`;
    return { href, label: 'Back to Search Results' };
  }
  if (context?.source === 'directory' && lastDirectorySearch) {
    // A search around quiz coordinates has no location text; go back to it all the same.
    return {
      href: `/directory?${new URLSearchParams(lastDirectorySearch).toString()}`,
      label: 'Back to Directory',
    };
  }
  return { href: '/directory', label: 'Back to Directory' };
}
