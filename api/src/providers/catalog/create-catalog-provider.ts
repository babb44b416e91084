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
        }[]
      >`
        select id, text, rating, created_at, author_name, by_visitor from catalog_reviews
        where restaurant_id = ${id} and hidden_at is null and held_at is null
        order by created_at desc, id limit 50`;
      const reviews: Review[] = rows.map((row) => ({
        id: row.id,
        text: row.text,
        rating: row.rating,
        time_created: row.created_at.toISOString(),
        user: { name: row.author_name },
        url: null,
        by_visitor: row.by_visitor,
      }));
      const [{ count }] = await sql<
        { count: string }[]
      >`select count(*) from catalog_reviews where restaurant_id = ${id} and hidden_at is null and held_at is null`;
      return { reviews, total: Number(count) };
    },
  };
}
