import { apiFetch } from '@pizza-atlas/api-client';
import { CreateRestaurantResponseSchema, type CreateRestaurantInput } from '@pizza-atlas/contracts';

/** POST /api/restaurants: the place waits for staff approval; the answer carries a photo-upload grant. */
export function createRestaurant(input: CreateRestaurantInput) {
  return apiFetch('/api/restaurants', {
    method: 'POST',
    body: input,
    schema: CreateRestaurantResponseSchema,
  });
}
