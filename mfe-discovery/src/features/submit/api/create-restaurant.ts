import { apiFetch } from '@pizza-atlas/api-client';
import type { CreateRestaurantInput, CreateRestaurantResponse } from '@pizza-atlas/contracts';

/** POST /api/restaurants: the place waits for staff approval; the answer carries a photo-upload grant. */
export function createRestaurant(input: CreateRestaurantInput) {
  return apiFetch<CreateRestaurantResponse>('/api/restaurants', { method: 'POST', body: input });
}
