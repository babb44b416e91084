import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@pizza-atlas/api-client';
import styled from 'styled-components';
import { Card, Grid, Notice, Skeleton, color, space } from '@pizza-atlas/ui';
import { useFeatured } from './api/get-featured';
import { FeaturedCard } from './featured-card';
import { SourceCredit } from '../restaurants/source-credit';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(3)};
  margin-bottom: ${space(6)};
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  span {
    color: ${color.textMuted};
  }
`;

const Message = styled(Notice)`
  text-align: center;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space(2)};
    color: ${color.textMuted};
  }
`;

const SKELETONS = 6;

function SkeletonCard() {
  return (
    <Card aria-hidden="true" style={{ padding: 0, overflow: 'hidden' }}>
      <Skeleton $height="180px" style={{ borderRadius: 0 }} />
      <div style={{ display: 'grid', gap: 8, padding: 16 }}>
        <Skeleton $height="1.25rem" />
        <Skeleton $height="0.9rem" style={{ width: '60%' }} />
        <Skeleton $height="0.9rem" style={{ width: '40%' }} />
      </div>
    </Card>
  );
}

/** "Today's Featured Pizza Places": six places a day, credited to their source. */
export function FeaturedPlaces() {
  const featured = useFeatured();
  const failed = featured.isError && !featured.data;

  useEffect(() => {
    // Spec section 8: a featured failure is logged.
    if (failed) console.warn('Featured restaurants failed to load:', featured.error?.message);
  }, [failed, featured.error]);

  const restaurants = featured.data?.restaurants ?? [];
  return (
    <section aria-labelledby="featured-heading" data-app="discovery" aria-busy={featured.isPending}>
      <Heading>
        <h2 id="featured-heading">
          {failed ? 'Featured Pizza Places' : "Today's Featured Pizza Places"}
        </h2>
        {/* Nothing rotates while nothing is featured. */}
        {!failed && (featured.isPending || restaurants.length > 0) && <span>Rotates daily</span>}
      </Heading>
      {featured.isPending ? (
        <Grid $min="260px" $columns={3} role="status" aria-label="Loading featured pizza places">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <SkeletonCard key={index} />
          ))}
        </Grid>
      ) : failed ? (
        <Message $tone="error" role="alert">
          <p>Featured restaurants are temporarily unavailable.</p>
          <p>
            {isApiError(featured.error) && featured.error.status === 429
              ? 'Service is temporarily rate limited. Please try again in a few minutes.'
              : 'Please check back later for featured recommendations.'}
          </p>
        </Message>
      ) : restaurants.length === 0 && featured.data?.awaiting ? (
        // Places are listed, none featured yet (a real import brings no reviews): say what is
        // true rather than "none available at the moment". No photo is needed (decision 0092).
        <Message>
          <p>No place is featured yet.</p>
          <p>
            Places are featured once they have 20 or more reviews averaging 4 stars or more.{' '}
            <Link to="/directory">Search pizza places</Link> near you and be the first to review
            one.
          </p>
        </Message>
      ) : restaurants.length === 0 ? (
        <Message>
          <p>No featured restaurants available at the moment.</p>
          <p>Try searching for pizza places in your area!</p>
        </Message>
      ) : (
        <>
          <Grid $min="260px" $columns={3}>
            {restaurants.map((restaurant, index) => (
              <FeaturedCard
                key={`${restaurant.provider}:${restaurant.id}`}
                restaurant={restaurant}
                // The first row is on screen on a wide window; the first card on a phone.
                eagerPhoto={index < 3}
                priorityPhoto={index === 0}
              />
            ))}
          </Grid>
          <SourceCredit attributions={featured.data?.attribution ?? []} />
        </>
      )}
    </section>
  );
}
