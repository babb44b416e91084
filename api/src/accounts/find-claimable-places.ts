import type { z } from 'zod';
import type { ClaimPlaceSchema } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

type ClaimPlace = z.infer<typeof ClaimPlaceSchema>;

/** Catalog places whose name holds the text (case-insensitive), for an advertiser to claim. */
export async function findClaimablePlaces(sql: Sql, text: string): Promise<ClaimPlace[]> {
  // LIKE's own wildcards in the visitor's text are taken literally.
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return sql<ClaimPlace[]>`
    select id, name, address1 as address, city, state
    from catalog_restaurants
    where name ilike ${pattern}
    order by name, city, id
    limit 10`;
}
