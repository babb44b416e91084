import { z } from 'zod';
import { ClaimSchema, ClaimStatusSchema } from './accounts';
import { LabFeatureSchema, RemoteNameSchema } from './platform';
import { ReleaseSummarySchema } from './releases';
import { ContactTypeSchema } from './contact';
import { ReviewHoldSignalSchema, ReviewReportReasonSchema } from './reviews';
import { optionalText, requiredText } from './text-rules';
import { TEXT_LIMITS } from './text-limits';
import { PHOTO_UPLOAD } from './photos';
import { ListedPlaceMatchSchema } from './submissions';

/**
 * The staff console's API, every route under /api/staff/ (docs/decisions/0021). Each
 * answers 401 without a session and 403 to an account that is not staff; each write also
 * needs the session's CSRF token, and is recorded in the audit log.
 */

// ---- Platform: remotes, their releases, lab features ----

export const StaffRemoteSchema = z.object({
  name: RemoteNameSchema,
  enabled: z.boolean(),
  activeVersion: z.string().nullable(),
  /** Newest first, as the release API lists them. */
  releases: z.array(ReleaseSummarySchema),
});
export type StaffRemote = z.infer<typeof StaffRemoteSchema>;

export const StaffLabFeatureSchema = z.object({
  key: LabFeatureSchema,
  label: z.string(),
  enabled: z.boolean(),
});
export type StaffLabFeature = z.infer<typeof StaffLabFeatureSchema>;

export const StaffPlatformSchema = z.object({
  remotes: z.array(StaffRemoteSchema),
  labFeatures: z.array(StaffLabFeatureSchema),
});
export type StaffPlatform = z.infer<typeof StaffPlatformSchema>;

export const SetEnabledRequestSchema = z.object({ enabled: z.boolean() });
export type SetEnabledRequest = z.infer<typeof SetEnabledRequestSchema>;

// ---- Submitted places ----

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

