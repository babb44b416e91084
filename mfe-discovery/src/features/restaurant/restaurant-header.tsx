import styled from 'styled-components';
import type { Restaurant } from '@pizza-atlas/contracts';
import {
  NoReviewsYet,
  PageTitle,
  REVIEWS,
  StarRating,
  color,
  countOf,
  formatRating,
  hasReviews,
  radius,
  space,
} from '@pizza-atlas/ui';
import { AttributionNote, reviewCountSource } from '../restaurants/attribution-note';
import { OpenStatusBadge } from '../restaurants/open-status-badge';

const Header = styled.header`
  margin-bottom: ${space(6)};
  h1 {
    margin-bottom: ${space(2)};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin: 0;
  color: ${color.textMuted};
`;

const Price = styled.span`
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  color: ${color.text};
  font-weight: 700;
`;

/** Name, stars (half star from .5) and review count or 'No reviews yet', price, two categories, its chain and the data's source. */
export function RestaurantHeader({ restaurant }: { restaurant: Restaurant }) {
  const counted = reviewCountSource(restaurant);
  const reviews = countOf(restaurant.review_count, REVIEWS);
  return (
    <Header>
      <PageTitle>{restaurant.name}</PageTitle>
      <Facts>
        {hasReviews(restaurant.review_count) ? (
          <>
            <StarRating rating={restaurant.rating} size={22} />
            <strong style={{ color: 'inherit' }}>{formatRating(restaurant.rating)}</strong>
            <span>
              {counted?.kind === 'source'
                ? `· ${reviews} on ${counted.site}`
                : counted?.kind === 'mixed'
                  ? `· ${reviews}, counting those on ${counted.site}`
                  : `(${reviews})`}
            </span>
          </>
        ) : (
          <NoReviewsYet size={22} />
        )}
        {restaurant.price && (
          <Price>
            <span className="visually-hidden">Price </span>
            {restaurant.price}
          </Price>
        )}
        {restaurant.categories.length > 0 && (
          <span>
            {restaurant.categories
              .slice(0, 2)
              .map((category) => category.title)
              .join(' • ')}
          </span>
        )}
        {restaurant.brand && <span>Part of {restaurant.brand}</span>}
        <OpenStatusBadge status={restaurant.open_status} />
        <AttributionNote attribution={restaurant.attribution} credits={restaurant.credits} />
      </Facts>
    </Header>
  );
}
