import { OWNER_REPLY_MESSAGES } from '@pizza-atlas/contracts';
import { HttpError } from '../http/errors';

/** The account has no approved, unrevoked claim on the review's place. */
export const notYourPlace = () =>
  new HttpError(403, 'NOT_YOUR_PLACE', OWNER_REPLY_MESSAGES.notYourPlace);

/** A held or hidden review: the public does not see it, so it takes no reply. */
export const reviewNotPublished = () =>
  new HttpError(409, 'REVIEW_NOT_PUBLISHED', OWNER_REPLY_MESSAGES.notPublished);

export const noReply = () => new HttpError(404, 'NO_REPLY', OWNER_REPLY_MESSAGES.noReply);
