import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  countCharacters,
  OWNER_REPLY_MESSAGES,
  TEXT_LIMITS,
  TEXT_MINIMUMS,
  type Claim,
  type OwnerReview,
} from '@pizza-atlas/contracts';
import {
  Button,
  Card,
  FieldBox,
  FieldError,
  FieldHint,
  Skeleton,
  StarRating,
  color,
  radius,
  space,
} from '@pizza-atlas/ui';
import { OwnerReplyBox, ReviewMeta } from '@pizza-atlas/ui/review-parts';
import { failureText, fieldErrors, useClaims, useQueryClient } from './account-api';
import { Problem } from './account-styles';
import {
  deleteOwnerReply,
  OWNER_REVIEWS_PAGE,
  saveOwnerReply,
  useOwnerReviews,
} from './owner-reviews-api';

const Section = styled(Card)`
  display: grid;
  gap: ${space(5)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const ReviewList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  & > li {
    display: grid;
    gap: ${space(2)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space(3)} ${space(4)};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** The reply as visitors see it, focusable once saved. */
const Reply = styled(OwnerReplyBox)`
  display: grid;
  gap: ${space(1)};
  margin-left: ${space(3)};
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

/** A review's day, as the restaurant page writes it: 'Dec 1, 2026'. */
const REVIEW_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const reviewDate = (iso: string) => REVIEW_DATE.format(new Date(iso));

/** The API's rule, checked before sending: trimmed, 2 to 1,000 characters. */
function replyProblem(text: string): string | null {
  const count = countCharacters(text.trim());
  if (count === 0) return OWNER_REPLY_MESSAGES.required;
  if (count < TEXT_MINIMUMS.ownerReply) return OWNER_REPLY_MESSAGES.tooShort;
  if (count > TEXT_LIMITS.ownerReply) return OWNER_REPLY_MESSAGES.tooLong;
  return null;
}

