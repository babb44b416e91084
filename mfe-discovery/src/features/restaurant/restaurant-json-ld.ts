import {
  openingHoursSpecification,
  type OpeningHoursSpec,
  type Restaurant,
} from '@pizza-atlas/contracts';
import { shownPhone, shownWebsite } from '../restaurants/place-contact';

/**
 * One OpeningHoursSpecification per open interval of the server's week: weekly when the
 * hours are the same every week; weekly from the server's regular week, with the week's
 * public holidays as dated special hours, when they differ only on holidays (decision
 * 0088); else dated, each day of the week shown with its date.
 */
function openingHours(restaurant: Restaurant): {
  weekly: OpeningHoursSpec[];
  special: OpeningHoursSpec[];
} {
  const status = restaurant.open_status;
  const week = status?.week ?? [];
  const regular = status?.regular_week;
  return {
    weekly: openingHoursSpecification(regular ?? week, {
      dated: !regular && !!status?.week_varies,
    }),
    special: regular
      ? openingHoursSpecification(
          week.filter((row) => row.holiday),
          { dated: true },
        )
      : [],
  };
}

/**
 * Only a rating our own visitors gave may be published: the sample catalog's totals are
 * invented, and a source's stated totals are not ours to claim to a search engine.
 */
function visitorRating(restaurant: Restaurant): boolean {
  return (
    !restaurant.attribution.is_sample &&
    restaurant.rating_source === 'visitors' &&
    restaurant.review_count > 0
  );
}

/** schema.org Restaurant for the page head, so search engines can read the listing. */
export function restaurantJsonLd(restaurant: Restaurant, pageUrl: string): Record<string, unknown> {
  const { location, coordinates } = restaurant;
  const phone = shownPhone(restaurant);
  const website = shownWebsite(restaurant);
  const hours = openingHours(restaurant);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    url: pageUrl,
    ...(restaurant.image_url && { image: new URL(restaurant.image_url, pageUrl).toString() }),
    // The owner's own words (decision 0089).
    ...(restaurant.description && { description: restaurant.description }),
    ...(phone && { telephone: phone.text }),
    // `url` is this page; the place's own site says which business it is.
    ...(website && { sameAs: website.href }),
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
    ...(hours.weekly.length > 0 && { openingHoursSpecification: hours.weekly }),
    ...(hours.special.length > 0 && { specialOpeningHoursSpecification: hours.special }),
    ...(visitorRating(restaurant) && {
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
