/** A review's day in the visitor's zone, unambiguous in every locale: 'Dec 1, 2026'. */
const REVIEW_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The day of a review (or of its owner's reply) as the reviews list writes it. */
export function formatReviewDate(iso: string): string {
  return REVIEW_DATE.format(new Date(iso));
}
