import type { Review } from '@pizza-atlas/contracts';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/client';
import type { ListingProvider } from '../listing-provider';
import { isUuid } from '../../http/is-uuid';
import { findPlace, placeExists, searchPlaces } from '../../places/read-places';
import { toRestaurant } from '../../places/to-restaurant';

/** The built-in catalog in our own database (places/), as the default listing provider. */
export function createCatalogProvider(sql: Sql, clock: Clock): ListingProvider {
  return {
    name: 'catalog',

    async search(query) {
      const at = clock.now();
      const { rows, ...counted } = await searchPlaces(sql, query, at);
      return { restaurants: rows.map((row) => toRestaurant(row, at)), ...counted };
    },

    async details(id) {
      if (!isUuid(id)) return undefined;
      const row = await findPlace(sql, id);
      // A removed place has no details; the route answers 410 for it (decision 0033).
      return row && row.removed_at === null
        ? toRestaurant(row, clock.now(), { details: true })
        : undefined;
    },

    async reviews(id) {
      if (!isUuid(id)) return undefined;
      if (!(await placeExists(sql, id))) return undefined;
      const rows = await sql<
        {
          id: string;
          text: string;
          rating: number;
          created_at: Date;
          author_name: string;
          by_visitor: boolean;
          reply_text: string | null;
          reply_created_at: Date | null;
          reply_updated_at: Date | null;
        }[]
      >`
        select v.id, v.text, v.rating, v.created_at, v.author_name, v.by_visitor,
               r.text as reply_text, r.created_at as reply_created_at,
               r.updated_at as reply_updated_at
        from catalog_reviews v left join review_replies r on r.review_id = v.id
        where v.restaurant_id = ${id} and v.hidden_at is null and v.held_at is null
        order by v.created_at desc, v.id limit 50`;
      const reviews: Review[] = rows.map((row) => ({
        id: row.id,
        text: row.text,
        rating: row.rating,
        time_created: row.created_at.toISOString(),
        user: { name: row.author_name },
        url: null,
        by_visitor: row.by_visitor,
        // The owner's reply (decision 0090): only when there is one, so the shape stays.
        ...(row.reply_text !== null && {
          owner_reply: {
            text: row.reply_text,
            time_created: row.reply_created_at!.toISOString(),
            time_updated: row.reply_updated_at!.toISOString(),
          },
        }),
      }));
      const [{ count }] = await sql<
        { count: string }[]
      >`select count(*) from catalog_reviews where restaurant_id = ${id} and hidden_at is null and held_at is null`;
      return { reviews, total: Number(count) };
    },
  };
}
