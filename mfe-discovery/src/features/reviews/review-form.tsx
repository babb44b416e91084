import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiRequestError } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  type ProviderName,
  REVIEW_HELD_MESSAGE,
  REVIEW_MESSAGES,
  TEXT_LIMITS,
} from '@pizza-atlas/contracts';
import { toast } from '@pizza-atlas/platform';
import { Button, color, HoneypotField, radius, space } from '@pizza-atlas/ui';
import { useCreateReview } from './api/create-review';
import { RatingInput } from './rating-input';

const Form = styled.form`
  display: grid;
  gap: ${space(4)};
`;

const Field = styled.div`
  display: grid;
  gap: ${space(1)};
  label {
    font-weight: 600;
  }
  input,
  textarea {
    font: inherit;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  input {
    min-height: 44px;
  }
  textarea {
    /* Spec section 5: the comment field is at least 100 px tall. */
    min-height: 100px;
    resize: vertical;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** Spec section 5: a short message under the field, with the longer reason beside it. */
function FieldError({ id, short, long }: { id: string; short: string; long: string }) {
  return (
    <ErrorText id={id}>
      <strong>{short}</strong> {long}
    </ErrorText>
  );
}

type FieldName = 'rating' | 'reviewText' | 'reviewerName';

/** The review form; it mounts with the dialog, so closing it resets every field. */
export function ReviewForm({
  provider,
  restaurantId,
  onDone,
}: {
  provider: ProviderName;
  restaurantId: string;
  onDone: () => void;
}) {
  const [rating, setRating] = useState(0);
  const [reviewText, setReviewText] = useState('');
  const [reviewerName, setReviewerName] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({
    rating: false,
    reviewText: false,
    reviewerName: false,
  });
  const create = useCreateReview(provider, restaurantId);
  const id = useId();

  const missing = {
    rating: rating < 1 || rating > 5,
    reviewText: reviewText.trim() === '',
    reviewerName: reviewerName.trim() === '',
  };
  const complete = !missing.rating && !missing.reviewText && !missing.reviewerName;
  const touch = (field: FieldName) => setTouched((current) => ({ ...current, [field]: true }));
  const showError = (field: FieldName) => touched[field] && missing[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || create.isPending) return;
    create.mutate(
      { rating, reviewText, reviewerName, honeypot },
      {
        onSuccess: (answer) => {
          toast(
            answer.state === 'held'
              ? { title: REVIEW_HELD_MESSAGE, variant: 'success' }
              : {
                  title: 'Review submitted!',
                  description: 'Thank you for sharing your experience.',
                  variant: 'success',
                },
          );
          onDone();
        },
        onError: (error) => {
          toast({
            title: 'Error submitting review',
            description:
              (error instanceof ApiRequestError && error.apiMessage) || 'Please try again later.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const busy = create.isPending;
  return (
    <Form onSubmit={submit} noValidate>
      <div>
        <RatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            touch('rating');
          }}
          onBlur={() => touch('rating')}
          describedBy={showError('rating') ? `${id}-rating-error` : undefined}
          disabled={busy}
        />
        {showError('rating') && (
          <FieldError
            id={`${id}-rating-error`}
            short={REVIEW_MESSAGES.rating}
            long={REVIEW_MESSAGES.ratingLong}
          />
        )}
      </div>
      <Field>
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          value={reviewText}
          maxLength={TEXT_LIMITS.reviewText}
          placeholder="What did you order? How was it?"
          onChange={(event) => setReviewText(event.target.value)}
          onBlur={() => touch('reviewText')}
          aria-invalid={showError('reviewText')}
          aria-describedby={showError('reviewText') ? `${id}-text-error` : undefined}
          disabled={busy}
        />
        {showError('reviewText') && (
          <FieldError
            id={`${id}-text-error`}
            short={REVIEW_MESSAGES.reviewText}
            long={REVIEW_MESSAGES.reviewTextLong}
          />
        )}
      </Field>
      <Field>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          value={reviewerName}
          maxLength={TEXT_LIMITS.reviewerName}
          autoComplete="name"
          onChange={(event) => setReviewerName(event.target.value)}
          onBlur={() => touch('reviewerName')}
          aria-invalid={showError('reviewerName')}
          aria-describedby={showError('reviewerName') ? `${id}-name-error` : undefined}
          disabled={busy}
        />
        {showError('reviewerName') && (
          <FieldError
            id={`${id}-name-error`}
            short={REVIEW_MESSAGES.reviewerName}
            long={REVIEW_MESSAGES.reviewerNameLong}
          />
        )}
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || busy}>
          {busy ? 'Submitting...' : 'Submit Review'}
        </Button>
      </Actions>
    </Form>
  );
}
