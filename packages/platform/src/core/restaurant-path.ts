/**
 * The page of a restaurant, for every app that links to one. Catalog places (the default
 * provider) keep the plain /restaurant/{id}; other providers add ?provider= so the page
 * knows where to look (discovery's `readProvider` reads it back).
 */
export function restaurantPath(restaurant: { id: string; provider: string }): string {
  const base = `/restaurant/${encodeURIComponent(restaurant.id)}`;
  return restaurant.provider === 'catalog' ? base : `${base}?provider=${restaurant.provider}`;
}
