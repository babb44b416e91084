import {
  isCityGuideIndexed,
  isStateGuideIndexed,
  openingHoursSpecification,
  type CityGuide,
  type ListingGuide,
  type StateGuide,
  type UsState,
} from '@pizza-atlas/contracts';
import type { PageHead } from '@pizza-atlas/platform/core';
import { countOf, PLACES } from '@pizza-atlas/ui/words';
import { listedCounts } from './listed-counts';
import { cityPath, listingPath, statePath } from './paths';

interface Crumb {
  label: string;
  path: string;
}

/** Home > state > city > listing, as the page shows it and as BreadcrumbList JSON-LD. */
export function guideTrail(
  state: UsState,
  city?: { name: string; slug: string },
  listing?: { name: string; slug: string },
): Crumb[] {
  const trail: Crumb[] = [
    { label: 'Home', path: '/' },
    { label: state.name, path: statePath(state) },
  ];
  if (city) trail.push({ label: city.name, path: cityPath(state, city) });
  if (listing) trail.push({ label: listing.name, path: listingPath(listing) });
  return trail;
}

export function breadcrumbJsonLd(trail: Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.path}`,
    })),
  };
}

const CITIES = { one: 'city', other: 'cities' };

export function stateHead(guide: StateGuide, origin: string): PageHead {
  const { state, cities } = guide;
  const top = guide.popularCities.slice(0, 3).map((city) => city.name);
  return {
    title: `${state.name} Pizza Guide`,
    description:
      `Pizza in ${state.name}: ${countOf(cities.length, CITIES)}` +
      (top.length > 0 ? ` including ${top.join(', ')}` : '') +
      `, with ${countOf(guide.placeCount, PLACES)} listed on Pizza Atlas.`,
    canonicalPath: statePath(state),
    // A state with nothing listed yet: a real place, but not a page worth a search result.
    ...(!isStateGuideIndexed(cities) && { robots: 'noindex' }),
    jsonLd: breadcrumbJsonLd(guideTrail(state), origin),
  };
}

export function cityHead(guide: CityGuide, origin: string): PageHead {
  const { state, city } = guide;
  const listed = listedCounts(city.placeCount, guide.listings.length, 'pizza places');
  return {
    title: `Pizza in ${city.name}, ${state.code}`,
    description: listed
      ? `${listed} in ${city.name}, ${state.name}: ratings, hours, styles and directions.`
      : `No pizza places are listed in ${city.name}, ${state.name} yet. Suggest one to Pizza Atlas.`,
    canonicalPath: cityPath(state, city),
    // A city with nothing listed is a real place, but not a page worth a search result.
    ...(!isCityGuideIndexed({
      placeCount: city.placeCount,
      listingCount: guide.listings.length,
    }) && { robots: 'noindex' }),
    jsonLd: breadcrumbJsonLd(guideTrail(state, city), origin),
  };
}

export function listingHead(guide: ListingGuide, origin: string): PageHead {
  const { listing, state, city } = guide;
  const url = `${origin}${listingPath(listing)}`;
  return {
    title: `${listing.name}, ${city.name} (sample listing)`,
    description: `Sample guide listing: ${listing.name}, ${listing.styles.join(', ')} pizza at ${listing.street}, ${city.name}, ${state.code}. Hours, phone, directions and photos.`,
    canonicalPath: listingPath(listing),
    // A fictional place (the spec's sample listings): never a search result, and no rating
    // a search engine could show as if visitors had given it.
    robots: 'noindex',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: listing.name,
        description: listing.description,
        url,
        sameAs: listing.website,
        image: listing.photos.map((photo) => new URL(photo, origin).toString()),
        telephone: listing.phone,
        servesCuisine: ['Pizza', ...listing.styles],
        address: {
          '@type': 'PostalAddress',
          streetAddress: listing.street,
          addressLocality: listing.city,
          addressRegion: listing.stateCode,
          postalCode: listing.zip,
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: listing.geo.lat, longitude: listing.geo.lng },
        openingHoursSpecification: openingHoursSpecification(listing.weeklyHours ?? []),
      },
      breadcrumbJsonLd(guideTrail(state, city, listing), origin),
    ],
  };
}

/** Directions by coordinates when the listing has them, else by its address. */
export function directionsUrl(listing: ListingGuide['listing']): string {
  const { lat, lng } = listing.geo;
  const destination =
    Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0)
      ? `${lat},${lng}`
      : `${listing.street}, ${listing.city}, ${listing.stateCode} ${listing.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
