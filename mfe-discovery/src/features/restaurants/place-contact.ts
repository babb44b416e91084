import type { Restaurant } from '@pizza-atlas/contracts';

/**
 * The phone to show, or null: a place whose number did not read as a US one (an import's
 * "not available") has an empty `phone`, and a tel: link without a number calls no one.
 */
export function shownPhone(
  restaurant: Pick<Restaurant, 'phone' | 'display_phone'>,
): { tel: string; text: string } | null {
  if (!restaurant.phone || !restaurant.display_phone) return null;
  return { tel: `tel:${restaurant.phone}`, text: restaurant.display_phone };
}

/** The place's own website, with its host name to show, or null when it has no http(s) one. */
export function shownWebsite(
  restaurant: Pick<Restaurant, 'website'>,
): { href: string; host: string } | null {
  if (!restaurant.website) return null;
  try {
    const url = new URL(restaurant.website);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { href: url.href, host: url.hostname.replace(/^www\./, '') };
  } catch {
    return null;
  }
}
