import type { Sql, TransactionSql } from '../db/client';

type Db = Sql | TransactionSql;

/** A place's rating and review count as shown: its source's totals and our visitors' reviews. */
export interface PlaceRating {
  rating: number;
  reviewCount: number;
}

/** A place's rating and review count as they stand now; undefined for an unknown place. */
export async function placeRating(sql: Db, placeId: string): Promise<PlaceRating | undefined> {
  // numeric comes back from postgres.js as text.
  const [place] = await sql<{ rating: string; reviewCount: number }[]>`
    select rating, review_count as "reviewCount" from catalog_restaurants where id = ${placeId}`;
  return place && { rating: Number(place.rating), reviewCount: place.reviewCount };
}

/**
 * Locks a place's row until the transaction ends, so that changes to its reviews are counted
 * one after the other (as `write_visitor_review`, migrations 0015 and 0031, does for a new review).
 * False for an unknown place.
 */
export async function lockPlace(tx: TransactionSql, placeId: string): Promise<boolean> {
  const [row] = await tx`select 1 from catalog_restaurants where id = ${placeId} for update`;
  return row !== undefined;
}

/**
 * The one rating rule, kept in the database as `recount_catalog_place` (migration 0013):
 * a place's rating and count are worked out from its source's stated totals and the
 * reviews we hold, visitors' published ones (neither held nor hidden, migration 0031) counted
 * in and the source's hidden ones counted out. Call it with the place's row locked (lockPlace), after a review is hidden or shown;
 * a new review is counted by `write_visitor_review` in the statement that writes it.
 */
export async function recountPlaceRating(
  tx: TransactionSql,
  placeId: string,
): Promise<PlaceRating> {
  await tx`select recount_catalog_place(${placeId})`;
  return (await placeRating(tx, placeId))!;
}
