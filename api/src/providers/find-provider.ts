import type { ProviderName } from '@pizza-atlas/contracts';
import { HttpError } from '../http/errors';
import type { ListingProvider } from './listing-provider';

/** The provider a URL names, or a 404 that says it is not configured on this site. */
export function findProvider(
  providers: Partial<Record<ProviderName, ListingProvider>>,
  name: ProviderName,
): ListingProvider {
  const provider = providers[name];
  if (!provider)
    throw new HttpError(404, 'NOT_FOUND', `The ${name} listing provider is not configured here.`);
  return provider;
}
