import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  countCharacters,
  formatHoursLine,
  hoursLines,
  OWNER_LISTING_LIMITS,
  OWNER_LISTING_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  type HoursPreview,
  type OwnerListing,
  type OwnerListingUpdate,
} from '@pizza-atlas/contracts';
import {
  Button,
  FieldBox,
  FieldError,
  FieldHint,
  Skeleton,
  TextField,
  color,
  radius,
  space,
} from '@pizza-atlas/ui';
import {
  failureText,
  fieldErrors,
  previewOwnerHours,
  saveOwnerListing,
  useOwnerListing,
  useQueryClient,
} from './account-api';
import { Done, Problem } from './account-styles';
import { FormProblem } from './form-problem';

type Field = 'phone' | 'website' | 'openingHours' | 'description';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['phone', 'website', 'openingHours', 'description'];

const Form = styled.form`
  display: grid;
  gap: ${space(4)};
  margin-top: ${space(3)};
  padding-top: ${space(3)};
  border-top: 1px solid ${color.border};
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
`;

const Week = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  li.today {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** 'Dec 1, 2026', as the restaurant page writes dates. */
const SAVED_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function valuesOf(listing: OwnerListing): Values {
  return {
    phone: listing.phone.value,
    website: listing.website.value,
    openingHours: listing.openingHours.value,
    description: listing.description.value,
  };
}

/** Only what the owner changed is sent: a field left alone stays the source's. */
function changedFields(loaded: Values, now: Values): OwnerListingUpdate {
  const update: Record<string, string> = {};
  for (const field of FIELDS) {
    if (now[field].trim() !== loaded[field].trim()) update[field] = now[field].trim();
  }
  return update as OwnerListingUpdate;
}

function HoursWeek({ preview }: { preview: HoursPreview }) {
  const lines = hoursLines(preview.week);
  return (
    <div role="status" aria-label="Your week as visitors will see it">
      <p style={{ margin: `0 0 ${space(1)}` }}>Your week as visitors will see it:</p>
      {lines.length === 0 ? (
        <p style={{ margin: 0 }}>Visitors see these hours as written: {preview.openingHours}</p>
      ) : (
        <Week>
          {lines.map((line) => (
            <li key={line.day} className={line.isToday ? 'today' : undefined}>
              {formatHoursLine(line)}
              {line.holiday && ` (${line.holiday})`}
              {line.isToday && ' (today)'}
            </li>
          ))}
        </Week>
      )}
    </div>
  );
}

/** The owner's values, loaded. */
function ListingFields({ placeId, listing }: { placeId: string; listing: OwnerListing }) {
  const queryClient = useQueryClient();
  const id = useId();
  const loaded = useRef(valuesOf(listing));
  const [values, setValues] = useState<Values>(loaded.current);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string | null>(listing.updatedAt);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<HoursPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const refs = {
    phone: useRef<HTMLInputElement>(null),
    website: useRef<HTMLInputElement>(null),
    openingHours: useRef<HTMLTextAreaElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(null);
    if (field === 'openingHours') setPreview(null);
  };
  /** The API's field messages beside their fields, the first field focused. */
  const showRefusal = (error: unknown) => {
    const fields = fieldErrors(error) as Partial<Record<Field, string>>;
    setErrors(fields);
    const first = FIELDS.find((field) => fields[field]);
    if (first) refs[first].current?.focus();
    else setProblem(failureText(error));
  };

  const showPreview = async () => {
    setProblem(undefined);
    setErrors((current) => ({ ...current, openingHours: undefined }));
    if (values.openingHours.trim() === '') {
      setErrors((current) => ({ ...current, openingHours: OWNER_LISTING_MESSAGES.hoursEmpty }));
      refs.openingHours.current?.focus();
      return;
    }
    setPreviewing(true);
    try {
      setPreview(await previewOwnerHours(queryClient, placeId, values.openingHours.trim()));
    } catch (error) {
      setPreview(null);
      showRefusal(error);
    } finally {
      setPreviewing(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setErrors({});
    setDone(null);
    const update = changedFields(loaded.current, values);
    if (Object.keys(update).length === 0) {
      setDone('Nothing to save: the listing already says this.');
      return;
    }
    setSaving(true);
    try {
      const next = await saveOwnerListing(queryClient, placeId, update);
      loaded.current = valuesOf(next);
      setValues(loaded.current);
      setSaved(next.updatedAt);
      setDone(OWNER_LISTING_MESSAGES.saved);
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <FieldError id={`${id}-${field}-error`} role="alert">
        {errors[field]}
      </FieldError>
    ) : null;
  const describedBy = (field: Field, hint: boolean) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ? `${id}-${field}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const descriptionLength = countCharacters(values.description);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit your listing">
      <FormProblem message={problem} />
      <TextField
        ref={refs.phone}
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={OWNER_LISTING_LIMITS.phone}
        hint="A US number with its area code, e.g. (312) 555-0123. Leave empty for none."
        error={errors.phone}
        value={values.phone}
        onChange={(event) => set('phone')(event.target.value)}
      />
      <TextField
        ref={refs.website}
        label="Website"
        type="url"
        autoComplete="url"
        maxLength={WEB_ADDRESS_MAX_LENGTH}
        hint="Starting with https:// or http://. Leave empty for none."
        error={errors.website}
        value={values.website}
        onChange={(event) => set('website')(event.target.value)}
      />
      <FieldBox>
        <label htmlFor={`${id}-hours`}>Opening hours</label>
        <textarea
          ref={refs.openingHours}
          id={`${id}-hours`}
          rows={2}
          maxLength={OWNER_LISTING_LIMITS.openingHours}
          aria-invalid={errors.openingHours ? true : undefined}
          aria-describedby={describedBy('openingHours', true)}
          value={values.openingHours}
          onChange={(event) => set('openingHours')(event.target.value)}
        />
        {fieldError('openingHours')}
        <FieldHint id={`${id}-openingHours-hint`}>
          In OpenStreetMap’s form, e.g. <code>Mo-Fr 11:00-22:00; Sa-Su 12:00-23:00; PH off</code> (
          <a
            href="https://wiki.openstreetmap.org/wiki/Key:opening_hours"
            target="_blank"
            rel="noopener noreferrer"
          >
            how to write them
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          ). Check the week before you save.
        </FieldHint>
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void showPreview()}
            disabled={previewing}
          >
            {previewing ? 'Reading Hours...' : 'Preview Week'}
          </Button>
        </div>
        {preview && <HoursWeek preview={preview} />}
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${id}-description`}>Short description</label>
        <textarea
          ref={refs.description}
          id={`${id}-description`}
          rows={3}
          maxLength={OWNER_LISTING_LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description', true)}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        {fieldError('description')}
        <FieldHint id={`${id}-description-hint`}>
          Plain text, shown on your place’s page. {descriptionLength} of{' '}
          {OWNER_LISTING_LIMITS.description} characters.
        </FieldHint>
      </FieldBox>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Listing'}
        </Button>
      </Actions>
      {done && <Done role="status">{done}</Done>}
      {saved && <FieldHint>Last changed by you on {SAVED_DAY.format(new Date(saved))}.</FieldHint>}
    </Form>
  );
}

/** The owner of an approved claim keeps the place's listing right (decision 0089). */
export function OwnerListingForm({ placeId }: { placeId: string }) {
  const listing = useOwnerListing(placeId);
  if (listing.isPending) return <Skeleton $height="20rem" aria-label="Loading your listing" />;
  if (listing.isError) {
    return (
      <Problem role="alert">
        <p>{failureText(listing.error)}</p>
      </Problem>
    );
  }
  return <ListingFields placeId={placeId} listing={listing.data} />;
}
