import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  asListedText,
  formatHoursLine,
  holidayNote,
  hoursNoteText,
  hoursLines,
  type Restaurant,
} from '@pizza-atlas/contracts';
import { Button, color, space } from '@pizza-atlas/ui';
import { shownPhone, shownWebsite } from '../restaurants/place-contact';
import { SectionCard } from '../restaurants/section-card';

/** Spec section 9: the page shows the first 3 hours lines until asked for all. */
export const HOURS_PREVIEW_LINES = 3;

const Lines = styled.ul`
  list-style: none;
  margin: ${space(1)} 0 ${space(2)};
  padding: 0;
  li.today {
    margin: 0 -${space(2)};
    padding: 0 ${space(2)};
    border-radius: 6px;
    background: ${color.surfaceMuted};
  }
  .today-label {
    color: ${color.textMuted};
    font-size: 0.9em;
  }
`;

const Owner = styled.p`
  margin: ${space(3)} 0 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

const Label = styled.h3`
  margin: ${space(3)} 0 0;
  font-size: 0.9rem;
  color: ${color.textMuted};
`;

/**
 * 'Updated by the owner on Dec 1, 2026.': the day as the page writes a review's, in the
 * place's own zone, so the server's render and every browser say the same day. The format is
 * made only for a place an owner keeps (a first date format loads ICU's calendar data).
 */
export function ownerUpdatedText({ owner_updated_at: at, open_status }: Restaurant) {
  return (
    at &&
    `Updated by the owner on ${new Date(at).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: open_status?.time_zone,
    })}.`
  );
}

export function LocationContact({ restaurant }: { restaurant: Restaurant }) {
  const [showAll, setShowAll] = useState(false);
  const hoursId = useId();
  // Today first and marked: the server's answer says which day it is where the place is.
  const status = restaurant.open_status;
  const lines = hoursLines(status?.week ?? []).map((line) => ({
    ...line,
    line: `${formatHoursLine(line)}${line.holiday ? ` (${line.holiday})` : ''}`,
  }));
  const note = holidayNote(status);
  // As the source wrote it: a value the hours rule cannot read, leaves unknown on some day,
  // or read only after correcting it ('Mon-Fri 11-9'), for a visitor to judge.
  const asListed = status?.text ? asListedText(status.text) : null;
  const asListedLine = asListed && <p data-testid="hours-as-listed">As listed: {asListed}</p>;
  // A fallback rule's comment, once under the week (decision 0092).
  const hoursNote = hoursNoteText(status?.note);
  const shown = showAll ? lines : lines.slice(0, HOURS_PREVIEW_LINES);
  const phone = shownPhone(restaurant);
  const website = shownWebsite(restaurant);
  const byOwner = ownerUpdatedText(restaurant);
  return (
    <SectionCard title="Location & Contact">
      <Label>Address</Label>
      <address style={{ fontStyle: 'normal' }}>
        {restaurant.location.display_address.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
      {phone && (
        <>
          <Label>Phone</Label>
          <a href={phone.tel}>{phone.text}</a>
        </>
      )}
      {website && (
        <>
          <Label>Website</Label>
          <a href={website.href} target="_blank" rel="noopener noreferrer">
            {website.host}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      )}
      <Label>Hours</Label>
      {note && <p data-testid="holiday-note">{note}</p>}
      {lines.length === 0 ? (
        (asListedLine ?? <p>Hours not listed.</p>)
      ) : (
        <>
          <Lines id={hoursId}>
            {shown.map(({ line, isToday }) =>
              isToday ? (
                <li key={line} className="today" aria-current="date">
                  <strong>{line}</strong> <span className="today-label">(today)</span>
                </li>
              ) : (
                <li key={line}>{line}</li>
              ),
            )}
          </Lines>
          {lines.length > HOURS_PREVIEW_LINES && (
            <Button
              type="button"
              $variant="secondary"
              aria-expanded={showAll}
              aria-controls={hoursId}
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? 'Show fewer hours' : 'View all hours'}
            </Button>
          )}
          {asListedLine}
          {hoursNote && <p data-testid="hours-note">{hoursNote}</p>}
        </>
      )}
      {byOwner && <Owner data-testid="owner-updated">{byOwner}</Owner>}
    </SectionCard>
  );
}
