import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  REVIEW_REPORT_REASON_LABELS,
  type ReviewDecision,
  type ReviewHoldSignal,
  type StaffReview,
  type StaffReviewList,
} from '@pizza-atlas/contracts';
import { Button } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Badge, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { useStatusFilter } from './status-filter';

const STATUSES = ['queue', 'held', 'reported', 'visible', 'hidden', 'all'] as const;

/** What held a review, as staff read it (decision 0044). */
const SIGNAL_LABELS: Record<ReviewHoldSignal, string> = {
  link: 'Contains a link',
  'repeated-text': 'Same text as a review of another place',
  burst: 'Many reviews from one visitor in minutes',
  'own-place': 'First review of a place, by the visitor who added it',
  'second-review': 'The same visitor reviewed this place in the last 30 days',
};

/** A decision on a review, or the removal of its owner's reply (decision 0090). */
type Verb = ReviewDecision | 'remove-reply';

const DECISIONS: Record<Verb, { label: string; success: string }> = {
  approve: { label: 'Approve', success: 'The review is published.' },
  hide: { label: 'Hide', success: 'The review is hidden.' },
  restore: { label: 'Restore', success: 'The review shows again.' },
  'remove-reply': { label: 'Remove Reply', success: 'The owner’s reply was removed.' },
};

/** What staff can decide for a review in its state. */
/** What a decision's button and dialog say it does: 'Hide the review by Sam'. */
function decisionName(verb: Verb, reviewerName: string): string {
  return verb === 'remove-reply'
    ? `Remove the owner’s reply to the review by ${reviewerName}`
    : `${DECISIONS[verb].label} the review by ${reviewerName}`;
}

function decisionsFor(review: StaffReview): Verb[] {
  const reply: Verb[] = review.ownerReply ? ['remove-reply'] : [];
  if (review.state === 'hidden') return ['restore', ...reply];
  if (review.state === 'held' || review.openReports.count > 0) return ['approve', 'hide', ...reply];
  return ['hide', ...reply];
}

/**
 * Reviews, the queue first: held ones with what held them, reported ones with their reasons.
 * Staff approve, hide or restore one, each with a reason kept in the audit log.
 */
export function ReviewsSection() {
  const { status, params, setParams, select } = useStatusFilter(STATUSES, 'queue');
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [deciding, setDeciding] = useState<{
    review: StaffReview;
    verb: Verb;
  } | null>(null);
  const searchId = useId();
  useEffect(() => setText(q), [q]);
  const search = new URLSearchParams({ status, ...(q ? { q } : {}) });
  const query = useStaffQuery<StaffReviewList>(
    ['reviews', status, q],
    `/api/staff/reviews?${search.toString()}`,
  );
  const write = useStaffWrite();

  return (
    <section aria-labelledby="staff-reviews">
      <Toolbar>
        <h2 id="staff-reviews">Reviews</h2>
        <Actions
          as="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const next = new URLSearchParams(params);
            if (text.trim()) next.set('q', text.trim());
            else next.delete('q');
            setParams(next, { replace: true });
          }}
        >
          <label htmlFor={searchId}>
            Search
            <input
              id={searchId}
              type="search"
              value={text}
              placeholder="Text, author or place"
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <Button type="submit" $variant="secondary" style={{ alignSelf: 'end' }}>
            Search
          </Button>
          {select}
        </Actions>
      </Toolbar>
      <ListState
        query={query}
        isEmpty={(list) => list.reviews.length === 0}
        empty={
          q
            ? `No reviews match “${q}”.`
            : status === 'queue'
              ? 'Nothing waits for a decision.'
              : 'No reviews here.'
        }
      >
        {(list) => (
          <ItemList aria-label="Reviews">
            {list.reviews.map((review) => (
              <Item key={review.id}>
                <Actions>
                  <h3>
                    <Link to={review.place.path}>{review.place.name}</Link>
                  </h3>
                  {review.state === 'hidden' && <Badge $tone="off">Hidden</Badge>}
                  {review.state === 'held' && <Badge $tone="neutral">Held</Badge>}
                  {review.openReports.count > 0 && (
                    <Badge $tone="neutral">
                      {review.openReports.count === 1
                        ? 'Reported once'
                        : `Reported ${review.openReports.count} times`}
                    </Badge>
                  )}
                </Actions>
                <Meta>
                  {review.rating}/5 by {review.reviewerName} · {formatWhen(review.createdAt)}
                  {review.hiddenAt && ` · hidden ${formatWhen(review.hiddenAt)}`}
                </Meta>
                <p>{review.text}</p>
                {review.state === 'held' && review.heldSignals.length > 0 && (
                  <Meta>
                    Held: {review.heldSignals.map((signal) => SIGNAL_LABELS[signal]).join('; ')}
                  </Meta>
                )}
                {review.openReports.count > 0 && (
                  <Meta>
                    Reports:{' '}
                    {review.openReports.reasons
                      .map(
                        ({ reason, count }) => `${REVIEW_REPORT_REASON_LABELS[reason]} (${count})`,
                      )
                      .join('; ')}
                    {review.openReports.notes.map((note) => ` · “${note}”`).join('')}
                  </Meta>
                )}
                {review.ownerReply && (
                  <Meta>
                    Owner’s reply ({formatWhen(review.ownerReply.updatedAt)}): “
                    {review.ownerReply.text}”
                  </Meta>
                )}
                <Actions>
                  {decisionsFor(review).map((verb) => (
                    <Button
                      key={verb}
                      type="button"
                      $variant={verb === 'approve' ? 'primary' : 'secondary'}
                      aria-label={`${decisionName(verb, review.reviewerName)} of ${review.place.name}`}
                      onClick={() => setDeciding({ review, verb })}
                    >
                      {DECISIONS[verb].label}
                    </Button>
                  ))}
                </Actions>
              </Item>
            ))}
          </ItemList>
        )}
      </ListState>
      <DecisionDialog
        open={deciding !== null}
        title={deciding ? decisionName(deciding.verb, deciding.review.reviewerName) : ''}
        confirmLabel={deciding ? DECISIONS[deciding.verb].label : ''}
        reason
        onClose={() => setDeciding(null)}
        onConfirm={async (reason) => {
          if (!deciding) return;
          const { review, verb } = deciding;
          const answer = await write({
            path: `/api/staff/reviews/${review.id}/${verb}`,
            body: { reason },
            success: DECISIONS[verb].success,
            refresh: ['reviews'],
          });
          if (answer) setDeciding(null);
        }}
      />
    </section>
  );
}
