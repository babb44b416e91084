// Account names the browser needs without zod (the shell's header, the API client), so the
// schemas stay out of the page (docs/decisions/0016-javascript-before-first-paint.md).

/** The header the browser sends the session's CSRF token in, on every cookie write. */
export const CSRF_HEADER = 'x-csrf-token';

export const PASSWORD_RULES = {
  minLength: 8,
  /** Long passphrases are welcome; the cap only bounds the hashing work. */
  maxLength: 256,
} as const;

/** What the account forms and the API say, word for word. */
export const ACCOUNT_MESSAGES = {
  businessName: 'Business name is required',
  contactName: 'Contact name is required',
  email: 'Please enter a valid email address',
  passwordShort: `Password must be at least ${PASSWORD_RULES.minLength} characters`,
  passwordLong: `Password must be at most ${PASSWORD_RULES.maxLength} characters`,
  passwordCommon: 'This password is too common. Please choose another.',
  passwordRequired: 'Please enter your password',
  passwordsDiffer: 'The passwords do not match',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  badLogin: 'The email or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Your password was changed.',
  signedOut: 'You have signed out.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  csrf: 'This request could not be verified. Please reload the page and try again.',
  staffOnly: 'This needs a staff account.',
  claimExists: 'You have already asked to claim this place.',
  claimSent: 'Your claim was sent. Our staff will review it.',
} as const;
