import type { PageHead } from '@pizza-atlas/platform/core';
import type { SearchCriteria } from './search-criteria';

/**
 * Title and description name the place searched, so shared links read well: by its name in
 * the gazetteer once the search has read it ('New York City, NY' for 'new york'), else as
 * typed. The same head for the server render (routes.ts) and the browser (the page).
 */
export function directoryHead(criteria: SearchCriteria, placeName?: string): PageHead {
  if (criteria.location) {
    const place = placeName ?? criteria.location;
    return {
      title: `Pizza Places in ${place}`,
      description: `Find the best pizza in ${place}: ratings, reviews, prices, hours and delivery options.`,
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
