// Account names the browser needs without zod (the shell's header, the API client), so the
// schemas stay out of the page (docs/decisions/0016-javascript-before-first-paint.md).

/** The header the browser sends the session's CSRF token in, on every cookie write. */
export const CSRF_HEADER = 'x-csrf-token';
