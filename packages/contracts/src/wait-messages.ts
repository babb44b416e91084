// What a visitor reads after reporting a wait, without zod: the restaurant page's report form
// imports it through the package's side-effect-free re-exports, so the schemas of
// wait-times.ts (and zod) stay out of its scripts (docs/decisions/0051-no-zod-in-the-browser.md).

export const WAIT_REPORT_RECEIVED_MESSAGE = 'Thanks! Your wait report helps other pizza lovers.';

/** A report that replaced the same visitor's report of the last 30 minutes (decision 0087). */
export const WAIT_REPORT_REPLACED_MESSAGE =
  'Thanks! We updated your earlier wait report with this one.';
