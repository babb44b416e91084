import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type {
  ApproveSubmissionResponse,
  FlaggedPhoto,
  ListedPlaceMatch,
  StaffSubmission,
} from '@pizza-atlas/contracts';
import { Button, FieldBox, FieldError, Notice, space } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { PinFields, pinToSend, unmovedCentre, type PinDraft } from '../pin-fields';
import { useStaffWrite } from '../staff-api';
import { SamePlaceNotice } from './same-place-notice';

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

/** Where the gazetteer placed a submission, or what staff should give when it could not. */
export function geocodeText(submission: StaffSubmission) {
  const place = submission.geocode;
  return place
    ? `${place.city}, ${place.state} ${place.zipCode} (${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)})`
    : 'Not found: give the city, state or ZIP code when approving.';
}

/**
 * A message that appears above Approve when it is pressed pushes the button, and the
 * message's own button, under the fold of the scrolling dialog: bring it into view.
 */
function useInViewWhenShown(isShown: boolean) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (isShown) element.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isShown]);
  return element;
}

const NO_PIN: PinDraft = {
  latitude: '',
  longitude: '',
  chosen: false,
  centre: null,
  isFinding: true,
};

/**
 * Approves a submission: city, state and ZIP where the gazetteer could not place it (or placed
 * it wrong), and the pin at its door, asked again when it is still only a centre.
 */
export function ApproveDialog({
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
  const isAskingAboutCentre = centre !== null && centreChoice === 'asked';
  const centreWarning = useInViewWhenShown(isAskingAboutCentre);
  const flaggedNotice = useInViewWhenShown(flagged.length > 0);
  const changePin = useCallback((next: PinDraft) => setPin(next), []);
  const ids = { city: useId(), state: useId(), zipCode: useId(), different: useId() };
  /** Flagged as possibly a listed place: staff say it is another one before approving. */
  const [isDifferentPlace, setDifferentPlace] = useState(false);
  /** Found by the list, or by the suggested pin once it answers (a geocoder's door). */
  const [pinSamePlace, setPinSamePlace] = useState<ListedPlaceMatch | null>(null);
  const samePlace = submission?.samePlace ?? pinSamePlace;
  const changeSamePlace = useCallback(
    (match: ListedPlaceMatch | null | undefined) => setPinSamePlace(match ?? null),
    [],
  );
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  function close() {
    setFields({ city: '', state: '', zipCode: '' });
    setPin(NO_PIN);
    setError(null);
    setFlagged([]);
    setCentreChoice('none');
    setDifferentPlace(false);
    setPinSamePlace(null);
    onClose();
  }

  /** Sends the approval; with the pin unmoved at a centre, only once staff said so. */
  async function approve(atCentre: boolean) {
    // Approving before the suggestion answers would skip both its pin and the centre's warning.
    if (!submission || pin.isFinding) return;
    const state = fields.state.trim().toUpperCase();
    const zipCode = fields.zipCode.trim();
    if (state && !/^[A-Z]{2}$/.test(state)) return setError('Use a two-letter state code');
    if (zipCode && !/^[0-9]{5}$/.test(zipCode)) return setError('Use a five-digit ZIP code');
    if (samePlace && !isDifferentPlace) {
      return setError(
        `Tick “A different place” to approve it as a new place, or cancel and merge it into ${samePlace.name}.`,
      );
    }
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
      waitingFor={pin.isFinding ? 'Approve waits until the address lookup answers.' : null}
      onClose={close}
      onConfirm={() => approve(false)}
    >
      {submission && (
        <>
          {/* Focus starts here: the address staff place the pin by, read first. */}
          <p data-autofocus tabIndex={-1}>
            <strong>Submitted address:</strong> {submission.address}
          </p>
          {samePlace && (
            <>
              <SamePlaceNotice match={samePlace} />
              <label htmlFor={ids.different} style={{ display: 'flex', gap: space(2) }}>
                <input
                  id={ids.different}
                  type="checkbox"
                  checked={isDifferentPlace}
                  onChange={(event) => setDifferentPlace(event.target.checked)}
                />
                A different place (another branch, say), not {samePlace.name}
              </label>
            </>
          )}
          <p>Geocode: {geocodeText(submission)}</p>
          <p>Correct where it is only if the geocode is missing or wrong.</p>
          <Corrections>
            <FieldBox>
              <label htmlFor={ids.city}>City</label>
              <input id={ids.city} value={fields.city} onChange={set('city')} maxLength={100} />
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
          <PinFields
            submissionId={submission.id}
            draft={pin}
            onChange={changePin}
            onSamePlace={changeSamePlace}
          />
          {flagged.length > 0 && (
            <Notice ref={flaggedNotice} $tone="error" role="alert">
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
          {isAskingAboutCentre && (
            <Notice ref={centreWarning} $tone="error" role="alert">
              {pin.chosen
                ? `The pin was moved on a map without streets, so it is still a guess near the ${centre} centre. Type the door’s point, or approve with the approximate point (directions then go to the address).`
                : `The pin is still at the ${centre} centre, not the door. Move it, or approve with the approximate point.`}
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
