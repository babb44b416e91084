import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORTED_MESSAGE,
  TEXT_LIMITS,
  type ReviewReportReason,
} from '@pizza-atlas/contracts';
import { Button, FieldBox, space } from '@pizza-atlas/ui';
import { InPlaceReport, ReportSent } from '../restaurants/in-place-report';
import { useReportReview } from './api/report-review';

const Reasons = styled.fieldset`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 44px;
  }
`;

const Toggle = styled(Button)`
  min-height: 44px;
  font-size: 0.85rem;
`;

/**
 * "Report" under a review: opens a small form in place with the reasons (a radio group)
 * and an optional note; after sending it says thanks, and a refusal (4xx, 429) is read out.
 * Closing it (Escape, Cancel, "Report" again) leaves focus on "Report".
 * The review stays shown until staff decide (decision 0044).
 */
export function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const report = useReportReview(reviewId);
  const panelId = useId();
  const noteId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  if (sent) return <ReportSent framed>{sent}</ReportSent>;

  // Closed by Escape or Cancel: focus goes back to "Report", not to the page's body.
  const close = () => {
    setOpen(false);
    setReason('');
    setNote('');
    toggle.current?.focus();
  };

  return (
    <div>
      <Toggle
        ref={toggle}
        type="button"
        $variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Report the review by ${author}`}
        onClick={() => {
          if (!open) setOpen(true);
          else {
            report.reset();
            close();
          }
        }}
      >
        Report
      </Toggle>
      {open && (
        <InPlaceReport
          id={panelId}
          framed
          label={`Report the review by ${author}`}
          report={report}
          input={reason ? { reason, note } : undefined}
          received={REVIEW_REPORTED_MESSAGE}
          onClose={close}
          onSent={setSent}
        >
          <Reasons>
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
          </Reasons>
          <FieldBox>
            <label htmlFor={noteId}>Anything staff should know? (optional)</label>
            <textarea
              id={noteId}
              maxLength={TEXT_LIMITS.reviewReportNote}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FieldBox>
        </InPlaceReport>
      )}
    </div>
  );
}
