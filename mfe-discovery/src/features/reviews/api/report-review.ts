import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  type ReportReviewInput,
  type ReviewReportReason,
} from '@pizza-atlas/contracts';

export interface NewReport {
  reason: ReviewReportReason;
  note: string;
  /** The hidden bot trap, sent as the form holds it. */
  honeypot: string;
}

/** Reports a review to staff (decision 0044); the answer's message thanks the visitor. */
export function useReportReview(reviewId: string) {
  return useMutation({
    mutationFn: (report: NewReport) => {
      const body: ReportReviewInput = {
        reason: report.reason,
        note: report.note.trim(),
        [HONEYPOT_FIELD]: report.honeypot,
      };
      return apiFetch<{ message?: string }>(
        `/api/reviews/${encodeURIComponent(reviewId)}/reports`,
        { method: 'POST', body },
      );
    },
  });
}
