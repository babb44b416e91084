import { z } from 'zod';

// Yelp's response shapes (provider-apis.md §1.2–1.5). Lenient where Yelp is: the
// OpenAPI spec marks most fields optional, and real payloads carry "" or null for
// price, image_url, address2/3, phone and coordinates.

const text = z.string().nullish();

export const YelpCategorySchema = z.object({ alias: z.string(), title: z.string() });

export const YelpOpenIntervalSchema = z.object({
  /** 0 is Monday, 6 is Sunday (current Yelp docs). */
  day: z.number().int(),
  start: z.string(),
  end: z.string(),
  is_overnight: z.boolean().nullish(),
});

export const YelpHoursSchema = z.object({
  open: z.array(YelpOpenIntervalSchema).nullish(),
  // Real payloads say hours_type; the OpenAPI spec says hour_type. Accept both.
  hours_type: text,
  hour_type: text,
  is_open_now: z.boolean().nullish(),
});

export const YelpLocationSchema = z.object({
  address1: text,
  address2: text,
  address3: text,
  city: text,
  zip_code: text,
  country: text,
  state: text,
  display_address: z.array(z.string()).nullish(),
  cross_streets: text,
});

/** A business as search and details return it (details adds photos and hours). */
export const YelpBusinessSchema = z.object({
  id: z.string().min(1),
  alias: text,
  name: z.string(),
  image_url: text,
  is_closed: z.boolean().nullish(),
  url: text,
  review_count: z.number().nullish(),
  categories: z.array(YelpCategorySchema).nullish(),
  rating: z.number().nullish(),
  coordinates: z
    .object({ latitude: z.number().nullish(), longitude: z.number().nullish() })
    .nullish(),
  transactions: z.array(z.string()).nullish(),
  price: text,
  location: YelpLocationSchema.nullish(),
  phone: text,
  display_phone: text,
  distance: z.number().nullish(),
  attributes: z.record(z.string(), z.unknown()).nullish(),
  /** Search responses. */
  business_hours: z.array(YelpHoursSchema).nullish(),
  /** Details responses. */
  hours: z.array(YelpHoursSchema).nullish(),
  photos: z.array(z.string()).nullish(),
});
export type YelpBusiness = z.infer<typeof YelpBusinessSchema>;

/** Businesses stay unknown here so one malformed entry drops alone, not the whole page. */
export const YelpSearchResponseSchema = z.object({
  businesses: z.array(z.unknown()),
  total: z.number().nullish(),
  region: z
    .object({ center: z.object({ latitude: z.number(), longitude: z.number() }).nullish() })
    .nullish(),
});
export type YelpSearchResponse = z.infer<typeof YelpSearchResponseSchema>;

export const YelpReviewSchema = z.object({
  id: z.string().min(1),
  url: text,
  text: text,
  rating: z.number(),
  /** "YYYY-MM-DD HH:MM:SS" in Pacific time, without a zone. */
  time_created: z.string(),
  user: z.object({
    id: text,
    profile_url: text,
    image_url: text,
    name: text,
  }),
});
export type YelpReview = z.infer<typeof YelpReviewSchema>;

export const YelpReviewsResponseSchema = z.object({
  reviews: z.array(z.unknown()),
  total: z.number().nullish(),
  possible_languages: z.array(z.string()).nullish(),
});
export type YelpReviewsResponse = z.infer<typeof YelpReviewsResponseSchema>;

/** `{ error: { code, description, field? } }`; description can nest a second error (issue #69). */
export const YelpErrorBodySchema = z.object({
  error: z.object({
    code: text,
    description: z.unknown().optional(),
    field: text,
  }),
});
