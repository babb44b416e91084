import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError, isApiError } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  PIZZA_STYLES,
  SUBMISSION_FEATURES,
  TEXT_LIMITS,
} from '@pizza-atlas/contracts';
import { toast } from '@pizza-atlas/platform';
import type { SubmittedState } from './submitted-notice';
import {
  Button,
  FieldPair as Pair,
  HoneypotField,
  TextField,
  fieldMessages,
} from '@pizza-atlas/ui';
import { useSubmitRestaurant } from './api/submit-restaurant';
import { PhotoDropZone } from './photo-drop-zone';
import {
  EMPTY,
  fieldErrorsOf,
  toPayload,
  validate,
  type FieldErrors,
  type Values,
} from './submission-payload';
import { Form, Field, Checks, Hint } from './submit-form-styles';

const STYLE_LABELS: Record<(typeof PIZZA_STYLES)[number], string> = {
  neapolitan: 'Neapolitan',
  'new-york': 'New York',
  chicago: 'Chicago',
  sicilian: 'Sicilian',
  detroit: 'Detroit',
  other: 'Other',
};

const Required = () => (
  <span aria-hidden="true" style={{ color: 'var(--pa-danger)' }}>
    {' '}
    *
  </span>
);

/** Add a Pizza Place: the place is stored, then shown in the directory once staff approve it. */
export function SubmitForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [photos, setPhotos] = useState<File[]>([]);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitRestaurant();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = submit.isPending;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Focuses the first field with a message, in the form's order; false when there is none. */
  const focusFirst = (found: FieldErrors) => {
    const first = (Object.keys(EMPTY) as (keyof Values)[]).find((field) => found[field]);
    if (!first) return false;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return true;
  };
  // The API's refusal arrives while the form is busy: focus moves once it is not.
  const focusAfterRequest = useRef<FieldErrors | undefined>(undefined);
  useEffect(() => {
    if (busy || !focusAfterRequest.current) return;
    focusFirst(focusAfterRequest.current);
    focusAfterRequest.current = undefined;
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = toPayload(values, honeypot);
    const found = validate(payload);
    setErrors(found);
    if (focusFirst(found)) return;
    submit.mutate(
      { input: payload, photos },
      {
        onSuccess: ({ photoError, alreadyListed }) => {
          const photosSent = photoError ? 0 : photos.length;
          if (photoError) {
            toast({
              title: 'Restaurant submitted!',
              description: `Thank you for adding a new pizza place to our directory. Your photos could not be uploaded: ${(photoError instanceof ApiRequestError && photoError.apiMessage) || 'please try again later.'}`,
            });
          } else {
            toast({
              title: 'Restaurant submitted!',
              description: 'Thank you for adding a new pizza place to our directory.',
              variant: 'success',
            });
          }
          // The directory shows what happens next; the toast says thanks.
          const state: SubmittedState = {
            submittedPlace: payload.name,
            photos: photosSent,
            alreadyListed,
          };
          navigate('/directory', { state });
        },
        onError: (error) => {
          // A refusal that names fields ("Nowhereville, ZZ") is shown beside them, not as
          // "please try again" (decision 0066).
          const refused = isApiError(error, 'VALIDATION_ERROR') ? fieldErrorsOf(error.fields) : {};
          if (Object.keys(refused).length > 0) {
            setErrors(refused);
            focusAfterRequest.current = refused;
            return;
          }
          console.error('Restaurant submission failed:', error);
          toast({
            title: 'Error',
            description: 'Failed to submit restaurant. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const { errorFor, described } = fieldMessages<keyof Values>(id, errors);

  return (
    <Form as="form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Add a Pizza Place">
      <Hint>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are required.
      </Hint>
      <Pair>
        <TextField
          id={`${id}-name`}
          label={
            <>
              Restaurant name
              <Required />
            </>
          }
          name="name"
          required
          maxLength={TEXT_LIMITS.restaurantName}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="off"
          maxLength={TEXT_LIMITS.phone}
          hint="A US number with its area code."
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={errors.phone}
        />
      </Pair>
      <TextField
        id={`${id}-address`}
        label={
          <>
            Address
            <Required />
          </>
        }
        name="address"
        required
        placeholder="Street, city, state and ZIP"
        maxLength={TEXT_LIMITS.address}
        hint="With the city and state, e.g. 123 Main St, Chicago, IL 60601."
        value={values.address}
        onChange={(event) => set('address', event.target.value)}
        error={errors.address}
      />
      <Pair>
        <Field>
          <label htmlFor={`${id}-style`}>Pizza style</label>
          <select
            id={`${id}-style`}
            name="pizzaStyle"
            value={values.pizzaStyle}
            onChange={(event) => set('pizzaStyle', event.target.value)}
          >
            <option value="">Select a style</option>
            {PIZZA_STYLES.map((style) => (
              <option key={style} value={style}>
                {STYLE_LABELS[style]}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={`${id}-website`}
          label="Website"
          name="website"
          type="url"
          placeholder="https://"
          maxLength={TEXT_LIMITS.url}
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
          error={errors.website}
        />
      </Pair>
      <Field as="fieldset">
        <legend>Features</legend>
        <Checks>
          {SUBMISSION_FEATURES.map((feature) => (
            <label key={feature.value}>
              <input
                type="checkbox"
                name="features"
                value={feature.value}
                checked={values.features.includes(feature.value)}
                onChange={(event) =>
                  set(
                    'features',
                    event.target.checked
                      ? [...values.features, feature.value]
                      : values.features.filter((value) => value !== feature.value),
                  )
                }
              />
              {feature.label}
            </label>
          ))}
        </Checks>
      </Field>
      <Field>
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          name="description"
          maxLength={TEXT_LIMITS.description}
          placeholder="What makes this place special?"
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          {...described('description')}
        />
        {errorFor('description')}
      </Field>
      <TextField
        id={`${id}-image`}
        label="Image URL"
        name="imageUrl"
        type="url"
        placeholder="https://"
        maxLength={TEXT_LIMITS.url}
        value={values.imageUrl}
        onChange={(event) => set('imageUrl', event.target.value)}
        error={errors.imageUrl}
      />
      <Field as="fieldset">
        <legend>Photos</legend>
        <PhotoDropZone files={photos} onChange={setPhotos} disabled={busy} />
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Restaurant'}
        </Button>
      </div>
    </Form>
  );
}
