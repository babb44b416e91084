import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, StarRating } from '@pizza-atlas/ui';
import { ListState } from './list-state';
import { useReviews, useStaffAction } from './staff-api';
import { Filter, Item, Muted, Panel, Row, Tag } from './staff-styles';

/** Every review, newest first: hide one from the site, or show it again. */
export function ReviewsSection() {
  const [status, setStatus] = useState('all');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const reviews = useReviews(status, q);
  const act = useStaffAction();
  return (
    <Panel aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      <Filter
        as="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label>
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="all">All</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label>
          Text, author or place
          <input value={typed} maxLength={200} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <Button type="submit" $variant="secondary">
          Search Reviews
        </Button>
      </Filter>
      <ListState
        query={reviews}
        isEmpty={(data) => data.reviews.length === 0}
        empty="No reviews match."
      >
        {(data) =>
          data.reviews.map((review) => (
            <Item key={review.id} as="article" aria-label={`Review by ${review.reviewerName}`}>
              <Row>
                <strong>{review.reviewerName}</strong>
                <StarRating rating={review.rating} size={16} />
                <Muted>
                  on{' '}
                  {review.place.path ? (
                    <Link to={review.place.path}>{review.place.name}</Link>
                  ) : (
                    review.place.name
                  )}
                  {' · '}
                  {new Date(review.createdAt).toLocaleString('en-US')}
                </Muted>
                {review.hidden && <Tag $tone="off">Hidden</Tag>}
              </Row>
              <p>{review.text}</p>
              <Row>
                {review.hidden ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      void act(`/api/staff/reviews/${review.id}/restore`, {
                        done: 'The review shows again',
                      })
                    }
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      void act(`/api/staff/reviews/${review.id}/hide`, {
                        done: 'The review is hidden',
                      })
                    }
                  >
                    Hide
                  </Button>
                )}
              </Row>
            </Item>
          ))
        }
      </ListState>
    </Panel>
  );
}
