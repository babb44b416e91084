import type { SiteSources } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import type { ListingProvider } from '../providers/listing-provider';

type CatalogSource = keyof SiteSources['catalog'];

/**
 * Where this site's listings come from: the built-in catalog's places by source, and the
 * outside provider searches go to, if any. The about page credits only what is here.
 */
export async function getSiteSources(sql: Sql, active: ListingProvider): Promise<SiteSources> {
  const rows = await sql<{ source: CatalogSource; places: number }[]>`
    select source, count(*)::int as places from catalog_restaurants group by source`;
  const catalog: SiteSources['catalog'] = { sample: 0, osm: 0, csv: 0 };
  for (const row of rows) catalog[row.source] = row.places;
  return {
    catalog,
    provider: active.credit ? { name: active.name, ...active.credit } : null,
  };
}
