import { z } from 'zod';
import { HoneypotSchema, optionalHttpUrl, optionalText, requiredText } from './text-rules';
import { HONEYPOT_FIELD, TEXT_LIMITS } from './text-limits';
import { isUsPhone, US_PHONE_MESSAGE } from './us-phone';

// POST /api/restaurants and the stored places it makes (api/src/submissions).

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

export const SUBMISSION_RECEIVED_MESSAGE =
  'Thanks! Your pizza place was submitted. It will appear in the directory once our staff approve it.';

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
  phone: optionalText(TEXT_LIMITS.phone).refine(
    (value) => value === '' || isUsPhone(value),
    US_PHONE_MESSAGE,
  ),
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
 * A listed place that looks like the one a visitor suggests (docs/decisions/0086): a similar
 * name and the same street address, the same phone, or a point within 75 m of the pin.
 */
export const ListedPlaceMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its street address, city and state, as listed. */
  address: z.string(),
  /** Its public page. */
  path: z.string(),
  /** What besides the name matched. */
  because: z.array(z.enum(['address', 'phone', 'pin'])),
});
export type ListedPlaceMatch = z.infer<typeof ListedPlaceMatchSchema>;

/** What the visitor is told when the place they sent looks already listed. */
export const ALREADY_LISTED_MESSAGE =
  'A place with that name at that address is already listed. Our staff will add anything new you sent to it.';

/**
 * The answer to a submission. `photoUpload` lets the submitter add photos for a short
 * while: POST multipart/form-data (files only, PNG, JPEG or WebP) to `url` with the header
 * `x-upload-token: <token>` before `expiresAt`.
 */
export const CreateRestaurantResponseSchema = z.object({
  restaurant: StoredRestaurantSchema,
  message: z.string(),
  /** A listed place this one looks like: the submission is kept, and staff merge it there. */
  alreadyListed: ListedPlaceMatchSchema.nullable(),
  photoUpload: z.object({
    url: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    maxFiles: z.number().int(),
    maxBytesPerFile: z.number().int(),
  }),
});
export type CreateRestaurantResponse = z.infer<typeof CreateRestaurantResponseSchema>;

export const StoredRestaurantListSchema = z.object({
  restaurants: z.array(StoredRestaurantSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StoredRestaurantList = z.infer<typeof StoredRestaurantListSchema>;
