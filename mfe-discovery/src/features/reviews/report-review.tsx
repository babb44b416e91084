import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiRequestError } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORTED_MESSAGE,
  TEXT_LIMITS,
  type ReviewReportReason,
} from '@pizza-atlas/contracts';
import { Button, FieldBox, FieldError, HoneypotField, color, radius, space } from '@pizza-atlas/ui';
import { useReportReview } from './api/report-review';

const Panel = styled.form`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  fieldset {
    display: grid;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${space(1)};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 44px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const Toggle = styled(Button)`
  min-height: 44px;
  font-size: 0.85rem;
`;

const Done = styled.p`
  margin: ${space(1)} 0 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

/**
 * "Report" under a review: opens a small form in place with the reasons (a radio group)
 * and an optional note; after sending it says thanks, and a refusal (4xx, 429) is read out.
 * The review stays shown until staff decide (decision 0044).
 */
export function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [note, setNote] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const report = useReportReview(reviewId);
  const panelId = useId();
  const noteId = useId();
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
    setReason('');
    setNote('');
    report.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || report.isPending) return;
    report.mutate(
      { reason, note, honeypot },
      { onSuccess: (answer) => setSent(answer.message || REVIEW_REPORTED_MESSAGE) },
    );
  };

  const error = report.error
    ? (report.error instanceof ApiRequestError && report.error.apiMessage) ||
      'The report could not be sent. Please try again later.'
    : null;

  return (
    <div>
      <Toggle
        type="button"
        $variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Report the review by ${author}`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Report
      </Toggle>
      {open && (
        <Panel
          id={panelId}
          onSubmit={submit}
          noValidate
          aria-label={`Report the review by ${author}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <fieldset>
            <legend>Why should staff look at this review?</legend>
            {REVIEW_REPORT_REASONS.map((value, index) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${panelId}-reason`}
                  value={value}
                  checked={reason === value}
                  autoFocus={index === 0}
                  onChange={() => setReason(value)}
                />
                {REVIEW_REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <FieldBox>
            <label htmlFor={noteId}>Anything staff should know? (optional)</label>
            <textarea
              id={noteId}
              maxLength={TEXT_LIMITS.reviewReportNote}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
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
              disabled={!reason || report.isPending}
              aria-describedby={error ? errorId : undefined}
            >
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
            <Button type="button" $variant="secondary" onClick={close}>
              Cancel
            </Button>
          </Row>
        </Panel>
      )}
    </div>
  );
}
