import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiRequestError, isApiError } from '@pizza-atlas/api-client';
import {
  countCharacters,
  HONEYPOT_FIELD,
  type ProviderName,
  REVIEW_HELD_MESSAGE,
  TEXT_LIMITS,
  TEXT_MINIMUMS,
} from '@pizza-atlas/contracts';
import { toast } from '@pizza-atlas/platform';
import { Button, color, HoneypotField, radius, space } from '@pizza-atlas/ui';
import { useCreateReview } from './api/create-review';
import { RatingInput } from './rating-input';
import {
  fieldMessage,
  reviewNeeds,
  submitBlockedReason,
  type ReviewField,
} from './review-form-checks';

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

const Hint = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(2)};
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

const Reason = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** Spec section 5: a short message under the field, with the longer reason beside it. */
function FieldError({ id, short, long }: { id: string; short: string; long?: string }) {
  return (
    <ErrorText id={id}>
      <strong>{short}</strong>
      {long && ` ${long}`}
    </ErrorText>
  );
}

/** The ids a field is described by: its hint, then its message when one shows. */
const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

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
  const [touched, setTouched] = useState<Record<ReviewField, boolean>>({
    rating: false,
    reviewText: false,
    reviewerName: false,
  });
  // What the API refused, beside its field until the visitor changes that field.
  const [refused, setRefused] = useState<Partial<Record<ReviewField, string>>>({});
  const create = useCreateReview(provider, restaurantId);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const needs = reviewNeeds({ rating, reviewText, reviewerName });
  const blocked = submitBlockedReason(needs);
  const complete = blocked === undefined;
  const touch = (field: ReviewField) => setTouched((current) => ({ ...current, [field]: true }));
  const edited = (field: ReviewField) =>
    setRefused((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const messageFor = (field: ReviewField) => {
    const server = refused[field];
    if (server) return { short: server };
    return touched[field] ? fieldMessage(field, needs[field]) : undefined;
  };
  const errorId = (field: ReviewField) => (messageFor(field) ? `${id}-${field}-error` : undefined);
  const showError = (field: ReviewField) => {
    const message = messageFor(field);
    return message && <FieldError id={`${id}-${field}-error`} {...message} />;
  };
  const textCount = countCharacters(reviewText.trim());

  /** A 400 names its fields: each message goes beside its field, and focus to the first. */
  const showRefusal = (error: unknown) => {
    if (!isApiError(error, 'VALIDATION_ERROR') || !error.fields) return;
    const found: Partial<Record<ReviewField, string>> = {};
    for (const field of ['rating', 'reviewText', 'reviewerName'] as const) {
      const message = error.fields[field]?.[0];
      if (message) found[field] = message;
    }
    setRefused(found);
    focusNext.current = (['rating', 'reviewText', 'reviewerName'] as const).find(
      (field) => found[field],
    );
  };

  // Focus waits for the fields to be enabled again after the request.
  const focusNext = useRef<ReviewField | undefined>(undefined);
  const busy = create.isPending;
  useEffect(() => {
    const field = focusNext.current;
    if (busy || !field) return;
    focusNext.current = undefined;
    formRef.current
      ?.querySelector<HTMLElement>(field === 'rating' ? 'input[type="radio"]' : `[name="${field}"]`)
      ?.focus();
  }, [busy, refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || create.isPending) return;
    create.mutate(
      { rating, reviewText, reviewerName, honeypot },
      {
        onSuccess: (answer) => {
          toast(
            answer.state === 'held'
              ? { title: answer.message || REVIEW_HELD_MESSAGE, variant: 'success' }
              : {
                  title: 'Review submitted!',
                  description: 'Thank you for sharing your experience.',
                  variant: 'success',
                },
          );
          onDone();
        },
        onError: (error) => {
          showRefusal(error);
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

  return (
    <Form ref={formRef} onSubmit={submit} noValidate>
      <div>
        <RatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            touch('rating');
            edited('rating');
          }}
          onBlur={() => touch('rating')}
          describedBy={errorId('rating')}
          disabled={busy}
        />
        {showError('rating')}
      </div>
      <Field>
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          name="reviewText"
          value={reviewText}
          maxLength={TEXT_LIMITS.reviewText}
          placeholder="What did you order? How was it?"
          onChange={(event) => {
            setReviewText(event.target.value);
            edited('reviewText');
          }}
          onBlur={() => touch('reviewText')}
          aria-invalid={errorId('reviewText') !== undefined}
          aria-describedby={describedBy(`${id}-text-hint`, errorId('reviewText'))}
          disabled={busy}
        />
        <Hint id={`${id}-text-hint`}>
          <span>At least {TEXT_MINIMUMS.reviewText} characters.</span>
          <span data-testid="review-count">
            {textCount < TEXT_MINIMUMS.reviewText
              ? `${textCount} of ${TEXT_MINIMUMS.reviewText}`
              : `${textCount} characters`}
          </span>
        </Hint>
        {showError('reviewText')}
      </Field>
      <Field>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          name="reviewerName"
          value={reviewerName}
          maxLength={TEXT_LIMITS.reviewerName}
          autoComplete="name"
          onChange={(event) => {
            setReviewerName(event.target.value);
            edited('reviewerName');
          }}
          onBlur={() => touch('reviewerName')}
          aria-invalid={errorId('reviewerName') !== undefined}
          aria-describedby={describedBy(`${id}-name-hint`, errorId('reviewerName'))}
          disabled={busy}
        />
        <Hint id={`${id}-name-hint`}>
          <span>At least {TEXT_MINIMUMS.reviewerName} characters; shown with your review.</span>
        </Hint>
        {showError('reviewerName')}
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!complete || busy}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          {busy ? 'Submitting...' : 'Submit Review'}
        </Button>
      </Actions>
      {/* Spec section 5 keeps Submit disabled until all is there: this line says what is not. */}
      <Reason id={`${id}-blocked`} aria-live="polite">
        {blocked}
      </Reason>
    </Form>
  );
}
