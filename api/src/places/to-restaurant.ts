import type { Restaurant } from '@pizza-atlas/contracts';
import { placeOpenStatus, regularWeek, type PlaceHoursInput } from '../hours/place-hours';
import { timeZoneAt } from '../hours/time-zones';
import { weekAsIntervals } from '../hours/week-intervals';
import type { ProvidedPlace } from './place';
import { placeCredits, ratingSourceOf } from './place-credits';
import { textFactsOf, type SourceTextField } from './source-text-facts';
import type { FoundPlace } from './read-places';

/**
 * The one mapping of a place to the Restaurant contract (the provider shape of the spec),
 * as it is at `now`, for every source: a stored place (search, details, featured places,
 * the sample's checks) or one a live provider read (Yelp). Its hours and open-now are the
 * one hours rule's (hours/), on our clock, from its OSM opening_hours text. A details answer
 * (`details`) also carries the regular week of hours that differ only on public holidays
 * (decision 0088), read over weeks, which a list never needs.
 */
export function toRestaurant(
  row: FoundPlace | ProvidedPlace,
  now: Date,
  { details = false }: { details?: boolean } = {},
): Restaurant {
  const provided: Partial<ProvidedPlace> = 'provider' in row ? row : {};
  // The contract must carry every text fact: this fails to compile when it does not.
  const facts: Pick<Restaurant, SourceTextField> = textFactsOf(row);
  // A place in a borough carries the borough's name, the one people search for; one whose
  // source names its neighbourhood carries that beside its city ("Wicker Park, Chicago").
  const borough = 'neighbourhood' in row && row.neighbourhood;
  const named = 'source_neighbourhood' in row && row.source_neighbourhood;
  const city = borough || (named && row.city ? `${named}, ${row.city}` : named || row.city);
  const cityLine = [city, [row.state, row.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const provider = provided.provider ?? 'catalog';
  const hoursInput: PlaceHoursInput = {
    openingHours: row.opening_hours,
    state: row.state,
    timeZone: timeZoneAt(row.latitude, row.longitude, row.state),
    latitude: row.latitude,
    longitude: row.longitude,
    isClosedPermanently: row.is_closed,
  };
  const openStatus = placeOpenStatus(hoursInput, now);
  if (details && openStatus.week_varies) {
    const regular = regularWeek(hoursInput, now);
    if (regular) openStatus.regular_week = regular;
  }
  return {
    id: row.id,
    provider,
    name: row.name,
    image_url: row.image_url,
    photos: row.photos,
    ...('photo_sizes' in row && photoSizesShown(row)),
    // The source's page stays the source link; the place's own site is a link of its own.
    url: row.url,
    website: row.website,
    rating: row.rating,
    review_count: row.review_count,
    price: row.price,
    categories: row.categories,
    location: {
      address1: row.address1,
      city,
      state: row.state,
      zip_code: row.zip_code,
      country: row.country,
      display_address: provided.display_address?.length
        ? provided.display_address
        : [row.address1, cityLine].filter(Boolean),
    },
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    ...('point_approximate' in row && row.point_approximate && { coordinates_approximate: true }),
    phone: row.phone,
    display_phone: row.display_phone,
    is_closed: row.is_closed,
    transactions: row.transactions,
    features: row.features,
    ...facts,
    // The owner's (decision 0089): their words, and when they last kept the listing right.
    ...('description' in row && row.description && { description: row.description }),
    ...('owner_updated_at' in row &&
      row.owner_updated_at && { owner_updated_at: row.owner_updated_at.toISOString() }),
    ...(row.distance == null ? {} : { distance: Math.round(row.distance * 10) / 10 }),
    hours: weekAsIntervals(openStatus),
    open_status: openStatus,
    attribution: {
      provider,
      name: row.attribution,
      url: row.url,
      license: row.license,
      is_sample: row.is_sample,
    },
    credits: placeCredits(row),
    rating_source: ratingSourceOf(row),
  };
}

/** The sizes of the photos a place shows (its picture and gallery), when any are sized. */
function photoSizesShown(row: FoundPlace): Pick<Restaurant, 'photo_sizes'> {
  const shown = [row.image_url, ...row.photos].filter((url): url is string => url !== null);
  const sized = shown.filter((url) => url in row.photo_sizes);
  if (sized.length === 0) return {};
  return { photo_sizes: Object.fromEntries(sized.map((url) => [url, row.photo_sizes[url]!])) };
}
