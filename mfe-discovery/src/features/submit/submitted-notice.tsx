import { Link, useLocation } from 'react-router-dom';
import type { ListedPlaceMatch } from '@pizza-atlas/contracts';
import { Notice, space } from '@pizza-atlas/ui';

/** What a successful submission hands the directory, in the history entry's state. */
export interface SubmittedState {
  submittedPlace: string;
  /** How many photos were sent with it. */
  photos?: number;
  /** The listed place the server found it to be, if any (decision 0086). */
  alreadyListed?: ListedPlaceMatch | null;
}

/** The listed place the history entry names, when it names one with a page. */
function listedPlace(state: unknown): ListedPlaceMatch | undefined {
  const listed = (state as Partial<SubmittedState> | null)?.alreadyListed;
  return listed && typeof listed.path === 'string' && listed.path.startsWith('/restaurant/')
    ? listed
    : undefined;
}

function submittedPlace(state: unknown): string | undefined {
  const place = (state as Partial<SubmittedState> | null)?.submittedPlace;
  return typeof place === 'string' && place.trim() !== '' ? place : undefined;
}

/**
 * The confirmation a visitor sees on the directory after adding a place: what happens next
 * (staff review) and where to go. It lives in the history entry, so a reload or a shared
 * link does not show it again.
 */
export function SubmittedNotice() {
  const location = useLocation();
  const place = submittedPlace(location.state);
  if (!place) return null;
  const photos = (location.state as Partial<SubmittedState>).photos;
  const listed = listedPlace(location.state);
  if (listed) {
    return (
      <Notice role="status" $tone="success" style={{ marginBottom: space(6) }}>
        <p style={{ margin: 0 }}>
          <strong>Thanks! “{place}” was submitted.</strong> A place with that name at that address
          is already listed: <Link to={listed.path}>{listed.name}</Link> ({listed.address}). We kept
          what you sent, and our staff add anything new (photos, phone, website) to it.
        </p>
        <p style={{ margin: `${space(2)} 0 0` }}>
          <Link to="/submit">Add another place</Link> · <Link to="/">Back to Home</Link>
        </p>
      </Notice>
    );
  }
  return (
    <Notice role="status" $tone="success" style={{ marginBottom: space(6) }}>
      <p style={{ margin: 0 }}>
        <strong>Thanks! “{place}” was submitted.</strong> Our staff check each new place before it
        appears in the directory and on its city page.
        {typeof photos === 'number' && photos > 0 && ' Photos you sent show once it is approved.'}
      </p>
      <p style={{ margin: `${space(2)} 0 0` }}>
        <Link to="/submit">Add another place</Link> · <Link to="/">Back to Home</Link>
      </p>
    </Notice>
  );
}
