import type { Sql } from '../db/client';

/** A neighbourhood listed places name as theirs, in one city. */
export interface NeighbourhoodCity {
  /** As most of its places write it ('Wicker Park'). */
  neighbourhood: string;
  city: string;
  state: string;
  places: number;
}

/** At most this many cities of one neighbourhood name, or names of one beginning. */
const MAX_CITIES = 6;

/**
 * The cities whose listed places name this neighbourhood as theirs (decision 0055), the one
 * with most such places first; `prefix`: every neighbourhood whose name starts so. Case does
 * not matter. Only the places' own words: nothing inferred from their names or points.
 */
export async function findNeighbourhoodCities(
  sql: Sql,
  name: string,
  { prefix = false }: { prefix?: boolean } = {},
): Promise<NeighbourhoodCity[]> {
  const key = name.replace(/\s+/g, ' ').trim().toLowerCase();
  if (key === '') return [];
  const match = prefix
    ? sql`lower(source_neighbourhood) like ${`${key.replace(/[\\%_]/g, '\\$&')}%`}`
    : sql`lower(source_neighbourhood) = ${key}`;
  const rows = await sql<{ neighbourhood: string; city: string; state: string; places: number }[]>`
    select mode() within group (order by source_neighbourhood) as neighbourhood,
           city, state, count(*)::int as places
    from catalog_restaurants
    where ${match} and source_neighbourhood is not null and removed_at is null
      and not is_closed
    group by lower(source_neighbourhood), city, state
    order by places desc, neighbourhood, city, state
    limit ${MAX_CITIES}`;
  return rows.map((row) => ({ ...row }));
}
