import { z } from 'zod';
import { ProviderNameSchema } from './restaurants';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { isWebAddress, WEB_ADDRESS_MAX_LENGTH } from './web-address';

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
  contactName: 100,
  email: 254,
  company: 200,
  contactMessage: 5000,
  honeypot: 500,
} as const;

export const PIZZA_STYLES = [
  'neapolitan',
  'new-york',
  'chicago',
  'sicilian',
  'detroit',
  'other',
] as const;
export const PizzaStyleSchema = z.enum(PIZZA_STYLES);
export type PizzaStyle = z.infer<typeof PizzaStyleSchema>;

/** The feature checkboxes of the add-place form (spec section 5). */
export const SUBMISSION_FEATURES = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'takeout', label: 'Takeout' },
  { value: 'vegan', label: 'Vegan Options' },
  { value: 'outdoor', label: 'Outdoor Seating' },
] as const;

/** Photos for a fresh submission: see CreateRestaurantResponse.photoUpload. */
export const PHOTO_UPLOAD = {
  maxFiles: 6,
  maxBytesPerFile: 10 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg'],
  /** The request header that carries the upload token. */
  tokenHeader: 'x-upload-token',
  tokenLifetimeMinutes: 60,
} as const;

export const SUBMISSION_RECEIVED_MESSAGE =
  'Thanks! Your pizza place was submitted. It will appear in the directory once our staff approve it.';
export const REVIEW_RECEIVED_MESSAGE = 'Review submitted! Thank you for sharing your experience.';
export const CONTACT_RECEIVED_MESSAGE =
  "Thank you for your message! We'll get back to you as soon as we can.";
export const WAIT_REPORT_RECEIVED_MESSAGE = 'Thanks! Your wait report helps other pizza lovers.';
export const PHOTOS_RECEIVED_MESSAGE =
  'Photos added. They will show once our staff approve the place.';

/** Field messages of spec section 5, short (under the field) and long (in a toast). */
export const REVIEW_MESSAGES = {
  rating: 'Please select a rating',
  ratingLong: 'A rating is required to submit your review.',
  reviewText: 'Please write a review',
  reviewTextLong: 'A comment is required to submit your review.',
  reviewerName: 'Please enter your name',
  reviewerNameLong: 'Your name is required to submit a review.',
} as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
  type: 'Please select an inquiry type',
} as const;

export const CONTACT_TYPES = ['advertiser', 'partnership', 'general'] as const;
export const ContactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof ContactTypeSchema>;

const NOT_ALLOWED = UNSTORABLE_TEXT_MESSAGE;

/**
 * Text the database cannot keep as sent (storable-text.ts), and other control characters
 * (C0, DEL, C1), which have no place in a form field. Multi-line texts keep tab, CR and LF.
 */
export function hasUnstorableCharacters(value: string, allowLineBreaks: boolean): boolean {
  if (hasUnstorableText(value)) return true;
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      if (!allowLineBreaks || !(code === 0x09 || code === 0x0a || code === 0x0d)) return true;
    }
  }
  return false;
}

function tooLong(max: number) {
  return `Must be at most ${max} characters`;
}

/** A text that must be present after trimming; `required` is its message. */
export function requiredText(max: number, required: string, multiLine = false) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong(max))
    .refine((value) => !hasUnstorableCharacters(value, multiLine), NOT_ALLOWED);
}

/** An optional text: absent, null and blank all become ''. */
export function optionalText(max: number, multiLine = false) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine((value) => !hasUnstorableCharacters(value, multiLine), NOT_ALLOWED)
    .nullish()
    .transform((value) => value ?? '');
}

/** An optional web address: '' or a full http(s) URL. */
function optionalHttpUrl() {
  return optionalText(TEXT_LIMITS.url).refine(
    (value) => value === '' || isWebAddress(value),
    'Please enter a full web address starting with http:// or https://',
  );
}

