import { z } from 'zod';

/**
 * Every `error.code` the API answers with. A caller decides by the code (the API client's
 * `isApiError(error, 'UNKNOWN_LOCATION')`), never by the message, which is for people and
 * may be reworded. The API's HttpError takes only these, so a new code is added here first.
 */
export const API_ERROR_CODES = [
  // Any route
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'RATE_LIMITED',
  'REQUEST_TIMEOUT',
  'TIMEOUT',
  'CLIENT_GONE',
  'DATABASE_UNAVAILABLE',
  'REDIS_UNAVAILABLE',
  'INTERNAL',
  // Listing providers (search, a place, its reviews)
  'PROVIDER_UNAUTHORIZED',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_TIMEOUT',
  // Restaurants
  'UNKNOWN_LOCATION',
  'PLACE_REMOVED',
  // Reviews
  'DUPLICATE_REVIEW',
  'REVIEWS_ELSEWHERE',
  'ALREADY_REPORTED',
  // Owners' replies to reviews (decision 0090)
  'NOT_YOUR_PLACE',
  'REVIEW_NOT_PUBLISHED',
  'NO_REPLY',
  // Submissions and their photos
  'UPLOAD_NOT_ALLOWED',
  'TOO_MANY_PHOTOS',
  'NO_PHOTOS',
  'MALFORMED_UPLOAD',
  'PHOTO_TOO_LARGE',
  'UNSUPPORTED_PHOTO',
  'UNREADABLE_PHOTO',
  'PHOTO_TOO_MANY_PIXELS',
  'PHOTO_TRAILING_DATA',
  'UPLOAD_LIMIT_REACHED',
  // Accounts and sessions
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'CSRF_FAILED',
  'BAD_LOGIN',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'PASSWORD_COMMON',
  'PASSWORD_IS_EMAIL',
  'PASSWORD_IS_BUSINESS_NAME',
  'PASSWORD_REPEATED',
  'CURRENT_PASSWORD_WRONG',
  'CLAIM_EXISTS',
  'EMAIL_UNCONFIRMED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'NOT_OWNER',
  // Staff
  'ALREADY_DECIDED',
  'PLACE_NOT_LISTED',
  'NOT_APPROVED',
  'MERGED_PLACE',
  'ALREADY_REMOVED',
  'ALREADY_LISTED',
  'ADDRESS_NOT_PLACED',
  'PIN_TOO_FAR',
  'PLACE_ALREADY_CLAIMED',
  // Releases and deploy tokens
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'INVALID_RELEASE',
  'RELEASE_TOO_LARGE',
  'RELEASE_EXISTS',
  'RELEASE_NOT_FOUND',
  'RELEASE_NOT_STORED',
  'NO_EARLIER_RELEASE',
  'INCOMPATIBLE_SHARED_LIBRARIES',
  'PAGE_COLLISION',
  'SHELL_NOT_BUILT',
  'SHELL_NOT_PUBLISHED',
] as const;
export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

/** Every API error answers this shape. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: ApiErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
