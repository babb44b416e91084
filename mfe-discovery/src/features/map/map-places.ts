import type { ListedOpenStatus, ListedRestaurant } from '@pizza-atlas/contracts';
import { formatRating, hasReviews, NO_REVIEWS_YET } from '@pizza-atlas/ui/words';
import { restaurantPath } from '../restaurants/restaurant-path';

/** A marker: a result with its number on the list, and what its card on the map shows. */
export interface MapPlace {
  key: string;
  number: number;
  name: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviewCount: number;
  openStatus?: ListedOpenStatus;
  /** The restaurant page. */
  path: string;
}

/** The key that ties a card to its marker. */
export function placeKey(restaurant: Pick<ListedRestaurant, 'provider' | 'id'>): string {
  return `${restaurant.provider}:${restaurant.id}`;
}

export function mapPlaces(restaurants: ListedRestaurant[]): MapPlace[] {
  return restaurants.map((restaurant, index) => ({
    key: placeKey(restaurant),
    number: index + 1,
    name: restaurant.name,
    latitude: restaurant.coordinates.latitude,
    longitude: restaurant.coordinates.longitude,
    rating: restaurant.rating,
    reviewCount: restaurant.review_count,
    openStatus: restaurant.open_status,
    path: restaurantPath(restaurant),
  }));
}

/** A marker's accessible name: its number on the list, name and rating (or no reviews yet). */
export function placeLabel(
  place: Pick<MapPlace, 'number' | 'name' | 'rating' | 'reviewCount'>,
): string {
  const rated = hasReviews(place.reviewCount)
    ? `${formatRating(place.rating)} stars`
    : NO_REVIEWS_YET.toLowerCase();
  return `${place.number}. ${place.name}, ${rated}`;
}

/**
 * A group marker's accessible name: how many places, and what choosing it does. Not
 * 'Cluster of…': its count must not read as a place's number on the list.
 */
export function clusterLabel(count: number): string {
  return `${count} places here, zoom in`;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The radius that covers a map view: the smallest of the radii offered that reaches the
 * view's corner from its centre (the largest when none does).
 */
export function radiusForView(
  center: { latitude: number; longitude: number },
  corner: { latitude: number; longitude: number },
  radii: readonly number[],
): number {
  const reach = milesBetween(center, corner);
  return radii.find((miles) => miles >= reach) ?? radii[radii.length - 1]!;
}
