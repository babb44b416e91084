import { FEATURE_FILTERS } from '@pizza-atlas/contracts';
import type { Category, SearchCriteria } from './search-criteria';

export const CATEGORY_LABELS: Record<Exclude<Category, ''>, string> = {
  'pizza,neapolitan': 'Neapolitan',
  'pizza,sicilian': 'Sicilian',
  'pizza,deepdish': 'Deep Dish',
  'pizza,woodfired': 'Wood-Fired',
  'pizza,artisan': 'Artisan',
  'pizza,glutenfree': 'Gluten-Free',
};

/** A minimum rating as the filter's select writes it: '4+ stars'. */
export const minRatingLabel = (rating: number) => `${rating}+ stars`;

/**
 * The filters a search has on, one label each as the panel names them: the price (its
 * levels together, 'Price $ or $$'), each feature, the category, the minimum rating and
 * open now. Their number is the count on the collapsed panel's "Show Filters (3)".
 */
export function activeFilterLabels(criteria: SearchCriteria): string[] {
  const labels: string[] = [];
  if (criteria.price.length > 0)
    labels.push(`Price ${criteria.price.map((level) => '$'.repeat(level)).join(' or ')}`);
  if (criteria.category) labels.push(CATEGORY_LABELS[criteria.category]);
  if (criteria.minRating > 0) labels.push(minRatingLabel(criteria.minRating));
  if (criteria.openNow) labels.push('Open now');
  for (const feature of criteria.features) labels.push(FEATURE_FILTERS[feature]);
  return labels;
}
