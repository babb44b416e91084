// The account forms' words without zod, for the shell's staff console (its own chunk, so
// not in account-names.ts, which every page loads): docs/decisions/0016.

export const PASSWORD_RULES = {
  minLength: 8,
  /** Long passphrases are welcome; the cap only bounds the hashing work. */
  maxLength: 256,
} as const;

/** What the account forms and the API say, word for word. */
export const ACCOUNT_MESSAGES = {
  businessName: 'Business name is required',
  contactName: 'Your name is required',
  email: 'Please enter a valid email address',
  passwordShort: `Password must be at least ${PASSWORD_RULES.minLength} characters`,
  passwordLong: `Password must be at most ${PASSWORD_RULES.maxLength} characters`,
  passwordIsEmail: 'Choose a password that is not your email address.',
  passwordIsBusinessName: 'Choose a password that is not your business name.',
  passwordRepeated: 'Choose a password that is not one character repeated.',
  passwordRequired: 'Please enter your password',
  passwordsDiffer: 'The passwords do not match',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  badLogin: 'The email or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Your password was changed.',
  signedOut: 'You have signed out.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  csrf: 'This request could not be verified. Please reload the page and try again.',
  staffOnly: 'This needs a staff account.',
  claimExists: 'You have already asked to claim this place.',
  claimSent: 'Your claim was sent. Our staff will review it.',
  checkEmail: 'Check your email to finish',
  resetSent:
    'If an account uses this address, we have sent it a link to reset the password. Check your email.',
  confirmationSent:
    'If this address has an account waiting for confirmation, we have sent it a new link. Check your email.',
  resetDone: 'Your password is set. Please sign in with it.',
  tokenUnknown:
    'This link is not one we sent, or it was cut short. Copy the whole link from the mail, or ask for a new one.',
  tokenExpired: 'This link has expired. Please ask for a new one.',
  resetTokenUsed:
    'This link was already used, or a newer one was sent since. Please ask for a new one.',
  confirmTokenUsed: 'This link was already used: your address is confirmed. Please sign in.',
  addressConfirmed: 'Your email address is confirmed. Please sign in.',
  emailUnconfirmed:
    'Please confirm your email address first: follow the link in the mail we sent you.',
} as const;

/**
 * The API's word on a password the strength estimator judges easy to guess: what it found
 * (its warning) and what helps, e.g. "This password is too common: This is similar to a
 * commonly used password. Add more words that are less common."
 */
export function passwordTooCommonMessage(why: string | null, suggestions: string[]): string {
  const detail = [why ?? 'It would be guessed quickly.', ...suggestions].join(' ');
  return `This password is too common: ${detail}`;
}
