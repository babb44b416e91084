import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Restaurant } from '@pizza-atlas/contracts';
import { remotePages, useManifest } from '@pizza-atlas/platform';
import {
  addCheckIn,
  isCheckedIn,
  localDate,
  readPassport,
  removeCheckIn,
  usePassport,
  writePassport,
  type PassportPlace,
} from '@pizza-atlas/platform/passport';
import { Button, color, space } from '@pizza-atlas/ui';

/** The lab that owns the passport: while it is off, restaurant pages offer no check-in. */
export const PASSPORT_FEATURE = 'pizza-social';

const Wrap = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-top: ${space(4)};
  padding-top: ${space(4)};
  border-top: 1px solid ${color.border};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
`;

/* Room for the longest message from the first paint, so nothing moves when the browser
   reads the passport after hydration. */
const Status = styled.p`
  margin: 0;
  min-height: 3em;
  color: ${color.textMuted};
`;

/** A pin before the check-in, a tick after; drawn, as emoji depend on the visitor's fonts. */
function CheckInMark({ checkedIn }: { checkedIn: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {checkedIn ? (
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z"
          fill="currentColor"
          fillRule="evenodd"
        />
      )}
    </svg>
  );
}

function statusText(visits: number, checkedIn: boolean): string {
  if (checkedIn) return 'Checked in today. Press again to undo.';
  if (visits > 0) return `You checked in here ${visits === 1 ? 'once' : `${visits} times`} before.`;
  return 'Kept in your passport, in this browser only.';
}

/** The place as a passport stamp names it. */
export function passportPlace(restaurant: Restaurant): PassportPlace {
  return {
    restaurantId: restaurant.id,
    provider: restaurant.provider,
    name: restaurant.name,
    city: restaurant.location.city,
    state: restaurant.location.state,
    ...(restaurant.location.address1 && { street: restaurant.location.address1 }),
  };
}

function CheckInControl({
  restaurant,
  passportPath,
}: {
  restaurant: Restaurant;
  passportPath: string;
}) {
  // null on the server and while hydrating: the passport lives in this browser only.
  const checkIns = usePassport();
  const [refused, setRefused] = useState(false);
  const place = passportPlace(restaurant);
  const today = checkIns ? localDate(new Date()) : '';
  const checkedIn = checkIns !== null && isCheckedIn(checkIns, place, today);
  const visits =
    checkIns?.filter(
      (entry) => entry.restaurantId === place.restaurantId && entry.provider === place.provider,
    ).length ?? 0;

  // A second press undoes today's check-in: a mistaken tap is easy to take back, and the
  // days before stay in the passport.
  const toggle = () => {
    const date = localDate(new Date());
    const current = readPassport();
    const next = isCheckedIn(current, place, date)
      ? removeCheckIn(current, place, date)
      : addCheckIn(current, place, date);
    setRefused(!writePassport(next));
  };

  return (
    <Wrap>
      <Controls>
        <Button
          type="button"
          $variant={checkedIn ? 'primary' : 'secondary'}
          aria-pressed={checkedIn}
          aria-describedby="passport-check-in-status"
          disabled={checkIns === null}
          onClick={toggle}
        >
          <CheckInMark checkedIn={checkedIn} />
          I&apos;ve been here
        </Button>
        <Link to={passportPath}>Your Pizza Passport</Link>
      </Controls>
      <Status id="passport-check-in-status" role="status">
        {refused
          ? 'Your browser would not save the check-in: its storage is full or turned off.'
          : checkIns && statusText(visits, checkedIn)}
      </Status>
    </Wrap>
  );
}

/** "I've been here": a check-in kept in the visitor's own passport, while the lab is on. */
export function PassportCheckIn({ restaurant }: { restaurant: Restaurant }) {
  const manifest = useManifest();
  const passport = remotePages(manifest).find(({ page }) => page.feature === PASSPORT_FEATURE);
  if (!passport) return null;
  return <CheckInControl restaurant={restaurant} passportPath={passport.page.path} />;
}
