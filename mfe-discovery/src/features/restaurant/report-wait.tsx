import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { WAIT_REPORT_RECEIVED_MESSAGE, type ProviderName } from '@pizza-atlas/contracts';
import { Button, FieldBox, space } from '@pizza-atlas/ui';
import { useReportWait } from '../restaurants/api/report-wait';
import { InPlaceReport, ReportSent } from '../restaurants/in-place-report';

/** The waits a visitor picks from: the API takes any whole minute from 0 to 240. */
export const WAIT_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

const Opener = styled.div`
  display: flex;
  margin-top: ${space(3)};
`;

function choiceLabel(minutes: number): string {
  if (minutes === 0) return 'No wait';
  return minutes >= 120 ? '2 hours or more' : `About ${minutes} minutes`;
}

/**
 * "Report the wait" on a place's wait card: a visitor there says how long the wait is now.
 * Reports of the last 90 minutes are what the card shows as the place's wait, so the card
 * asks again once the report is in. A refusal (4xx, 429) is read out in the form.
 */
export function ReportWait({
  provider,
  restaurantId,
  placeName,
}: {
  provider: ProviderName;
  restaurantId: string;
  placeName: string;
}) {
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const report = useReportWait(provider, restaurantId);
  const selectId = useId();
  // Closed by Escape or Cancel, the form gives way to "Report the wait" again: focus goes
  // back to it once it is there, not to the page's body.
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [open]);

  if (sent) return <ReportSent>{sent}</ReportSent>;

  if (!open) {
    return (
      <Opener>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={false}
          ref={opener}
          onClick={() => setOpen(true)}
        >
          Report the wait
        </Button>
      </Opener>
    );
  }

  return (
    <InPlaceReport
      label={`Report the wait at ${placeName}`}
      report={report}
      input={minutes === '' ? undefined : { waitMinutes: Number(minutes) }}
      received={WAIT_REPORT_RECEIVED_MESSAGE}
      onClose={() => {
        refocus.current = true;
        setOpen(false);
        setMinutes('');
      }}
      onSent={setSent}
    >
      <FieldBox>
        <label htmlFor={selectId}>How long is the wait here right now?</label>
        <select
          id={selectId}
          value={minutes}
          autoFocus
          onChange={(event) => setMinutes(event.target.value)}
        >
          <option value="">Choose a wait</option>
          {WAIT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(choice)}
            </option>
          ))}
        </select>
      </FieldBox>
    </InPlaceReport>
  );
}
