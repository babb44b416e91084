import type { SiteSources } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { countPlacesBySource } from '../places/read-places';
import type { ListingProvider } from '../providers/listing-provider';

/**
 * Where this site's listings come from: the built-in catalog's places by source, and the
 * outside provider searches go to, if any. The about page credits only what is here.
 */
export async function getSiteSources(sql: Sql, active: ListingProvider): Promise<SiteSources> {
  const counts = await countPlacesBySource(sql);
  const catalog: SiteSources['catalog'] = {
    sample: counts.get('sample') ?? 0,
    osm: counts.get('osm') ?? 0,
    overture: counts.get('overture') ?? 0,
    csv: counts.get('csv') ?? 0,
    submission: counts.get('submission') ?? 0,
  };
  return {
    catalog,
    provider: active.credit ? { name: active.name, ...active.credit } : null,
  };
}
