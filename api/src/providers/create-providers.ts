import type { ProviderName } from '@pizza-atlas/contracts';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { Env } from '../env';
import { createCatalogProvider } from './catalog/create-catalog-provider';
import type { ListingProvider } from './listing-provider';
import { createYelpProvider, type YelpProviderOptions } from './yelp/create-yelp-provider';

export interface Providers {
  /** Where searches go: Yelp when YELP_API_KEY is set, else the built-in catalog. */
  active: ListingProvider;
  byName: Partial<Record<ProviderName, ListingProvider>>;
}

/** The one place that chooses listing providers. */
export function createProviders(
  sql: Sql,
  env: Pick<Env, 'YELP_API_KEY' | 'YELP_API_URL'>,
  clock: Clock,
  /** With REDIS_URL: Yelp's answers, request spacing and lockout shared by every server. */
  shared?: YelpProviderOptions['shared'],
): Providers {
  const catalog = createCatalogProvider(sql, clock);
  if (!env.YELP_API_KEY) return { active: catalog, byName: { catalog } };
  const yelp = createYelpProvider({
    apiKey: env.YELP_API_KEY,
    baseUrl: env.YELP_API_URL,
    // Cache expiry and the daily-limit lockout (reset at midnight Pacific) follow our clock.
    now: () => clock.now().getTime(),
    shared,
  });
  return { active: yelp, byName: { catalog, yelp } };
}
