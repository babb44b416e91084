import { openingHoursSpecification, type Restaurant } from '@pizza-atlas/contracts';

/** One OpeningHoursSpecification per open interval of the server's week. */
function openingHours(restaurant: Restaurant): Record<string, unknown>[] {
  return openingHoursSpecification(restaurant.open_status?.week ?? []);
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
