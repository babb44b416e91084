import { z } from 'zod';
import { hasUnstorableCharacters, HoneypotSchema, optionalText, requiredText } from './text-rules';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { countCharacters, HONEYPOT_FIELD, TEXT_LIMITS, TEXT_MINIMUMS } from './text-limits';
import { REVIEW_REPORT_REASONS } from './review-reasons';
import { OWNER_REPLY_MESSAGES, REVIEW_MESSAGES } from './review-messages';

// A place's reviews: read from its source, and written by visitors (api/src/reviews).

/** A review as the place's source gives it (GET /api/restaurants/{provider}/{id}/reviews). */
export const ReviewSchema = z.object({
  id: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  time_created: z.string(),
  user: z.object({ name: z.string() }),
  url: z.string().nullable().optional(),
  /**
   * Written on Pizza Atlas by a visitor (true), or came with the place from its source
   * (false: a sample place's are fictional sample reviews). Absent for another provider's.
   */
  by_visitor: z.boolean().optional(),
  /** The place's owner's public reply (decision 0090); absent when there is none. */
  owner_reply: z
    .object({ text: z.string(), time_created: z.string(), time_updated: z.string() })
    .optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  total: z.number().int().min(0),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

/** Why a new review is held for staff instead of published (decision 0044). */
export const REVIEW_HOLD_SIGNALS = [
  'link',
  'repeated-text',
  'burst',
  'own-place',
  'second-review',
] as const;
export const ReviewHoldSignalSchema = z.enum(REVIEW_HOLD_SIGNALS);
export type ReviewHoldSignal = z.infer<typeof ReviewHoldSignalSchema>;

/**
 * What the writer of a second review of one place within 30 days is told: it is held for
 * staff, not counted until approved (decision 0087). Said by the API only: kept out of the
 * zod-free messages the browser bundles (decision 0051).
 */
export const REVIEW_AGAIN_HELD_MESSAGE =
  'You already reviewed this place in the last 30 days. Thanks — your new review will appear after a quick check.';

/** A present text shorter than `min` characters (an empty one has its own message). */
function atLeast(schema: z.ZodType<string>, min: number, message: string) {
  return schema.refine((value) => value === '' || countCharacters(value) >= min, message);
}

/** A visitor's review (spec section 5); values are trimmed; minimums of decision 0066. */
export const CreateReviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  reviewText: atLeast(
    requiredText(TEXT_LIMITS.reviewText, REVIEW_MESSAGES.reviewText, true),
    TEXT_MINIMUMS.reviewText,
    REVIEW_MESSAGES.reviewTextTooShort,
  ),
  reviewerName: atLeast(
    requiredText(TEXT_LIMITS.reviewerName, REVIEW_MESSAGES.reviewerName),
    TEXT_MINIMUMS.reviewerName,
    REVIEW_MESSAGES.reviewerNameTooShort,
  ),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

/** An owner's public reply to a review (decision 0090): last saved at `updatedAt`. */
export const OwnerReplySchema = z.object({
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerReply = z.infer<typeof OwnerReplySchema>;

export const StoredReviewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  createdAt: z.string(),
  /** The place's owner's public reply (decision 0090); absent when there is none. */
  ownerReply: OwnerReplySchema.optional(),
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
  /** Published at once (201), or held for staff (202) and shown once they approve it. */
  state: z.enum(['published', 'held']),
  message: z.string(),
});
export type CreateReviewResponse = z.infer<typeof CreateReviewResponseSchema>;

// ---- Reports of a review (decision 0044) ----

export const ReviewReportReasonSchema = z.enum(REVIEW_REPORT_REASONS);

export const ReportReviewSchema = z.object({
  reason: ReviewReportReasonSchema,
  note: optionalText(TEXT_LIMITS.reviewReportNote, true),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type ReportReviewInput = z.input<typeof ReportReviewSchema>;

export const ReportReviewResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

// ---- An owner's reply to a review of their place (decision 0090) ----

/** The owner's reply, trimmed: 2 to 1,000 characters (code points, as the form counts). */
export const OwnerReplyRequestSchema = z.object({
  text: z
    .string({ error: OWNER_REPLY_MESSAGES.required })
    .trim()
    .superRefine((value, context) => {
      const count = countCharacters(value);
      const message =
        count === 0
          ? OWNER_REPLY_MESSAGES.required
          : count < TEXT_MINIMUMS.ownerReply
            ? OWNER_REPLY_MESSAGES.tooShort
            : count > TEXT_LIMITS.ownerReply
              ? OWNER_REPLY_MESSAGES.tooLong
              : hasUnstorableCharacters(value, true)
                ? UNSTORABLE_TEXT_MESSAGE
                : null;
      if (message) context.addIssue({ code: 'custom', message });
    }),
});
export type OwnerReplyRequest = z.input<typeof OwnerReplyRequestSchema>;

/** A published review of a place the account owns, with its reply if it has one. */
export const OwnerReviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  reply: OwnerReplySchema.nullable(),
});
export type OwnerReview = z.infer<typeof OwnerReviewSchema>;

export const OwnerReviewListSchema = z.object({
  reviews: z.array(OwnerReviewSchema),
  /** Published reviews of the place. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type OwnerReviewList = z.infer<typeof OwnerReviewListSchema>;

export const OwnerReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A saved reply and its review's id. */
export const SavedOwnerReplySchema = z.object({
  reviewId: z.string(),
  reply: OwnerReplySchema,
  message: z.string(),
});
export type SavedOwnerReply = z.infer<typeof SavedOwnerReplySchema>;