function ReplyForm({
  placeId,
  review,
  onDone,
  onCancel,
  focus = false,
}: {
  placeId: string;
  review: OwnerReview;
  onDone: () => void;
  onCancel?: () => void;
  /** Take the focus when shown: after Edit, or once the reply it replaces was deleted. */
  focus?: boolean;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const count = countCharacters(text.trim());

  const save = async () => {
    const local = replyProblem(text);
    setProblem(local);
    if (local) {
      field.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveOwnerReply(queryClient, placeId, review.id, text.trim());
      onDone();
    } catch (error) {
      // Every refusal (the text, the place, the review, the limit) is said at the field.
      setProblem(fieldErrors(error).text ?? failureText(error));
      field.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={`Reply to ${review.reviewerName}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      style={{ display: 'grid', gap: space(2) }}
    >
      <FieldBox>
        <label htmlFor={`${id}-text`}>Your public reply</label>
        <textarea
          ref={field}
          id={`${id}-text`}
          rows={3}
          value={text}
          autoFocus={focus}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${problem ? `${id}-error ` : ''}${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        {problem && (
          <FieldError id={`${id}-error`} role="alert">
            {problem}
          </FieldError>
        )}
        <FieldHint id={`${id}-hint`}>
          {TEXT_MINIMUMS.ownerReply} to 1,000 characters ({count} now). Shown under the review as
          “Response from the owner”.
        </FieldHint>
      </FieldBox>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Publishing...' : review.reply ? 'Save Reply' : 'Publish Reply'}
        </Button>
        {onCancel && (
          <Button type="button" $variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </Actions>
    </form>
  );
}

function ReviewItem({ placeId, review }: { placeId: string; review: OwnerReview }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const replyBlock = useRef<HTMLDivElement>(null);
  const reply = review.reply;

  const remove = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await deleteOwnerReply(queryClient, placeId, review.id);
      setConfirming(false);
      setDeleted(true);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li>
      <ReviewMeta>
        <strong>{review.reviewerName}</strong>
        <StarRating rating={review.rating} size={16} />
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
      </ReviewMeta>
      <p>{review.text}</p>
      {reply && !editing ? (
        <Reply ref={replyBlock} tabIndex={-1} aria-label="Your reply">
          <ReviewMeta>
            <strong>Response from the owner</strong>
            <time dateTime={reply.updatedAt}>{reviewDate(reply.updatedAt)}</time>
          </ReviewMeta>
          <p>{reply.text}</p>
          {confirming ? (
            <Actions role="group" aria-label="Delete your reply?">
              <span>Delete your reply?</span>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => void remove()}
                disabled={deleting}
                autoFocus
              >
                {deleting ? 'Deleting...' : 'Yes, Delete'}
              </Button>
              <Button type="button" $variant="ghost" onClick={() => setConfirming(false)}>
                Keep It
              </Button>
            </Actions>
          ) : (
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button type="button" $variant="ghost" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </Actions>
          )}
          {problem && <FieldError role="alert">{problem}</FieldError>}
        </Reply>
      ) : (
        <ReplyForm
          key={reply?.updatedAt ?? 'new'}
          placeId={placeId}
          review={review}
          onDone={() => {
            setEditing(false);
            // The saved reply takes the form's place: focus goes to it.
            requestAnimationFrame(() => replyBlock.current?.focus());
          }}
          onCancel={editing ? () => setEditing(false) : undefined}
          focus={editing || deleted}
        />
      )}
    </li>
  );
}

function PlaceReviews({ place }: { place: Claim['place'] }) {
  const [offset, setOffset] = useState(0);
  const reviews = useOwnerReviews(place.id, offset);
  const headingId = useId();
  const data = reviews.data;
  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: space(3) }}>
      <h3 id={headingId}>{place.name}</h3>
      {reviews.isPending ? (
        <Skeleton $height="8rem" role="status" aria-label={`Loading reviews of ${place.name}`} />
      ) : !data ? (
        <Problem role="alert">
          <p>
            The reviews could not be loaded. {failureText(reviews.error)}{' '}
            <Button type="button" $variant="ghost" onClick={() => void reviews.refetch()}>
              Try Again
            </Button>
          </p>
        </Problem>
      ) : data.total === 0 ? (
        <p style={{ margin: 0 }}>No reviews yet</p>
      ) : (
        <>
          <ReviewList aria-label={`Reviews of ${place.name}, newest first`}>
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} placeId={place.id} review={review} />
            ))}
          </ReviewList>
          {data.total > OWNER_REVIEWS_PAGE && (
            <Pager aria-label={`Pages of reviews of ${place.name}`}>
              <p aria-live="polite">
                Reviews {data.offset + 1}–{data.offset + data.reviews.length} of {data.total}
              </p>
              <Actions>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={offset === 0 || reviews.isFetching}
                  onClick={() => setOffset(Math.max(0, offset - OWNER_REVIEWS_PAGE))}
                >
                  Newer
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={offset + OWNER_REVIEWS_PAGE >= data.total || reviews.isFetching}
                  onClick={() => setOffset(offset + OWNER_REVIEWS_PAGE)}
                >
                  Older
                </Button>
              </Actions>
            </Pager>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The dashboard's "Reviews of your places" (decision 0090): for each place the account owns
 * (an approved claim), its published reviews, newest first, each with its reply form or the
 * reply with Edit and Delete. Nothing until a claim is approved.
 */
export function OwnerReviewsSection() {
  const claims = useClaims(true);
  const owned = (claims.data?.claims ?? []).filter((claim) => claim.status === 'approved');
  if (owned.length === 0) return null;
  return (
    <Section as="section" aria-labelledby="owner-reviews-heading">
      <h2 id="owner-reviews-heading">Reviews of your places</h2>
      <p style={{ margin: 0, color: color.textMuted }}>
        Answer a review in public: your reply shows under it on your place’s page, one reply per
        review.
      </p>
      {owned.map((claim) => (
        <PlaceReviews key={claim.id} place={claim.place} />
      ))}
    </Section>
  );
}
