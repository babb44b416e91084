import type { z } from 'zod';
import type { ClaimPlaceSchema } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { findPlacesByName } from '../places/read-places';

type ClaimPlace = z.infer<typeof ClaimPlaceSchema>;

/** Catalog places whose name holds the text (case-insensitive), for an advertiser to claim. */
export async function findClaimablePlaces(sql: Sql, text: string): Promise<ClaimPlace[]> {
  const places = await findPlacesByName(sql, text, 10);
  return places.map(({ id, name, address1, city, state }) => ({
    id,
    name,
    address: address1,
    city,
    state,
  }));
}
