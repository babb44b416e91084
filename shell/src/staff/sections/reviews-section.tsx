import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StaffReviewList } from '@pizza-atlas/contracts';
import { Button } from '@pizza-atlas/ui';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Badge, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { useStatusFilter } from './status-filter';

const STATUSES = ['all', 'visible', 'hidden'] as const;

/** Every review, searchable; hide one from the site or show it again. */
export function ReviewsSection() {
  const { status, params, setParams, select } = useStatusFilter(STATUSES, 'all');
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
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
        empty={q ? `No reviews match “${q}”.` : 'No reviews here.'}
      >
        {(list) => (
          <ItemList aria-label="Reviews">
            {list.reviews.map((review) => (
              <Item key={review.id}>
                <Actions>
                  <h3>
                    <Link to={review.place.path}>{review.place.name}</Link>
                  </h3>
                  {review.hidden && <Badge $tone="off">Hidden</Badge>}
                </Actions>
                <Meta>
                  {review.rating}/5 by {review.reviewerName} · {formatWhen(review.createdAt)}
                  {review.hiddenAt && ` · hidden ${formatWhen(review.hiddenAt)}`}
                </Meta>
                <p>{review.text}</p>
                <Actions>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`${review.hidden ? 'Restore' : 'Hide'} the review by ${review.reviewerName} of ${review.place.name}`}
                    onClick={() =>
                      void write({
                        path: `/api/staff/reviews/${review.id}/${review.hidden ? 'restore' : 'hide'}`,
                        success: review.hidden
                          ? 'The review shows again.'
                          : 'The review is hidden.',
                        refresh: ['reviews'],
                      })
                    }
                  >
                    {review.hidden ? 'Restore' : 'Hide'}
                  </Button>
                </Actions>
              </Item>
            ))}
          </ItemList>
        )}
      </ListState>
    </section>
  );
}