export const StaffSubmissionSchema = z.object({
  id: z.string(),
  status: SubmissionStatusSchema,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  pizzaStyle: z.string(),
  features: z.array(z.string()),
  description: z.string(),
  imageUrl: z.string(),
  /** Staff-only preview URLs of the photos sent with it. */
  photos: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      contentType: z.string(),
      /** Why approval could not process it, when it tried: staff drop it to approve the rest. */
      problem: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Once approved: the catalog place it became, and its public page. */
  catalogId: z.string().nullable(),
  path: z.string().nullable(),
  /**
   * Approved into a place another source already listed (merged, or linked at approval):
   * that place's credits now include the visitor. False for a place of its own.
   */
  merged: z.boolean(),
  /** The place it became is off the site (staff removed it); null while listed or pending. */
  removedAt: z.string().nullable(),
  /** Pending only: a listed place this one looks like (docs/decisions/0086), else null. */
  samePlace: ListedPlaceMatchSchema.nullable(),
  /** Where the address was found in the gazetteer, or null when it could not be placed. */
  geocode: z
    .object({
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
});
export type StaffSubmission = z.infer<typeof StaffSubmissionSchema>;

export const StaffSubmissionListSchema = z.object({ submissions: z.array(StaffSubmissionSchema) });
export type StaffSubmissionList = z.infer<typeof StaffSubmissionListSchema>;

export const SubmissionListQuerySchema = z.object({
  status: SubmissionStatusSchema.default('pending'),
});

/** Approve: staff may correct where the place is when the address alone does not say. */
export const ApproveSubmissionRequestSchema = z
  .object({
    city: optionalText(100),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, 'Use a two-letter state code')
      .optional(),
    zipCode: z
      .string()
      .trim()
      .regex(/^([0-9]{5})?$/, 'Use a five-digit ZIP code')
      .optional(),
    /**
     * The point staff confirmed on the map (the door). Both or neither; within the US
     * (Alaska, Hawaii and Puerto Rico included), and the server also keeps it near the
     * address's ZIP or city so a slip of the pin cannot move the place to another state.
     */
    latitude: z
      .number()
      .min(17.5, 'The pin is outside the US')
      .max(71.5, 'The pin is outside the US')
      .optional(),
    longitude: z
      .number()
      .min(-179.9, 'The pin is outside the US')
      .max(-64.4, 'The pin is outside the US')
      .optional(),
    /**
     * How staff placed the point: dragged on the console's map, typed (from another map, say),
     * or the geocoder's address match left as it was. A point dragged on a map without
     * streets (no MAP_TILES) is recorded as moved without a map, not confirmed, and stays
     * approximate (decision 0034). Absent: typed.
     */
    pinFrom: z.enum(['map', 'typed', 'geocoder']).optional(),
    /** Photos of the submission to leave out (and delete): those approval flagged, say. */
    dropPhotos: z.array(z.string().uuid('Use a photo id')).max(PHOTO_UPLOAD.maxFiles).optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'Send both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type ApproveSubmissionRequest = z.input<typeof ApproveSubmissionRequestSchema>;

/** Merge a pending submission into a listed place: its missing facts and photos go there. */
export const MergeSubmissionRequestSchema = z.object({
  placeId: z.string().uuid('Use a place id'),
});
export type MergeSubmissionRequest = z.input<typeof MergeSubmissionRequestSchema>;

/** Take an approved visitor's place off the site, or list it again; the reason is logged. */
export const ListingChangeRequestSchema = z.object({
  reason: requiredText(TEXT_LIMITS.staffReason, 'Please give a reason for the audit log', true),
});
export type ListingChangeRequest = z.input<typeof ListingChangeRequestSchema>;

/**
 * Where the console first puts a pending submission's pin: the geocoder's point for its
 * street address when one is configured and matches, else its ZIP or city centre.
 */
export const SuggestedPinSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  precision: z.enum(['address', 'zip', 'city']),
  source: z.enum(['census', 'gazetteer']),
});
export type SuggestedPin = z.infer<typeof SuggestedPinSchema>;

/**
 * What the address geocoder said, so the console can tell a lookup that gave no answer in
 * time (timeout) from one that failed (unreachable, an error answer, a garbled body), both
 * from one that matched nothing, and all from no geocoder.
 */
export const GeocoderOutcomeSchema = z.enum(['matched', 'no-match', 'timeout', 'failed', 'off']);
export type GeocoderOutcome = z.infer<typeof GeocoderOutcomeSchema>;

/**
 * A submission's suggested pin (null when neither the geocoder nor the gazetteer places
 * it) and what the geocoder said about its address.
 */
export const SuggestedPinResponseSchema = z.object({
  pin: SuggestedPinSchema.nullable(),
  geocoder: GeocoderOutcomeSchema,
  /**
   * A listed place this one looks like, by the address, the phone or within 75 m of this
   * pin (decision 0086); absent or null when none.
   */
  samePlace: ListedPlaceMatchSchema.nullable().optional(),
});
export type SuggestedPinResponse = z.infer<typeof SuggestedPinResponseSchema>;

export const DecisionNoteRequestSchema = z.object({ note: optionalText(1000, true) });
export type DecisionNoteRequest = z.input<typeof DecisionNoteRequestSchema>;

// ---- Reviews ----

export const STAFF_REVIEW_STATES = ['published', 'held', 'hidden'] as const;

export const StaffReviewSchema = z.object({
  id: z.string(),
  place: z.object({ id: z.string(), name: z.string(), path: z.string() }),
  reviewerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  state: z.enum(STAFF_REVIEW_STATES),
  /** What held it for staff (decision 0044); empty when nothing did. */
  heldSignals: z.array(ReviewHoldSignalSchema),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  /** Visitors' reports that staff have not yet decided, by reason, with their notes. */
  openReports: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: ReviewReportReasonSchema, count: z.number().int() })),
    notes: z.array(z.string()),
  }),
  /** The place's owner's public reply (decision 0090): staff may remove it. */
  ownerReply: z.object({ text: z.string(), updatedAt: z.string() }).nullable().optional(),
});
export type StaffReview = z.infer<typeof StaffReviewSchema>;

export const StaffReviewListSchema = z.object({ reviews: z.array(StaffReviewSchema) });
export type StaffReviewList = z.infer<typeof StaffReviewListSchema>;

