import type { Restaurant } from '@pizza-atlas/contracts';
import { DAY_NAMES } from '../restaurants/hours';

/** '1030' → '10:30'; the end of the day ('2400') as schema.org readers expect it. */
function schemaTime(hhmm: string): string {
  return hhmm === '2400' ? '23:59' : `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

/**
 * One OpeningHoursSpecification per opening interval. An overnight interval closes
 * "before" it opens, which schema.org reads as closing the next day.
 */
function openingHours(restaurant: Restaurant): Record<string, unknown>[] {
  return (restaurant.hours[0]?.open ?? []).map((interval) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${DAY_NAMES[interval.day]}`,
    opens: schemaTime(interval.start),
    closes: schemaTime(interval.end),
  }));
}

/** schema.org Restaurant for the page head, so search engines can read the listing. */
export function restaurantJsonLd(restaurant: Restaurant, pageUrl: string): Record<string, unknown> {
  const { location, coordinates } = restaurant;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    url: pageUrl,
    ...(restaurant.image_url && { image: new URL(restaurant.image_url, pageUrl).toString() }),
    ...(restaurant.display_phone && { telephone: restaurant.display_phone }),
    ...(restaurant.price && { priceRange: restaurant.price }),
    servesCuisine: restaurant.categories.map((category) => category.title),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address1,
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.zip_code,
      addressCountry: location.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
    },
    ...(openingHours(restaurant).length > 0 && {
      openingHoursSpecification: openingHours(restaurant),
    }),
    ...(restaurant.review_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: restaurant.rating,
        reviewCount: restaurant.review_count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
