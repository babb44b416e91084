import styled, { css } from 'styled-components';
import { countOf, REVIEWS } from './count-words';
import { formatRating, hasReviews } from './rating-text';
import { NoReviewsYet, StarRating } from './star-rating';
import { color, radius, space } from './tokens';

/**
 * How a place's open state reads: open, closed for now, closed for good, or neither (today's
 * hours as a source qualifies them, which say neither open nor closed).
 */
export type OpenTone = 'open' | 'closed' | 'gone' | 'unknown';

/** An open state put in words (contracts' `describeOpenStatus`, on the server's clock). */
export interface OpenLineText {
  text: string;
  tone: OpenTone;
}

/** One line of a place's card: small, muted, its parts wrapped with a gap. */
export const CardLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  font-size: 0.9rem;
  color: ${color.textMuted};
`;

/** A small rounded label's shape: the open badge here, a remote's category or 'Popular' pill. */
export const pillShape = css`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Badge = styled.span<{ $tone: OpenTone }>`
  ${pillShape}
  background: ${(p) =>
    p.$tone === 'open' ? color.accent : p.$tone === 'gone' ? color.danger : color.surface};
  color: ${(p) => (p.$tone === 'closed' || p.$tone === 'unknown' ? color.text : color.primaryText)};
  border: 1px ${(p) => (p.$tone === 'unknown' ? 'dashed' : 'solid')}
    ${(p) => (p.$tone === 'closed' || p.$tone === 'unknown' ? color.border : 'transparent')};
`;

/**
 * 'Open now · closes 10 PM', 'Closed · opens 4:30 PM', 'Permanently closed' or 'Hours
 * today: 4 PM – 9 PM (kitchen closes 30 minutes earlier)' as a badge. Renders nothing when
 * the hours are unknown (null).
 */
export function OpenBadge({ open }: { open: OpenLineText | null }) {
  if (!open) return null;
  return (
    <Badge $tone={open.tone} data-testid="open-status">
      {open.text}
    </Badge>
  );
}

/** ' · Price $$' after the rating's words (the word 'Price' for screen readers only). */
function PriceText({ price }: { price: string }) {
  return (
    <>
      {' · '}
      <span>
        <span className="visually-hidden">Price </span>
        {price}
      </span>
    </>
  );
}

/**
 * The two lines every card of a place shows the same way (results, the map's card, the
 * featured places, the journey's matches): stars with '4.5 · 120 reviews', or 'No reviews
 * yet' (and the price when the card has no other place for it), then the open state when
 * the hours are known.
 */
export function PlaceFacts({
  rating,
  reviewCount,
  price,
  open,
  stars = 'half',
}: {
  rating: number;
  reviewCount: number;
  price?: string | null;
  open: OpenLineText | null;
  /** 'floor' fills stars up to the rounded-down rating (the home page's cards). */
  stars?: 'floor' | 'half';
}) {
  return (
    <>
      <CardLine data-testid="rating-line">
        {hasReviews(reviewCount) ? (
          <>
            <StarRating rating={rating} mode={stars} />
            <span>
              {formatRating(rating)} · {countOf(reviewCount, REVIEWS)}
              {price && <PriceText price={price} />}
            </span>
          </>
        ) : (
          <>
            <NoReviewsYet />
            {price && (
              <span>
                <PriceText price={price} />
              </span>
            )}
          </>
        )}
      </CardLine>
      {open && (
        <CardLine>
          <OpenBadge open={open} />
        </CardLine>
      )}
    </>
  );
}
