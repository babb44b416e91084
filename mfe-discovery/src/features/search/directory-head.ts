import type { PageHead } from '@pizza-atlas/platform/core';
import type { SearchCriteria } from './search-criteria';

/**
 * Title and description name the place searched, so shared links read well. The same
 * head for the server render (routes.ts) and the browser (the page).
 */
export function directoryHead(criteria: SearchCriteria): PageHead {
  if (criteria.location) {
    return {
      title: `Pizza Places in ${criteria.location}`,
      description: `Find the best pizza in ${criteria.location}: ratings, reviews, prices, hours and delivery options.`,
    };
  }
  if (criteria.latitude !== undefined) {
    return {
      title: 'Pizza Places Near You',
      description: 'Pizza places near your location: ratings, reviews, prices and hours.',
    };
  }
  return {
    title: 'Pizza Directory',
    description: 'Search pizza places by city, state or ZIP code.',
  };
}
