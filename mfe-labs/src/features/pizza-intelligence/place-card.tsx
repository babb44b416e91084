import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { photoSizesOf, type ListedRestaurant } from '@pizza-atlas/contracts';
import { restaurantPath, saveSearchContext } from '@pizza-atlas/platform';
import {
  MediaCard,
  RestaurantImage,
  REVIEWS,
  SampleLabel,
  StarRating,
  color,
  countOf,
  formatRating,
  hasReviews,
  NoReviewsYet,
  radius,
  space,
} from '@pizza-atlas/ui';
import { describeOpenStatus } from '@pizza-atlas/contracts';

const Body = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  /* The whole card is the link's target area. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.primaryText};
  font-weight: 700;
  font-size: 0.9rem;
`;

const Meta = styled.p`
  color: ${color.textMuted};
  font-size: 0.9rem;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
`;

/**
 * One place, linking to its restaurant page; Back there returns to Pizza Intelligence. A
 * place nobody has reviewed says 'No reviews yet' instead of stars and a 0.0 score.
 */
export function PlaceCard({
  place,
  location,
  badge,
  children,
}: {
  place: ListedRestaurant;
  location: string;
  badge: string;
  children?: ReactNode;
}) {
  // Back from the restaurant returns to this page as it is: location, analysis and tab.
  const { pathname, search } = useLocation();
  const open = describeOpenStatus(place.open_status);
  return (
    <MediaCard as="li">
      <RestaurantImage
        src={place.image_url}
        sizes={photoSizesOf(place, place.image_url)}
        name={place.name}
        ratio="16 / 9"
      />
      <Badge>{badge}</Badge>
      <Body>
        <h3>
          <NameLink
            to={restaurantPath(place)}
            // Opened from this very page, its Back link returns through history (and scroll).
            state={{ openedFrom: `${pathname}${search}` }}
            onClick={() => saveSearchContext({ source: 'pizza-intelligence', location, search })}
          >
            {place.name}
          </NameLink>
        </h3>
        <Meta>
          {hasReviews(place.review_count) ? (
            <>
              <StarRating rating={place.rating} size={16} />
              <span>
                {formatRating(place.rating)} ({countOf(place.review_count, REVIEWS)})
              </span>
            </>
          ) : (
            <NoReviewsYet size={16} />
          )}
          {place.price && <span>{place.price}</span>}
          {/* The street tells one branch of a chain from another. */}
          <span>
            {place.location.address1 && `${place.location.address1}, `}
            {place.location.city}, {place.location.state}
          </span>
          {place.attribution.is_sample && <SampleLabel />}
        </Meta>
        {open && <Meta data-testid="open-status">{open.text}</Meta>}
        {children}
      </Body>
    </MediaCard>
  );
}

export const PlaceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
