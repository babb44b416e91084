import { PROVIDER_NAMES, type ProviderName } from '@pizza-atlas/contracts';

/**
 * The page of a restaurant. Catalog places (the default provider) keep the plain
 * /restaurant/{id}; other providers add ?provider= so the page knows where to look.
 */
export function restaurantPath(restaurant: { id: string; provider: ProviderName }): string {
  const base = `/restaurant/${encodeURIComponent(restaurant.id)}`;
  return restaurant.provider === 'catalog' ? base : `${base}?provider=${restaurant.provider}`;
}

/** The provider named in the page's query, or the catalog when absent or unknown. */
export function readProvider(value: string | null): ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value ?? '')
    ? (value as ProviderName)
    : 'catalog';
}
