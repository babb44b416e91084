import { Link } from 'react-router-dom';
import type { ListedPlaceMatch } from '@pizza-atlas/contracts';
import { Notice } from '@pizza-atlas/ui';

/** Why a listed place looks like this one, in words. */
const BECAUSE: Record<ListedPlaceMatch['because'][number], string> = {
  address: 'the same street address',
  phone: 'the same phone',
  pin: 'within 75 m of the pin',
};

/** "Possibly the same place as …": the listed place, linked, and what matched besides the name. */
export function SamePlaceNotice({ match }: { match: ListedPlaceMatch }) {
  return (
    <Notice $tone="error" role="note">
      Possibly the same place as <Link to={match.path}>{match.name}</Link> ({match.address}): a
      similar name and {match.because.map((reason) => BECAUSE[reason]).join(' and ')}.
    </Notice>
  );
}
