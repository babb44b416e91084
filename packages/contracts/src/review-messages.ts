// What a visitor is told about a review, without zod: browser code imports them from here through the package's
// side-effect-free re-exports, so the schemas of reviews.ts (and zod) stay out of its pages
// (docs/decisions/0051-no-zod-in-the-browser.md).

import { TEXT_LIMITS, TEXT_MINIMUMS } from './text-limits';

export const REVIEW_RECEIVED_MESSAGE = 'Review submitted! Thank you for sharing your experience.';

/** What the writer of a review held for staff is told (decision 0044). */
export const REVIEW_HELD_MESSAGE = 'Thanks — your review will appear after a quick check.';

/** Field messages of spec section 5, short (under the field) and long (in a toast). */
export const REVIEW_MESSAGES = {
  rating: 'Please select a rating',
  ratingLong: 'A rating is required to submit your review.',
  reviewText: 'Please write a review',
  reviewTextLong: 'A comment is required to submit your review.',
  reviewerName: 'Please enter your name',
  reviewerNameLong: 'Your name is required to submit a review.',
  /** Present but shorter than TEXT_MINIMUMS (decision 0066): the form and the API's 400 say it. */
  reviewTextTooShort: `Your review needs at least ${TEXT_MINIMUMS.reviewText} characters.`,
  reviewerNameTooShort: `Your name needs at least ${TEXT_MINIMUMS.reviewerName} characters.`,
} as const;

export const REVIEW_REPORTED_MESSAGE = 'Thanks for the report. Our staff will take a look.';

/** "1,000": a limit as the messages write it. */
const written = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/** An owner's reply to a review (decision 0090): what the form and the API's 400 say. */
export const OWNER_REPLY_MESSAGES = {
  required: `Please write your reply (${TEXT_MINIMUMS.ownerReply} to ${written(TEXT_LIMITS.ownerReply)} characters).`,
  tooShort: `Your reply needs at least ${TEXT_MINIMUMS.ownerReply} characters.`,
  tooLong: `Your reply can be at most ${written(TEXT_LIMITS.ownerReply)} characters.`,
  saved: 'Your reply is published under the review.',
  deleted: 'Your reply was deleted.',
  notYourPlace: 'You can reply only to reviews of a place you own (an approved claim).',
  notPublished: 'This review is not published (held for a check or hidden), so it takes no reply.',
  noReply: 'This review has no reply.',
  removedByStaff: 'The owner’s reply was removed.',
} as const;
