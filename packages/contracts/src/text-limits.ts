// The bot trap's field and the longest texts the API accepts, without zod: browser code imports them from here through the package's
// side-effect-free re-exports, so the schemas of text-rules.ts (and zod) stay out of its pages
// (docs/decisions/0051-no-zod-in-the-browser.md).

import { WEB_ADDRESS_MAX_LENGTH } from './web-address';

/**
 * The hidden form field that catches simple bots. Render it in every visitor form
 * (submit a place, review, contact, wait report) as an empty text input that people
 * never see: visually hidden (not display:none), `tabIndex={-1}`, `autoComplete="off"`,
 * `aria-hidden`. Send it as is. When it is non-empty the API answers as if it accepted
 * the write and stores nothing.
 */
export const HONEYPOT_FIELD = 'website_confirm';

/** Longest texts the API accepts (characters). The database enforces the same caps. */
export const TEXT_LIMITS = {
  restaurantName: 200,
  address: 300,
  phone: 40,
  url: WEB_ADDRESS_MAX_LENGTH,
  description: 2000,
  feature: 50,
  features: 10,
  reviewerName: 100,
  reviewText: 5000,
  reviewReportNote: 500,
  ownerReply: 1000,
  staffReason: 500,
  contactName: 100,
  email: 254,
  company: 200,
  contactMessage: 5000,
  honeypot: 500,
} as const;

/**
 * Shortest texts the API accepts (characters, after trimming): the form states them up front
 * and counts as the visitor types (docs/decisions/0066-forms-that-say-what-they-need.md).
 * Ten characters for a review is the spec's one stated minimum, the contact message's.
 */
export const TEXT_MINIMUMS = {
  reviewText: 10,
  reviewerName: 2,
  ownerReply: 2,
} as const;

/**
 * Characters as a person counts them, near enough: code points, so an emoji counts once
 * (String.length would count two). The form's counter and the API's check both use it.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}
