import { HttpError } from '../http/errors';

// True whether the first copy is published or held for staff (decision 0087): it is not
// stored twice, and a held one shows once staff have checked it.
export const DUPLICATE_REVIEW_MESSAGE =
  'You already sent this review of this place, so it was not sent again. If it is waiting for a quick check, it will show once staff have looked at it.';

/** The same text from the same client to the same place: refused, not stored twice. */
export function duplicateReview(): HttpError {
  return new HttpError(409, 'DUPLICATE_REVIEW', DUPLICATE_REVIEW_MESSAGE);
}
