/**
 * Category aliases of the catalog and their titles. The spec's filters
 * ('pizza,neapolitan', ...) name these aliases; 'italian' is Yelp's own.
 */
export const CATALOG_CATEGORIES = {
  pizza: 'Pizza',
  italian: 'Italian',
  neapolitan: 'Neapolitan',
  sicilian: 'Sicilian',
  deepdish: 'Deep Dish',
  newyork: 'New York Style',
  detroit: 'Detroit Style',
  woodfired: 'Wood-Fired',
  artisan: 'Artisan Pizza',
  glutenfree: 'Gluten-Free',
  vegan: 'Vegan',
} as const;

export type CatalogCategoryAlias = keyof typeof CATALOG_CATEGORIES;

export function isCatalogCategory(alias: string): alias is CatalogCategoryAlias {
  return Object.hasOwn(CATALOG_CATEGORIES, alias);
}

/** The {alias, title} list for known aliases, in order, without repeats. */
export function toCategories(aliases: readonly string[]): { alias: string; title: string }[] {
  const known = [...new Set(aliases)].filter(isCatalogCategory);
  return known.map((alias) => ({ alias, title: CATALOG_CATEGORIES[alias] }));
}
