import { z } from 'zod';
import { ClaimPlaceSchema } from './accounts';
import { HoursRowSchema } from './restaurants';
import { hasUnstorableCharacters, tooLongMessage } from './text-rules';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { isUsPhone, US_PHONE_MESSAGE } from './us-phone';
import { isWebAddress, WEB_ADDRESS_MAX_LENGTH } from './web-address';
import { OWNER_LISTING_LIMITS, OWNER_LISTING_MESSAGES } from './owner-listing-limits';

/**
 * The owner of an approved claim keeps a place's listing right (decision 0089): its phone,
 * website, opening hours and a short description. Their values are kept apart from the
 * source's, so a refresh of the area never overwrites them, and shown over the source's
 * wherever the place is read.
 */

export { OWNER_LISTING_LIMITS, OWNER_LISTING_MESSAGES } from './owner-listing-limits';

/** A field's text: trimmed, at most `max` characters, nothing the database cannot keep. */
function fieldText(max: number, multiLine = false) {
  return z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, tooLongMessage(max))
    .refine((value) => !hasUnstorableCharacters(value, multiLine), UNSTORABLE_TEXT_MESSAGE);
}

/**
 * What an owner changes: each field left out stays as it is; null gives the field back to
 * the source (its value shows again); '' says the place has none (no phone, no website, no
 * description shown). Opening hours cannot be '' (null gives them back to the source).
 */
export const OwnerListingUpdateSchema = z
  .object({
    phone: fieldText(OWNER_LISTING_LIMITS.phone)
      .refine((value) => value === '' || isUsPhone(value), US_PHONE_MESSAGE)
      .nullable()
      .optional(),
    website: fieldText(WEB_ADDRESS_MAX_LENGTH)
      .refine((value) => value === '' || isWebAddress(value), OWNER_LISTING_MESSAGES.website)
      .nullable()
      .optional(),
    openingHours: fieldText(OWNER_LISTING_LIMITS.openingHours)
      .min(1, OWNER_LISTING_MESSAGES.hoursEmpty)
      .nullable()
      .optional(),
    description: fieldText(OWNER_LISTING_LIMITS.description, true).nullable().optional(),
  })
  .strict();
export type OwnerListingUpdate = z.input<typeof OwnerListingUpdateSchema>;

/** One field of a listing as visitors see it, and whether the owner set it. */
const ShownFieldSchema = z.object({
  /** What visitors see ('' for none). */
  value: z.string(),
  /** The owner set it (else it is the source's). */
  byOwner: z.boolean(),
});

/** GET/PUT /api/account/listings/{placeId}: the listing as visitors see it. */
export const OwnerListingSchema = z.object({
  place: ClaimPlaceSchema,
  /** The phone as the page writes it: '(312) 555-0123'. */
  phone: ShownFieldSchema,
  website: ShownFieldSchema,
  /** OpenStreetMap opening_hours text. */
  openingHours: ShownFieldSchema,
  description: ShownFieldSchema,
  /** When the owner last saved (ISO instant), or null. */
  updatedAt: z.string().nullable(),
});
export type OwnerListing = z.infer<typeof OwnerListingSchema>;

export const HoursPreviewRequestSchema = z.object({
  openingHours: fieldText(OWNER_LISTING_LIMITS.openingHours).min(
    1,
    OWNER_LISTING_MESSAGES.hoursEmpty,
  ),
});
export type HoursPreviewRequest = z.input<typeof HoursPreviewRequestSchema>;

/** The week the hours give, from today where the place is, as its page would show it. */
export const HoursPreviewSchema = z.object({
  /** The value as it would be stored (the library's normal form when it had to correct it). */
  openingHours: z.string(),
  week: z.array(HoursRowSchema),
});
export type HoursPreview = z.infer<typeof HoursPreviewSchema>;
