import type { Sql } from '../../db/client';
import type { ProviderSearch } from '../listing-provider';
import type { CatalogRow } from './catalog-row';
import { isOpenNow } from './opening-hours';

const COLUMNS = `r.id, r.name, r.image_url, r.photos, r.url, r.website, r.rating, r.review_count, r.price,
  r.categories, r.address1, r.city, r.state, r.zip_code, r.country, r.latitude, r.longitude, r.phone,
  r.display_phone, r.is_closed, r.transactions, r.features, r.hours, r.attribution, r.license, r.is_sample`;

/** The category alias a spec filter names: 'pizza,neapolitan' → 'neapolitan'. */
export function categoryAlias(filter: string | undefined): string | undefined {
  if (!filter) return undefined;
  const aliases = filter
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);
  return aliases.find((alias) => alias !== 'pizza') ?? aliases[0];
}

/**
 * Catalog search. The earth_box test uses the GiST index on ll_to_earth(lat, lng), so
 * only places near the point are read; earth_distance then trims the box to a circle.
 * "Open now" needs each place's local time, so it is applied to the matching rows here.
 */
export async function searchCatalog(
  sql: Sql,
  query: ProviderSearch,
  now: Date,
): Promise<{ rows: CatalogRow[]; total: number }> {
  const origin = sql`ll_to_earth(${query.latitude}, ${query.longitude})`;
  const distance = sql`earth_distance(ll_to_earth(r.latitude, r.longitude), ${origin})`;
  const prices = query.price.map((level) => '$'.repeat(level));
  const alias = categoryAlias(query.category);
  const term = query.term.trim().toLowerCase();
  const filters = sql`
    earth_box(${origin}, ${query.radius}) @> ll_to_earth(r.latitude, r.longitude)
    and ${distance} <= ${query.radius}
    and not r.is_closed
    ${prices.length > 0 ? sql`and r.price = any(${prices})` : sql``}
    ${alias ? sql`and r.categories @> ${sql.json([{ alias }])}` : sql``}
    ${query.minRating ? sql`and r.rating >= ${query.minRating}` : sql``}
    ${query.features.length > 0 ? sql`and r.features @> ${query.features}::text[]` : sql``}
    ${term && term !== 'pizza' ? sql`and (r.name ilike ${`%${term.replace(/[%_\\]/g, '\\$&')}%`} or r.categories::text ilike ${`%${term.replace(/[%_\\]/g, '\\$&')}%`})` : sql``}`;
  const order = {
    // Good, well-reviewed and near: rating weighted by review volume, discounted by distance.
    best_match: sql`(r.rating * ln(r.review_count + 2)) / (1 + ${distance} / 8000.0) desc, r.id`,
    rating: sql`r.rating desc, r.review_count desc, r.id`,
    review_count: sql`r.review_count desc, r.rating desc, r.id`,
    distance: sql`${distance} asc, r.id`,
  }[query.sortBy];

  if (query.openNow) {
    const all = await sql<CatalogRow[]>`
      select ${sql.unsafe(COLUMNS)}, ${distance} as distance
      from catalog_restaurants r where ${filters} order by ${order}`;
    const open = all.filter((row) => isOpenNow(row.hours, row.state, now));
    return { rows: open.slice(query.offset, query.offset + query.limit), total: open.length };
  }

  const rows = await sql<(CatalogRow & { total: string })[]>`
    select ${sql.unsafe(COLUMNS)}, ${distance} as distance, count(*) over () as total
    from catalog_restaurants r where ${filters}
    order by ${order} limit ${query.limit} offset ${query.offset}`;
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  if (query.offset === 0) return { rows: [], total: 0 };
  const [{ count }] = await sql<
    { count: string }[]
  >`select count(*) from catalog_restaurants r where ${filters}`;
  return { rows: [], total: Number(count) };
}

export async function findCatalogRestaurant(sql: Sql, id: string): Promise<CatalogRow | undefined> {
  const [row] = await sql<
    CatalogRow[]
  >`select ${sql.unsafe(COLUMNS)} from catalog_restaurants r where r.id = ${id}`;
  return row;
}

/**
 * Six well-rated places for the day: the same six for everyone on a given UTC day and
 * a different six on most days. Hashing the id with the date shuffles without a scan of
 * random() and stays stable across servers.
 */
export async function featuredCatalog(sql: Sql, day: string, count = 6): Promise<CatalogRow[]> {
  return sql<CatalogRow[]>`
    select ${sql.unsafe(COLUMNS)}
    from catalog_restaurants r
    where r.rating >= 4 and r.review_count >= 20 and not r.is_closed and r.image_url is not null
    order by md5(r.id::text || ${day})
    limit ${count}`;
}
