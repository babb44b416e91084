import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@pizza-atlas/api-client';
import type { ListedRestaurant } from '@pizza-atlas/contracts';
import { Button, hasReviews, Notice, Skeleton } from '@pizza-atlas/ui';
import { trendingQueryOptions } from './api/search-places';
import { formatLocation, type PlaceLocation } from './location';
import { PlaceCard, PlaceList } from './place-card';

/**
 * How the trending places are ordered, as the search orders them by rating: "best-rated" only
 * when every place shown has reviews; places nobody has reviewed come after, nearest first.
 */
export function trendsOrder(places: readonly Pick<ListedRestaurant, 'review_count'>[]): string {
  const reviewed = places.filter((place) => hasReviews(place.review_count)).length;
  if (reviewed === places.length) return 'The best-rated places there, at every price.';
  if (reviewed === 0) return 'Nobody has reviewed a place there yet: these are the nearest.';
  return 'The best-rated places there first, at every price; then those without reviews yet, nearest first.';
}

function TrendingPlaces({ location }: { location: PlaceLocation }) {
  const trending = useQuery(trendingQueryOptions(location));
  const where = formatLocation(location);
  if (trending.isPending)
    return (
      <div role="status">
        <p>Loading trending restaurants...</p>
        <Skeleton $height="8rem" />
      </div>
    );
  // A location the API could not place is the visitor's input, not an outage.
  if (trending.isError && isApiError(trending.error, 'UNKNOWN_LOCATION'))
    return (
      <Notice role="alert">
        <p>We couldn&apos;t find {where}. Use Change to enter another city and state.</p>
      </Notice>
    );
  if (trending.isError)
    return (
      <Notice $tone="error" role="alert">
        <p>Trending pizza places in {where} are unavailable right now.</p>
        <Button type="button" $variant="secondary" onClick={() => void trending.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  if (trending.data.length === 0) return <p>No pizza places found in {where} yet.</p>;
  return (
    <>
      <p>{trendsOrder(trending.data)}</p>
      <PlaceList>
        {trending.data.map((place, index) => (
          <PlaceCard
            key={`${place.provider}:${place.id}`}
            place={place}
            location={where}
            badge={`#${index + 1}`}
          />
        ))}
      </PlaceList>
    </>
  );
}

/** Spec section 7: the top 4 by rating for the location, only once a location is set. */
export function PizzaTrends({ location }: { location: PlaceLocation | null }) {
  return (
    <section aria-labelledby="pizza-trends">
      <h3 id="pizza-trends">
        Trending pizza places{location ? ` in ${formatLocation(location)}` : ''}
      </h3>
      {location ? (
        <TrendingPlaces location={location} />
      ) : (
        <p>Set your location to see trending pizza places near you.</p>
      )}
    </section>
  );
}
