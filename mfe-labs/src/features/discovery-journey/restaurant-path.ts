/**
 * A restaurant's page, by the rule discovery owns (its restaurant-path.ts): catalog places
 * keep the plain /restaurant/{id}; other providers add ?provider= so the page knows where
 * to look. Labs cannot import another remote, so the rule is repeated here.
 */
export function restaurantPath(restaurant: { id: string; provider: string }): string {
  const base = `/restaurant/${encodeURIComponent(restaurant.id)}`;
  return restaurant.provider === 'catalog' ? base : `${base}?provider=${restaurant.provider}`;
}