/**
 * The hidden bot trap: accepted in every write, acted on by the server. Not described in
 * the OpenAPI document: a bot reading it must not learn what the field is for.
 */
export const HoneypotSchema = z.string().max(TEXT_LIMITS.honeypot).nullish();

/** True when a bot filled the hidden field. */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

const RATING_MESSAGE = 'Rating must be a number from 0 to 5 with at most one decimal';

/** A place's rating: empty becomes null; otherwise 0 to 5 with one decimal (numeric(2,1)). */
const OptionalPlaceRatingSchema = z
  .union([z.number(), z.string(), z.null()], { error: RATING_MESSAGE })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    const rating = typeof value === 'number' ? value : Number(value.trim());
    const tenths = rating * 10;
    if (
      !Number.isFinite(rating) ||
      rating < 0 ||
      rating > 5 ||
      Math.abs(tenths - Math.round(tenths)) > 1e-9
    ) {
      context.addIssue({ code: 'custom', message: RATING_MESSAGE });
      return z.NEVER;
    }
    return Math.round(tenths) / 10;
  });

/**
 * POST /api/restaurants: the add-place form (spec section 5). Name and address are
 * required; the rest is optional and blank text becomes ''. `providerId`, `approved`
 * and `isUserSubmitted` may be sent (the form passes null) but the server ignores them:
 * a submission is always user-submitted and waits for staff approval. `rating` is
 * accepted for the form's sake but a new place starts unrated: its rating comes from
 * visitor reviews.
 */
