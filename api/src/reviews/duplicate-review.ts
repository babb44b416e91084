import { HttpError } from '../http/errors';

export const DUPLICATE_REVIEW_MESSAGE =
  'You already posted this review of this place. Each review shows once.';

/** The same text from the same client to the same place: refused, not stored twice. */
export function duplicateReview(): HttpError {
  return new HttpError(409, 'DUPLICATE_REVIEW', DUPLICATE_REVIEW_MESSAGE);
}
