import type { Restaurant } from '@pizza-atlas/contracts';

/** The restaurant page of a place: catalog places plain, others with ?provider= (as discovery reads it). */
export function restaurantPath(place: Pick<Restaurant, 'id' | 'provider'>): string {
  const base = `/restaurant/${encodeURIComponent(place.id)}`;
  return place.provider === 'catalog' ? base : `${base}?provider=${place.provider}`;
}
