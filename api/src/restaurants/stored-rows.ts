import type { StoredRestaurant } from '@pizza-atlas/contracts';

/**
 * A visitor's submission as postgres.js returns it (numeric comes back as text), with the
 * rating and count of the catalog place it became (`restaurants` left joined to
 * `catalog_restaurants` on `catalog_id`).
 */
export interface RestaurantRow {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  pizza_style: string | null;
  features: string[];
  description: string | null;
  /** The rating and count of the catalog place it became (null before approval). */
  place_rating: string | null;
  place_review_count: number | null;
  image_url: string | null;
  provider_id: string | null;
  is_user_submitted: boolean;
  approved: boolean;
  created_at: Date;
}

export function toStoredRestaurant(row: RestaurantRow): StoredRestaurant {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    website: row.website,
    pizzaStyle: row.pizza_style,
    features: row.features,
    description: row.description,
    // A place's rating shows once it has reviews; until then it has none.
    rating: row.place_review_count ? Number(row.place_rating) : null,
    reviewCount: row.place_review_count ?? 0,
    imageUrl: row.image_url,
    providerId: row.provider_id,
    isUserSubmitted: row.is_user_submitted,
    approved: row.approved,
    createdAt: row.created_at.toISOString(),
  };
}
