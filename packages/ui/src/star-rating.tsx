import { useId } from 'react';
import styled from 'styled-components';
import { color } from './tokens';
import { formatRating, NO_REVIEWS_YET } from './rating-text';

export type StarFill = 'full' | 'half' | 'empty';

/**
 * How each of the five stars is filled. `floor` fills up to the rounded-down rating (home
 * cards); `half` adds a half star when the fraction is 0.5 or more (restaurant pages).
 */
export function starFills(rating: number, mode: 'floor' | 'half' = 'half'): StarFill[] {
  const value = Math.min(Math.max(rating, 0), 5);
  const full = Math.floor(value);
  const hasHalf = mode === 'half' && value - full >= 0.5;
  return Array.from({ length: 5 }, (_, index) =>
    index < full ? 'full' : index === full && hasHalf ? 'half' : 'empty',
  );
}

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 2px;
  color: ${color.star};
  vertical-align: middle;
  svg {
    width: ${(p) => p.$size}px;
    height: ${(p) => p.$size}px;
  }
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, gradientId }: { fill: StarFill; gradientId: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-fill={fill}>
      {fill === 'half' && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR_PATH}
        fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${gradientId})` : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Five stars for a 0–5 rating, announced as one image ("Rated 4.5 out of 5"). */
export function StarRating({
  rating,
  mode = 'half',
  size = 18,
}: {
  rating: number;
  mode?: 'floor' | 'half';
  size?: number;
}) {
  // useId keeps the half-star gradient unique when many ratings share a page.
  const gradientId = `pa-half-star-${useId().replace(/:/g, '')}`;
  return (
    <Stars $size={size} role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {starFills(rating, mode).map((fill, index) => (
        <Star key={index} fill={fill} gradientId={gradientId} />
      ))}
    </Stars>
  );
}

const NoReviews = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.$size}px;
  font-style: italic;
`;

/**
 * 'No reviews yet' in place of the stars and score of a place nobody has reviewed; at least
 * as tall as the stars it replaces, so a card's line keeps its height.
 */
export function NoReviewsYet({ size = 18 }: { size?: number }) {
  return (
    <NoReviews $size={size} data-testid="no-reviews-yet">
      {NO_REVIEWS_YET}
    </NoReviews>
  );
}
