// What a visitor reads after reporting a wait, without zod: the restaurant page's report form
// imports it through the package's side-effect-free re-exports, so the schemas of
// wait-times.ts (and zod) stay out of its scripts (docs/decisions/0051-no-zod-in-the-browser.md).

export const WAIT_REPORT_RECEIVED_MESSAGE = 'Thanks! Your wait report helps other pizza lovers.';

/**
 * A predicted wait is shown once this many visitors reported in the last 90 minutes: one
 * report scaled by a typical evening's curve is not a prediction (decision 0087).
 */
export const MIN_VISITORS_FOR_PREDICTION = 3;

/** Why the wait card shows no predicted wait, below its figures. */
export const WAIT_PREDICTION_WITHHELD_MESSAGES = {
  'few-reports': `A predicted wait shows once ${MIN_VISITORS_FOR_PREDICTION} visitors have reported here in the last 90 minutes.`,
  'closes-soon': 'No predicted wait: it closes within 30 minutes.',
} as const;
