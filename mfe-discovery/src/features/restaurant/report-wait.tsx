import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiRequestError } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  WAIT_REPORT_RECEIVED_MESSAGE,
  type ProviderName,
} from '@pizza-atlas/contracts';
import { Button, FieldBox, FieldError, HoneypotField, color, space } from '@pizza-atlas/ui';
import { useReportWait } from '../restaurants/api/report-wait';

/** The waits a visitor picks from: the API takes any whole minute from 0 to 240. */
export const WAIT_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

const Panel = styled.form`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const Opener = styled(Row)`
  margin-top: ${space(3)};
`;

const Done = styled.p`
  margin: ${space(3)} 0 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
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
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const report = useReportWait(provider, restaurantId);
  const panelId = useId();
  const selectId = useId();
  const errorId = useId();

  if (sent) {
    return (
      <Done role="status" aria-live="polite">
        {sent}
      </Done>
    );
  }

  const close = () => {
    setOpen(false);
    setMinutes('');
    report.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minutes === '' || report.isPending) return;
    report.mutate(
      { waitMinutes: Number(minutes), honeypot },
      { onSuccess: (answer) => setSent(answer.message || WAIT_REPORT_RECEIVED_MESSAGE) },
    );
  };

  const error = report.error
    ? (report.error instanceof ApiRequestError && report.error.apiMessage) ||
      'The report could not be sent. Please try again later.'
    : null;

  if (!open) {
    return (
      <Opener>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          Report the wait
        </Button>
      </Opener>
    );
  }

  return (
    <Panel
      id={panelId}
      onSubmit={submit}
      noValidate
      aria-label={`Report the wait at ${placeName}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
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
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <Row>
        <Button
          type="submit"
          disabled={minutes === '' || report.isPending}
          aria-describedby={error ? errorId : undefined}
        >
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
        <Button type="button" $variant="secondary" onClick={close}>
          Cancel
        </Button>
      </Row>
    </Panel>
  );
}
