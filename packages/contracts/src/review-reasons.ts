// The reasons a visitor reports a review for, without zod, so the shell's staff console
// (which names them) carries no schema: docs/decisions/0016 and 0044.

export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'not-about-this-place',
  'conflict-of-interest',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** How the report control and the staff queue name each reason. */
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  'not-about-this-place': 'Not about this place',
  'conflict-of-interest': 'Conflict of interest (owner, staff or competitor)',
  other: 'Something else',
};
