import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type {
  ApproveSubmissionResponse,
  FlaggedPhoto,
  StaffSubmission,
  StaffSubmissionList,
} from '@pizza-atlas/contracts';
import { Button, FieldBox, FieldError, Notice, radius, space } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { ListState } from '../list-state';
import { PinFields, pinToSend, unmovedCentre, type PinDraft } from '../pin-fields';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { useStatusFilter } from './status-filter';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  img {
    width: 160px;
    max-width: 100%;
    height: 120px;
    object-fit: cover;
    border-radius: ${radius.md};
  }
`;

const PhotoFigure = styled.figure`
  margin: 0;
  max-width: 160px;
  figcaption {
    font-size: 0.85rem;
  }
`;

// minmax(0, …) and inputs at 100%: an input's own width (about 226 px) would otherwise
// set its column's, and the three overflowed a 560 px dialog.
const Corrections = styled.div`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  input {
    width: 100%;
    min-width: 0;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function geocodeText(submission: StaffSubmission) {
  const place = submission.geocode;
  return place
    ? `${place.city}, ${place.state} ${place.zipCode} (${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)})`
    : 'Not found: give the city, state or ZIP code when approving.';
}

function SubmissionCard({
  submission,
  onApprove,
  onReject,
}: {
  submission: StaffSubmission;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Item>
      <h3>{submission.name}</h3>
      <Meta>
        Sent {formatWhen(submission.createdAt)}
        {submission.decidedAt && ` · ${submission.status} ${formatWhen(submission.decidedAt)}`}
      </Meta>
      <Facts>
        <dt>Address</dt>
        <dd>{submission.address}</dd>
        <dt>Geocode</dt>
        <dd>{geocodeText(submission)}</dd>
        <dt>Phone</dt>
        <dd>{submission.phone || '—'}</dd>
        <dt>Website</dt>
        <dd>{submission.website || '—'}</dd>
        <dt>Style</dt>
        <dd>{submission.pizzaStyle || '—'}</dd>
        <dt>Features</dt>
        <dd>{submission.features.join(', ') || '—'}</dd>
        <dt>Description</dt>
        <dd>{submission.description || '—'}</dd>
        <dt>Image URL</dt>
        <dd>{submission.imageUrl || '—'}</dd>
      </Facts>
      {submission.photos.length > 0 && (
        <Photos>
          {submission.photos.map((photo, index) => (
            <PhotoFigure key={photo.id}>
              <img
                src={photo.url}
                alt={`Photo ${index + 1} of ${submission.name}`}
                loading="lazy"
              />
              {photo.problem && (
                <figcaption>
                  <FieldError as="span">Flagged: {photo.problem}</FieldError>
                </figcaption>
              )}
            </PhotoFigure>
          ))}
        </Photos>
      )}
      {submission.path && (
        <p>
          <Link to={submission.path}>Open the place’s page</Link>
        </p>
      )}
      {submission.status === 'pending' && (
        <Actions>
          <Button type="button" onClick={onApprove} aria-label={`Approve ${submission.name}`}>
            Approve
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={onReject}
            aria-label={`Reject ${submission.name}`}
          >
            Reject
          </Button>
        </Actions>
      )}
    </Item>
  );
}

const NO_PIN: PinDraft = { latitude: '', longitude: '', chosen: false, centre: null };

/** City, state and ZIP to place a submission the gazetteer could not, or placed wrong. */
function ApproveDialog({
  submission,
  onClose,
  onApproved,
}: {
  submission: StaffSubmission | null;
  onClose: () => void;
  onApproved: (path: string, name: string, droppedPhotos: FlaggedPhoto[]) => void;
}) {
  const write = useStaffWrite();
  const [fields, setFields] = useState({ city: '', state: '', zipCode: '' });
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState<PinDraft>(NO_PIN);
  /** Photos the last attempt could not process: approving again drops them. */
  const [flagged, setFlagged] = useState<FlaggedPhoto[]>([]);
  /** Approve pressed with the pin still at a centre: staff are asked, then may accept it. */
  const [centreChoice, setCentreChoice] = useState<'none' | 'asked' | 'accepted'>('none');
  const [isApprovingAtCentre, setApprovingAtCentre] = useState(false);
  const centre = unmovedCentre(pin);
  const changePin = useCallback((next: PinDraft) => setPin(next), []);
  const ids = { city: useId(), state: useId(), zipCode: useId() };
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  function close() {
    setFields({ city: '', state: '', zipCode: '' });
    setPin(NO_PIN);
    setError(null);
    setFlagged([]);
    setCentreChoice('none');
    onClose();
  }

  /** Sends the approval; with the pin unmoved at a centre, only once staff said so. */
  async function approve(atCentre: boolean) {
    if (!submission) return;
    const state = fields.state.trim().toUpperCase();
    const zipCode = fields.zipCode.trim();
    if (state && !/^[A-Z]{2}$/.test(state)) return setError('Use a two-letter state code');
    if (zipCode && !/^[0-9]{5}$/.test(zipCode)) return setError('Use a five-digit ZIP code');
    const point = pinToSend(pin);
    if (point && 'error' in point) return setError(point.error);
    setError(null);
    // Directions lead to the stored point: a centre about a kilometre off is a choice.
    if (centre && !atCentre && centreChoice !== 'accepted') return setCentreChoice('asked');
    if (centre) setCentreChoice('accepted');
    const body = {
      ...Object.fromEntries(
        Object.entries({ city: fields.city.trim(), state, zipCode }).filter(([, value]) => value),
      ),
      ...point,
      ...(flagged.length > 0 && { dropPhotos: flagged.map((photo) => photo.id) }),
    };
    const answer = await write<ApproveSubmissionResponse>({
      path: `/api/staff/submissions/${submission.id}/approve`,
      body,
      success: (answer: ApproveSubmissionResponse) =>
        answer.approved ? `${submission.name} is in the directory.` : null,
      refresh: ['submissions'],
      // The server's reason (e.g. PIN_TOO_FAR) beside Approve, not only in a passing toast.
      onError: setError,
    });
    if (answer && !answer.approved) setFlagged(answer.flaggedPhotos);
    else if (answer) {
      onApproved(answer.path, submission.name, answer.droppedPhotos);
      close();
    }
  }

  return (
    <DecisionDialog
      open={submission !== null}
      title={submission ? `Approve ${submission.name}?` : ''}
      confirmLabel={flagged.length > 0 ? 'Drop flagged photos and approve' : 'Approve'}
      startInContent
      onClose={close}
      onConfirm={() => approve(false)}
    >
      {submission && (
        <>
          <p>Geocode: {geocodeText(submission)}</p>
          <p>Correct where it is only if the geocode is missing or wrong.</p>
          <Corrections>
            <FieldBox>
              <label htmlFor={ids.city}>City</label>
              <input
                id={ids.city}
                data-autofocus
                value={fields.city}
                onChange={set('city')}
                maxLength={100}
              />
            </FieldBox>
            <FieldBox>
              <label htmlFor={ids.state}>State</label>
              <input
                id={ids.state}
                value={fields.state}
                onChange={set('state')}
                maxLength={2}
                autoCapitalize="characters"
              />
            </FieldBox>
            <FieldBox>
              <label htmlFor={ids.zipCode}>ZIP</label>
              <input
                id={ids.zipCode}
                value={fields.zipCode}
                onChange={set('zipCode')}
                inputMode="numeric"
                maxLength={5}
              />
            </FieldBox>
          </Corrections>
          <PinFields submissionId={submission.id} draft={pin} onChange={changePin} />
          {flagged.length > 0 && (
            <Notice $tone="error" role="alert">
              {flagged.length === 1
                ? 'One photo cannot be processed:'
                : `${flagged.length} photos cannot be processed:`}
              <ul aria-label="Flagged photos">
                {flagged.map((photo) => (
                  <li key={photo.id}>{photo.reason}</li>
                ))}
              </ul>
              Approve again to drop {flagged.length === 1 ? 'it' : 'them'} and approve the rest, or
              cancel and reject the place.
            </Notice>
          )}
          {centre && centreChoice === 'asked' && (
            <Notice $tone="error" role="alert">
              The pin is still at the {centre} centre, not the door. Move it, or approve with the
              approximate point.
              <div style={{ marginTop: space(2) }}>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={isApprovingAtCentre}
                  onClick={async () => {
                    setApprovingAtCentre(true);
                    try {
                      await approve(true);
                    } finally {
                      setApprovingAtCentre(false);
                    }
                  }}
                >
                  Approve with the approximate point
                </Button>
              </div>
            </Notice>
          )}
          {error && <FieldError role="alert">{error}</FieldError>}
        </>
      )}
    </DecisionDialog>
  );
}

/** Places visitors sent: every field, photos and geocode; approve into the catalog or reject. */
export function SubmissionsSection() {
  const { status, select } = useStatusFilter(STATUSES, 'pending');
  const query = useStaffQuery<StaffSubmissionList>(
    ['submissions', status],
    `/api/staff/submissions?status=${status}`,
  );
  const write = useStaffWrite();
  const [approving, setApproving] = useState<StaffSubmission | null>(null);
  const [rejecting, setRejecting] = useState<StaffSubmission | null>(null);
  const [approved, setApproved] = useState<{
    path: string;
    name: string;
    droppedPhotos: FlaggedPhoto[];
  } | null>(null);

  return (
    <section aria-labelledby="staff-submissions">
      <Toolbar>
        <h2 id="staff-submissions">Submitted places</h2>
        {select}
      </Toolbar>
      {approved && (
        <Notice $tone="success" role="status" style={{ marginBottom: space(4) }}>
          {approved.name} was approved. <Link to={approved.path}>Open its page</Link>
        </Notice>
      )}
      {approved && approved.droppedPhotos.length > 0 && (
        <Notice $tone="error" role="alert" style={{ marginBottom: space(4) }}>
          {approved.droppedPhotos.length === 1
            ? 'One photo was left out:'
            : `${approved.droppedPhotos.length} photos were left out:`}
          <ul aria-label="Photos left out">
            {approved.droppedPhotos.map((photo) => (
              <li key={photo.id}>{photo.reason}</li>
            ))}
          </ul>
        </Notice>
      )}
      <ListState
        query={query}
        isEmpty={(list) => list.submissions.length === 0}
        empty={`No ${status} submissions.`}
      >
        {(list) => (
          <ItemList aria-label="Submissions">
            {list.submissions.map((submission) => (
              <SubmissionCard
                key={submission.id}
                submission={submission}
                onApprove={() => setApproving(submission)}
                onReject={() => setRejecting(submission)}
              />
            ))}
          </ItemList>
        )}
      </ListState>
      <ApproveDialog
        submission={approving}
        onClose={() => setApproving(null)}
        onApproved={(path, name, droppedPhotos) => setApproved({ path, name, droppedPhotos })}
      />
      <DecisionDialog
        open={rejecting !== null}
        title={rejecting ? `Reject ${rejecting.name}?` : ''}
        confirmLabel="Reject"
        withNote
        onClose={() => setRejecting(null)}
        onConfirm={async (note) => {
          if (!rejecting) return;
          const answer = await write({
            path: `/api/staff/submissions/${rejecting.id}/reject`,
            body: note ? { note } : {},
            success: `${rejecting.name} was rejected.`,
            refresh: ['submissions'],
          });
          if (answer) setRejecting(null);
        }}
      />
    </section>
  );
}
