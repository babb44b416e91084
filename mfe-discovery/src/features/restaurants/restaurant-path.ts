import { PROVIDER_NAMES, type ProviderName } from '@pizza-atlas/contracts';

// The link rule every app shares lives in the platform.
export { restaurantPath } from '@pizza-atlas/platform/core';

/** The history state a card's link leaves on the restaurant page: the page it was opened from. */
export interface OpenedFrom {
  openedFrom: string;
}

/** The provider named in the page's query, or the catalog when absent or unknown. */
export function readProvider(value: string | null): ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value ?? '')
    ? (value as ProviderName)
    : 'catalog';
}