export const ReviewListQuerySchema = z.object({
  /** 'queue': held, or reported and not yet decided. */
  status: z.enum(['queue', 'held', 'reported', 'visible', 'hidden', 'all']).default('all'),
  /** Text in the review, its author or its place's name. */
  q: optionalText(200),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const REVIEW_DECISIONS = ['approve', 'hide', 'restore'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_REASON_REQUIRED = 'Please give a reason for the audit log';

/** A staff decision on a review, with the reason kept in the audit log. */
export const ReviewDecisionRequestSchema = z.object({
  reason: requiredText(TEXT_LIMITS.staffReason, REVIEW_REASON_REQUIRED, true),
});
export type ReviewDecisionRequest = z.input<typeof ReviewDecisionRequestSchema>;

// ---- Writes turned away: the honeypot and the rate limits ----

export const REJECTION_KINDS = ['honeypot', 'rate-limit'] as const;
export const RejectionKindSchema = z.enum(REJECTION_KINDS);

export const RejectionSchema = z.object({
  id: z.string(),
  kind: RejectionKindSchema,
  /** e.g. 'POST /api/contact'. */
  route: z.string(),
  /** The first 12 characters of the client's keyed hash: enough to see repeats, no address. */
  client: z.string(),
  createdAt: z.string(),
});
export type Rejection = z.infer<typeof RejectionSchema>;

export const RejectionListSchema = z.object({
  rejections: z.array(RejectionSchema),
  /** Counts over the last 24 hours, by kind. */
  last24h: z.object({ honeypot: z.number().int(), rateLimit: z.number().int() }),
});
export type RejectionList = z.infer<typeof RejectionListSchema>;

// ---- Mail the site sent or is trying to send (decision 0043) ----

export const OutboxMailSchema = z.object({
  id: z.string(),
  /** confirm-address, already-registered, password-reset, staff-contact, staff-claim, claim-decision. */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** Null while not sent yet. */
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed; null once sent. */
  lastError: z.string().nullable(),
  /** When the next attempt is due (unsent mail only). */
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListSchema = z.object({
  /** Where mail goes: "SMTP at smtp://host:port" or ".eml files in …/mail". */
  transport: z.string(),
  /** Mail not sent yet, however old. */
  waiting: z.number().int(),
  /** The latest mails, newest first (never their bodies: they may hold one-time links). */
  mails: z.array(OutboxMailSchema),
  /** Mail is written as .eml files (no SMTP_URL): listed at /api/staff/mail/files. */
  mailFiles: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** A mail written as an .eml file in development (no SMTP_URL). */
export const MailFileSchema = z.object({
  /** The file's name, the only way to open it. */
  name: z.string(),
  writtenAt: z.string(),
  to: z.string(),
  subject: z.string(),
});
export type MailFile = z.infer<typeof MailFileSchema>;
export const MailFileListSchema = z.object({ files: z.array(MailFileSchema) });
export type MailFileList = z.infer<typeof MailFileListSchema>;
/** One mail file with its body as plain text (its HTML is never sent as HTML). */
export const MailFileTextSchema = MailFileSchema.extend({ text: z.string() });
export type MailFileText = z.infer<typeof MailFileTextSchema>;
export const MailFileNameSchema = z
  .string()
  .max(200)
  .regex(/^[\w-]+\.eml$/, 'Not a mail file name');

// ---- Listing claims ----

export const StaffClaimSchema = ClaimSchema.extend({
  account: z.object({
    id: z.string(),
    email: z.string(),
    businessName: z.string().nullable(),
    contactName: z.string(),
  }),
});
export type StaffClaim = z.infer<typeof StaffClaimSchema>;
export const StaffClaimListSchema = z.object({ claims: z.array(StaffClaimSchema) });
export type StaffClaimList = z.infer<typeof StaffClaimListSchema>;
export const ClaimListQuerySchema = z.object({ status: ClaimStatusSchema.default('pending') });

// ---- Inbox: contact messages ----

export const InboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  type: ContactTypeSchema,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxSchema = z.object({ messages: z.array(InboxMessageSchema) });
export type Inbox = z.infer<typeof InboxSchema>;
export const SetHandledRequestSchema = z.object({ handled: z.boolean() });
export type SetHandledRequest = z.infer<typeof SetHandledRequestSchema>;

export const InboxQuerySchema = z.object({
  status: z.enum(['open', 'handled', 'all']).default('open'),
});

// ---- The audit log ----

export const AuditEntrySchema = z.object({
  id: z.string(),
  staff: z.object({ id: z.string(), email: z.string() }),
  /** e.g. 'remote.disable', 'release.activate', 'submission.approve', 'review.hide'. */
  action: z.string(),
  /** What it acted on, e.g. 'remote:labs', 'review:<id>'. */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema) });
export type AuditLog = z.infer<typeof AuditLogSchema>;
export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
