import type { StoredRestaurant, StoredReview } from '@pizza-atlas/contracts';

/** A `restaurants` row as postgres.js returns it (numeric comes back as text). */
export interface RestaurantRow {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  pizza_style: string | null;
  features: string[];
  description: string | null;
  rating: string | null;
  review_count: number;
  image_url: string | null;
  provider_id: string | null;
  is_user_submitted: boolean;
  approved: boolean;
  created_at: Date;
}

export interface ReviewRow {
  id: string;
  restaurant_id: string;
  reviewer_name: string;
  rating: number;
  review_text: string;
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
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.review_count,
    imageUrl: row.image_url,
    providerId: row.provider_id,
    isUserSubmitted: row.is_user_submitted,
    approved: row.approved,
    createdAt: row.created_at.toISOString(),
  };
}

export function toStoredReview(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    reviewerName: row.reviewer_name,
    rating: row.rating,
    reviewText: row.review_text,
    createdAt: row.created_at.toISOString(),
  };
}

export { isUuid } from '../http/is-uuid';
