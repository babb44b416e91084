import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@pizza-atlas/api-client';
import { Button, Notice, Skeleton } from '@pizza-atlas/ui';
import { trendingQueryOptions } from './api/search-places';
import { formatLocation, type PlaceLocation } from './location';
import { PlaceCard, PlaceList } from './place-card';

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
  );
}

/** Spec section 7: the top 4 by rating for the location, only once a location is set. */
export function PizzaTrends({ location }: { location: PlaceLocation | null }) {
  return (
    <section aria-labelledby="pizza-trends">
      <h3 id="pizza-trends">
        Trending pizza places{location ? ` in ${formatLocation(location)}` : ''}
      </h3>
      {location && <p>The four best-rated places there, at every price.</p>}
      {location ? (
        <TrendingPlaces location={location} />
      ) : (
        <p>Set your location to see trending pizza places near you.</p>
      )}
    </section>
  );
}
