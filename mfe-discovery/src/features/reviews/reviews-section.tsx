import styled from 'styled-components';
import type { ProviderName } from '@pizza-atlas/contracts';
import {
  Button,
  REVIEWS,
  SAMPLE_LABEL,
  SampleLabel,
  Skeleton,
  StarRating,
  color,
  countOf,
  space,
} from '@pizza-atlas/ui';
import { OwnerReplyBox, ReviewMeta } from '@pizza-atlas/ui/review-parts';
import { useReviews } from '../restaurants/api/get-reviews';
import { SectionCard } from '../restaurants/section-card';
import { ReportReview } from './report-review';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  li {
    border-top: 1px solid ${color.border};
    padding-top: ${space(4)};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  p {
    margin: ${space(2)} 0 0;
    white-space: pre-line;
  }
`;

/** The owner's reply (decision 0090), under its review. */
const Reply = styled(OwnerReplyBox)`
  margin-top: ${space(3)};
  margin-left: ${space(4)};
`;

const Source = styled.p`
  margin: 0 0 ${space(4)};
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

/**
 * How many of the listing's reviews the page shows, and where they come from. A sample
 * place's reviews are sample reviews, each labelled as the place is; only a visitor's own
 * is "written by visitors".
 */
export function reviewCountLine(
  shown: number,
  total: number,
  provider: ProviderName,
  isSample: boolean,
): string {
  const count =
    shown >= total
      ? total === 1
        ? 'One review'
        : `All ${countOf(total, REVIEWS)}, newest first`
      : `Showing the ${shown} newest of ${countOf(total, REVIEWS)}`;
  if (provider === 'yelp') return `${count}, from Yelp, which shares only a few of them.`;
  if (isSample)
    return `${count}. This is a sample place: its reviews marked “${SAMPLE_LABEL}” are sample reviews, not visitors’; any others were written by visitors to Pizza Atlas.`;
  return `${count}, written by visitors to Pizza Atlas.`;
}

/** A review's day in the visitor's zone, unambiguous in every locale: 'Dec 1, 2026'. */
const REVIEW_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** Customer reviews with their count; newest first. */
export function ReviewsSection({
  provider,
  id,
  isSample = false,
  listingTotal = 0,
  onWrite,
}: {
  provider: ProviderName;
  id: string;
  /** The listing is fictional sample data (and so are its earlier reviews). */
  isSample?: boolean;
  /** The review count the listing states (the page's header), which may exceed those held. */
  listingTotal?: number;
  /** Absent when reviews of this listing are written on the provider's site. */
  onWrite?: () => void;
}) {
  const reviews = useReviews(provider, id);
  const total = reviews.data?.total;
  return (
    <SectionCard title={total === undefined ? 'Customer Reviews' : `Customer Reviews (${total})`}>
      {reviews.isPending ? (
        <Skeleton $height="6rem" role="status" aria-label="Loading reviews" />
      ) : reviews.isError ? (
        <p>Reviews could not be loaded right now.</p>
      ) : reviews.data.reviews.length === 0 ? (
        <p>No reviews yet. Be the first to share your experience.</p>
      ) : (
        <>
          <Source>
            {reviewCountLine(
              reviews.data.reviews.length,
              Math.max(total ?? 0, listingTotal),
              provider,
              isSample,
            )}
          </Source>
          <List>
            {[...reviews.data.reviews]
              .sort((a, b) => b.time_created.localeCompare(a.time_created))
              .map((review) => (
                <li key={review.id}>
                  <ReviewMeta>
                    <strong>{review.user.name}</strong>
                    {isSample && review.by_visitor === false && <SampleLabel />}
                    <StarRating rating={review.rating} size={16} />
                    <time dateTime={review.time_created}>
                      {REVIEW_DATE.format(new Date(review.time_created))}
                    </time>
                  </ReviewMeta>
                  <p>{review.text}</p>
                  {review.owner_reply && (
                    <Reply>
                      <ReviewMeta>
                        <strong>Response from the owner</strong>
                        <time dateTime={review.owner_reply.time_updated}>
                          {REVIEW_DATE.format(new Date(review.owner_reply.time_updated))}
                        </time>
                      </ReviewMeta>
                      <p>{review.owner_reply.text}</p>
                    </Reply>
                  )}
                  {provider === 'catalog' && (
                    <ReportReview reviewId={review.id} author={review.user.name} />
                  )}
                </li>
              ))}
          </List>
        </>
      )}
      {onWrite && (
        <div style={{ marginTop: space(4) }}>
          <Button type="button" $variant="secondary" onClick={onWrite}>
            Write a Review
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