export const CreateRestaurantSchema = z.object({
  name: requiredText(TEXT_LIMITS.restaurantName, 'Name is required'),
  address: requiredText(TEXT_LIMITS.address, 'Address is required'),
  phone: optionalText(TEXT_LIMITS.phone),
  website: optionalHttpUrl(),
  pizzaStyle: z
    .union([PizzaStyleSchema, z.literal('')], {
      error: 'Please choose one of the listed pizza styles',
    })
    .nullish()
    .transform((value) => value ?? ''),
  features: z
    .array(
      requiredText(TEXT_LIMITS.feature, 'A feature cannot be empty'),
      'Features must be a list of text',
    )
    .max(TEXT_LIMITS.features, `Choose at most ${TEXT_LIMITS.features} features`)
    .nullish()
    .transform((features) => [...new Set(features ?? [])]),
  description: optionalText(TEXT_LIMITS.description, true),
  rating: OptionalPlaceRatingSchema,
  imageUrl: optionalHttpUrl(),
  providerId: z.string().max(200).nullish(),
  approved: z.boolean().nullish(),
  isUserSubmitted: z.boolean().nullish(),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type CreateRestaurantInput = z.input<typeof CreateRestaurantSchema>;
export type CreateRestaurant = z.output<typeof CreateRestaurantSchema>;

/** A stored restaurant in the camelCase shape of spec section 3. */
export const StoredRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  pizzaStyle: z.string().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  imageUrl: z.string().nullable(),
  providerId: z.string().nullable(),
  isUserSubmitted: z.boolean(),
  approved: z.boolean(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type StoredRestaurant = z.infer<typeof StoredRestaurantSchema>;

/**
 * The answer to a submission. `photoUpload` lets the submitter add photos for a short
 * while: POST multipart/form-data (files only, PNG or JPEG) to `url` with the header
 * `x-upload-token: <token>` before `expiresAt`.
 */
export const CreateRestaurantResponseSchema = z.object({
  restaurant: StoredRestaurantSchema,
  message: z.string(),
  photoUpload: z.object({
    url: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    maxFiles: z.number().int(),
    maxBytesPerFile: z.number().int(),
  }),
});
export type CreateRestaurantResponse = z.infer<typeof CreateRestaurantResponseSchema>;

/** Paging of the stored lists. */
export const StoredListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const StoredRestaurantListSchema = z.object({
  restaurants: z.array(StoredRestaurantSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StoredRestaurantList = z.infer<typeof StoredRestaurantListSchema>;

export const StoredPhotoSchema = z.object({
  id: z.string(),
  contentType: z.enum(PHOTO_UPLOAD.contentTypes),
  byteSize: z.number().int(),
  createdAt: z.string(),
});

export const PhotoUploadResponseSchema = z.object({
  photos: z.array(StoredPhotoSchema),
  /** How many more photos this submission can take. */
  remaining: z.number().int(),
  message: z.string(),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

/** A visitor's review (spec section 5); values are trimmed. */
export const CreateReviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  reviewText: requiredText(TEXT_LIMITS.reviewText, REVIEW_MESSAGES.reviewText, true),
  reviewerName: requiredText(TEXT_LIMITS.reviewerName, REVIEW_MESSAGES.reviewerName),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

export const StoredReviewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  createdAt: z.string(),
});
export type StoredReview = z.infer<typeof StoredReviewSchema>;

export const StoredReviewListSchema = z.object({
  reviews: z.array(StoredReviewSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StoredReviewList = z.infer<typeof StoredReviewListSchema>;

/** The review and the place's rating and count after it. */
export const CreateReviewResponseSchema = z.object({
  review: StoredReviewSchema,
  restaurant: z.object({
    id: z.string(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
  message: z.string(),
});
export type CreateReviewResponse = z.infer<typeof CreateReviewResponseSchema>;

/** The contact form (spec section 5). */
export const ContactMessageSchema = z.object({
  name: requiredText(TEXT_LIMITS.contactName, CONTACT_MESSAGES.name),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(TEXT_LIMITS.email, CONTACT_MESSAGES.email)
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  company: optionalText(TEXT_LIMITS.company).transform((company) =>
    company === '' ? null : company,
  ),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    // Counted in characters as people (and PostgreSQL) count them, not UTF-16 units.
    .refine((value) => [...value].length >= 10, CONTACT_MESSAGES.message)
    .max(TEXT_LIMITS.contactMessage, tooLong(TEXT_LIMITS.contactMessage))
    .refine((value) => !hasUnstorableCharacters(value, true), NOT_ALLOWED),
  type: z.enum(CONTACT_TYPES, { error: CONTACT_MESSAGES.type }),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** The contact answer the partners remote reads (spec section 7). */
export const ContactResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

const WAIT_MINUTES_MESSAGE = 'Please enter a wait between 0 and 240 minutes';
const PARTY_SIZE_MESSAGE = 'Party size must be a whole number from 1 to 20';

/** A visitor's report of the current wait at a provider listing. */
export const WaitReportSchema = z.object({
  provider: ProviderNameSchema,
  restaurantId: z
    .string({ error: 'Restaurant id is required' })
    .trim()
    .min(1, 'Restaurant id is required')
    .max(200, 'Restaurant id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'Restaurant id is not valid'),
  waitMinutes: z
    .number({ error: WAIT_MINUTES_MESSAGE })
    .int(WAIT_MINUTES_MESSAGE)
    .min(0, WAIT_MINUTES_MESSAGE)
    .max(240, WAIT_MINUTES_MESSAGE),
  partySize: z
    .number({ error: PARTY_SIZE_MESSAGE })
    .int(PARTY_SIZE_MESSAGE)
    .min(1, PARTY_SIZE_MESSAGE)
    .max(20, PARTY_SIZE_MESSAGE)
    .nullish()
    .transform((size) => size ?? null),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type WaitReportInput = z.input<typeof WaitReportSchema>;

export const StoredWaitReportSchema = z.object({
  id: z.string(),
  provider: z.string(),
  restaurantId: z.string(),
  waitMinutes: z.number().int(),
  partySize: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StoredWaitReport = z.infer<typeof StoredWaitReportSchema>;

export const WaitReportResponseSchema = z.object({
  report: StoredWaitReportSchema,
  message: z.string(),
});
export type WaitReportResponse = z.infer<typeof WaitReportResponseSchema>;
