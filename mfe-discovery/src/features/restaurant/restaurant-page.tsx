import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { isGoneError, isNotFoundError } from '@pizza-atlas/api-client';
import { usePageHead, useRouteParams, useSiteOrigin } from '@pizza-atlas/platform';
import { Button, Container, Lead, Page, PageTitle, space } from '@pizza-atlas/ui';
import { mapSettingsQueryOptions } from '../map/api/get-map-settings';
import { useRestaurant } from '../restaurants/api/get-restaurant';
import { useRecordRestaurantView } from '../restaurants/api/record-restaurant-view';
import { readProvider } from '../restaurants/restaurant-path';
import { BackButton } from './back-button';
import { ShareButton } from './share-button';
import { RemovedPlace, removedPlaceOf, removedPlaceText } from './removed-place';
import { RestaurantDetails } from './restaurant-details';
import { GONE_TITLE, NOT_FOUND_HEAD, NOT_FOUND_TEXT, restaurantHead } from './restaurant-head';
import { RestaurantSkeleton } from './restaurant-skeleton';

// The review form and its dialog load the first time a visitor opens them: most visits
// only read, and the page hydrates sooner without them.
const ReviewDialog = lazy(() =>
  import('../reviews/review-dialog').then((module) => ({ default: module.ReviewDialog })),
);

/** Back on the left, Share on the right, wrapping on the narrowest phones. */
const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0 ${space(3)};
`;

/** /restaurant/:id (?provider=yelp for non-catalog listings). */
export function RestaurantPage() {
  const { id = '' } = useRouteParams();
  const [params] = useSearchParams();
  const provider = readProvider(params.get('provider'));
  const restaurant = useRestaurant(provider, id);
  // Whether the site has map tiles decides whether the page has a map box: loaded with the
  // page on the server (src/routes.ts), so the box is there or not from the first paint.
  const mapSettings = useQuery(mapSettingsQueryOptions());
  const location = useLocation();
  const origin = useSiteOrigin();
  const navigate = useNavigate();
  // The quick view's 'Submit Your Review' opens the page with the form already open.
  const [writing, setWriting] = useState(
    () => (location.state as { writeReview?: boolean } | null)?.writeReview === true,
  );
  useRecordRestaurantView(provider, restaurant.data ? id : undefined);

  const data = restaurant.data;
  // A place its source no longer lists: the API's 410 names it and its nearby places.
  const removed = restaurant.isError ? removedPlaceOf(restaurant.error) : undefined;
  usePageHead(
    data
      ? restaurantHead(data, `${origin}${location.pathname}${location.search}`)
      : removed
        ? { title: GONE_TITLE, description: removedPlaceText(removed), robots: 'noindex' }
        : restaurant.isError
          ? { ...NOT_FOUND_HEAD, robots: 'noindex' }
          : {
              title: 'Restaurant Details',
              description: 'Ratings, reviews, hours and ordering links for a pizza place.',
            },
  );

  const closeReview = () => {
    setWriting(false);
    // Drop the one-off "open the form" flag so a reload does not reopen it.
    if (location.state)
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <Page data-app="discovery">
      <Container>
        <TopBar>
          <BackButton />
          {restaurant.data && !removed && <ShareButton title={restaurant.data.name} />}
        </TopBar>
        {restaurant.isPending || mapSettings.isPending ? (
          <RestaurantSkeleton />
        ) : removed ? (
          <RemovedPlace answer={removed} />
        ) : restaurant.isError ? (
          <section>
            <PageTitle>Restaurant Not Found</PageTitle>
            <Lead>{NOT_FOUND_TEXT}</Lead>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
              {!isNotFoundError(restaurant.error) && !isGoneError(restaurant.error) && (
                <Button type="button" onClick={() => restaurant.refetch()}>
                  Try again
                </Button>
              )}
              <Link to="/directory">Search the directory</Link>
              <Link to="/">Return to Home</Link>
            </div>
          </section>
        ) : (
          <>
            <RestaurantDetails
              restaurant={restaurant.data}
              onWriteReview={() => setWriting(true)}
              withMap={Boolean(mapSettings.data?.tiles)}
            />
            {writing && (
              <Suspense fallback={null}>
                <ReviewDialog
                  open
                  onClose={closeReview}
                  provider={provider}
                  restaurantId={id}
                  restaurantName={restaurant.data.name}
                />
              </Suspense>
            )}
          </>
        )}
      </Container>
    </Page>
  );
}
