import {
  OWNER_REPLY_MESSAGES,
  ApproveSubmissionRequestSchema,
  ApproveSubmissionResponseSchema,
  AuditLogSchema,
  AuditQuerySchema,
  ClaimListQuerySchema,
  DecisionNoteRequestSchema,
  InboxQuerySchema,
  InboxSchema,
  LabFeatureSchema,
  ListingChangeRequestSchema,
  MailFileListSchema,
  MailFileNameSchema,
  MailFileTextSchema,
  MergeSubmissionRequestSchema,
  OkResponseSchema,
  OutboxListSchema,
  RejectionListSchema,
  RemoteNameSchema,
  REVIEW_DECISIONS,
  ReviewDecisionRequestSchema,
  ReviewListQuerySchema,
  SetEnabledRequestSchema,
  SetHandledRequestSchema,
  StaffClaimListSchema,
  StaffPlatformSchema,
  StaffReviewListSchema,
  StaffSubmissionListSchema,
  SuggestedPinResponseSchema,
  SubmissionListQuerySchema,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerCache } from '../answers/answer-cache';
import { signedInAccount } from '../accounts/guard';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { sendPhoto, type PhotoToSend } from '../photos/send-photo';
import { setEnabled } from '../platform/set-enabled';
import { approveSubmission, rejectSubmission } from './approve-submission';
import { changeSubmittedListing } from './change-listing';
import { findListedPlace } from '../places/find-listed-place';
import { listMailFiles, readMailFile } from '../mail/mail-files';
import type { MailWorker } from '../mail/mail-worker';
import { decideClaim, revokeClaim } from './decide-claim';
import { getStaffPlatform } from './get-staff-platform';
import { listInbox } from './list-inbox';
import { listOutbox } from './list-outbox';
import { listRejections } from './list-rejections';
import { listStaffActions } from './list-staff-actions';
import { listStaffClaims } from './list-staff-claims';
import { listStaffReviews } from './list-staff-reviews';
import { listSubmissions } from './list-submissions';
import { recordStaffAction } from './record-staff-action';
import { setMessageHandled } from './set-message-handled';
import { DECISION_MESSAGES, moderateReview } from './moderate-review';
import { removeOwnerReply } from './remove-owner-reply';
import { pinSuggester } from './suggest-pin';
import type { AddressGeocoder } from '../geocoding/census-geocoder';

export interface StaffRoutesOptions {
  sql: Sql;
  clock: Clock;
  /** Dropped after a change the public sees (an approved place, a hidden review). */
  answers: AnswerCache;
  /** Whether the console's map shows streets (MAP_TILES set): only then is a dragged pin confirmed. */
  mapHasStreets?: boolean;
  /** The outside geocoder that suggests pins (GEOCODER=census); null: the gazetteer only. */
  geocoder?: AddressGeocoder | null;
  /** The site's origin (PUBLIC_URL), for the links in mails. */
  site: string;
  /** Sends the mail a decision stored, after it (never awaited by the request). */
  mail: MailWorker;
  /** Where mail goes, as the outbox view says it. */
  mailTransport: string;
  /** Has the photos of a place just approved sized soon (never awaited by the request). */
  sizePhotosSoon?: () => void;
  /** The folder of written .eml files (no SMTP_URL), listed to staff; null with SMTP. */
  mailFolder: string | null;
}

const IdParams = z.object({ id: z.string() });
const SubmissionPhotoParams = z.object({ id: z.string(), photoId: z.string() });
const ok = (message: string) => ({ ok: true as const, message });
const TAGS = ['staff'];
const REVIEW_DECISION_SUMMARIES = {
  approve: 'Publish a held or reported review; its reason goes to the audit log',
  hide: 'Hide a review from the site; its reason goes to the audit log',
  restore: 'Show a hidden review again; its reason goes to the audit log',
} as const;

/**
 * The staff console's API. One guard for every route here, before anything is read: 401
 * without a session, 403 for an account that is not staff, 403 for a write without the
 * session's CSRF token or from another site (docs/decisions/0021).
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  const { sql, clock, answers } = options;
  // Remembered per submission for the life of the process, so the Census is asked once.
  const suggestPin = pinSuggester(options.geocoder ?? null);
  app.addHook('onRequest', app.requireRole('staff'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const staffId = (request: Parameters<typeof signedInAccount>[0]) => signedInAccount(request).id;

  app.get(
    '/api/staff/platform',
    {
      schema: {
        tags: TAGS,
        summary: 'Remotes, their releases and lab features',
        response: { 200: StaffPlatformSchema },
      },
    },
    async () => getStaffPlatform(sql),
  );

  app.put(
    '/api/staff/remotes/:remote/enabled',
    {
      schema: {
        tags: TAGS,
        summary: 'Switch a remote on or off for the whole site',
        params: z.object({ remote: RemoteNameSchema }),
        body: SetEnabledRequestSchema,
        response: { 200: StaffPlatformSchema },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { enabled } = request.body;
      await sql.begin(async (tx) => {
        const [before] = await tx<{ enabled: boolean }[]>`
          select enabled from remotes where name = ${remote} for update`;
        await setEnabled(tx as unknown as Sql, { kind: 'remote', name: remote }, enabled);
        await recordStaffAction(tx, {
          staffId: staffId(request),
          action: enabled ? 'remote.enable' : 'remote.disable',
          target: `remote:${remote}`,
          before: { enabled: before?.enabled ?? null },
          after: { enabled },
          at: clock.now(),
        });
      });
      await answers.invalidate();
      return getStaffPlatform(sql);
    },
  );

  app.put(
    '/api/staff/lab-features/:key/enabled',
    {
      schema: {
        tags: TAGS,
        summary: 'Switch a lab feature on or off',
        params: z.object({ key: LabFeatureSchema }),
        body: SetEnabledRequestSchema,
        response: { 200: StaffPlatformSchema },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { enabled } = request.body;
      await sql.begin(async (tx) => {
        const [before] = await tx<{ enabled: boolean }[]>`
          select enabled from lab_features where key = ${key} for update`;
        await setEnabled(tx as unknown as Sql, { kind: 'lab', key }, enabled);
        await recordStaffAction(tx, {
          staffId: staffId(request),
          action: enabled ? 'lab.enable' : 'lab.disable',
          target: `lab:${key}`,
          before: { enabled: before?.enabled ?? null },
          after: { enabled },
          at: clock.now(),
        });
      });
      await answers.invalidate();
      return getStaffPlatform(sql);
    },
  );

  app.get(
    '/api/staff/submissions',
    {
      schema: {
        tags: TAGS,
        summary: 'Submitted places by state, with photos and where each address is',
        querystring: SubmissionListQuerySchema,
        response: { 200: StaffSubmissionListSchema },
      },
    },
    async (request) => ({ submissions: await listSubmissions(sql, request.query.status) }),
  );

  app.get(
    '/api/staff/submissions/:id/pin',
    {
      schema: {
        tags: TAGS,
        summary:
          "Where to put a submission's pin first (the geocoder's point or its ZIP/city centre), and what the geocoder said",
        params: IdParams,
        response: { 200: SuggestedPinResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('submission');
      const [row] = await sql<{ name: string; address: string; phone: string | null }[]>`
        select name, address, phone from restaurants where id = ${id} and is_user_submitted`;
      if (!row) throw notFound('submission');
      const suggestion = await suggestPin(id, row.address);
      // Near the geocoder's door, a listed place of a similar name is likely this one.
      const door = suggestion.pin?.source === 'census' ? suggestion.pin : null;
      return { ...suggestion, samePlace: await findListedPlace(sql, { ...row, point: door }) };
    },
  );

  app.get(
    '/api/staff/submissions/:id/photos/:photoId',
    {
      schema: {
        tags: TAGS,
        summary: 'A submitted photo, for staff only',
        params: SubmissionPhotoParams,
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      if (!isUuid(id) || !isUuid(photoId)) throw notFound('photo');
      const [photo] = await sql<PhotoToSend[]>`
        select id, content_type as "contentType", byte_size as "byteSize" from restaurant_photos
        where id = ${photoId} and restaurant_id = ${id} and not uploading`;
      if (!photo) throw notFound('photo');
      reply.header('Content-Disposition', 'inline');
      return sendPhoto(reply, sql, photo);
    },
  );

  app.post(
    '/api/staff/submissions/:id/approve',
    {
      schema: {
        tags: TAGS,
        summary:
          'Approve a submitted place: it becomes a catalog place, its photos cleaned (or flagged: drop them to approve the rest)',
        params: IdParams,
        body: ApproveSubmissionRequestSchema.optional(),
        response: { 200: ApproveSubmissionResponseSchema },
      },
    },
    async (request) => {
      const result = await approveSubmission(
        sql,
        request.params.id,
        { ...request.body, mapHasStreets: options.mapHasStreets ?? false },
        staffId(request),
        clock.now(),
      );
      // Flagged photos, nothing approved: nothing public changed.
      if (result.approved) {
        await answers.invalidate();
        options.sizePhotosSoon?.();
      }
      return result;
    },
  );

  app.post(
    '/api/staff/submissions/:id/merge',
    {
      schema: {
        tags: TAGS,
        summary:
          'Same place: merge a pending submission into a listed place (its missing facts and photos go there); the submission closes as merged',
        params: IdParams,
        body: MergeSubmissionRequestSchema,
        response: { 200: ApproveSubmissionResponseSchema },
      },
    },
    async (request) => {
      const result = await approveSubmission(
        sql,
        request.params.id,
        { mergeInto: request.body.placeId },
        staffId(request),
        clock.now(),
      );
      if (result.approved) {
        await answers.invalidate();
        options.sizePhotosSoon?.();
      }
      return result;
    },
  );

  for (const change of ['remove', 'relist'] as const) {
    app.post(
      `/api/staff/submissions/:id/${change}`,
      {
        schema: {
          tags: TAGS,
          summary:
            change === 'remove'
              ? 'Take the place an approved submission became off the directory (its page answers 410); the reason goes to the audit log'
              : 'List again a place staff removed; the reason goes to the audit log',
          params: IdParams,
          body: ListingChangeRequestSchema,
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        const { name } = await changeSubmittedListing(
          sql,
          request.params.id,
          change,
          request.body.reason,
          staffId(request),
          clock.now(),
        );
        await answers.invalidate();
        return ok(
          change === 'remove' ? `${name} was taken off the directory.` : `${name} is listed again.`,
        );
      },
    );
  }

  app.post(
    '/api/staff/submissions/:id/reject',
    {
      schema: {
        tags: TAGS,
        summary: 'Reject a submitted place',
        params: IdParams,
        body: DecisionNoteRequestSchema.optional(),
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await rejectSubmission(
        sql,
        request.params.id,
        request.body?.note ?? '',
        staffId(request),
        clock.now(),
      );
      return ok('The submission was rejected.');
    },
  );

  app.get(
    '/api/staff/reviews',
    {
      schema: {
        tags: TAGS,
        summary: 'Reviews of every place, newest first',
        querystring: ReviewListQuerySchema,
        response: { 200: StaffReviewListSchema },
      },
    },
    async (request) => ({ reviews: await listStaffReviews(sql, request.query) }),
  );

  for (const verb of REVIEW_DECISIONS) {
    app.post(
      `/api/staff/reviews/:id/${verb}`,
      {
        schema: {
          tags: TAGS,
          summary: REVIEW_DECISION_SUMMARIES[verb],
          params: IdParams,
          body: ReviewDecisionRequestSchema,
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        await moderateReview(sql, request.params.id, {
          verb,
          reason: request.body.reason,
          staffId: staffId(request),
          now: clock.now(),
        });
        await answers.invalidate();
        return ok(DECISION_MESSAGES[verb]);
      },
    );
  }

  app.post(
    '/api/staff/reviews/:id/remove-reply',
    {
      schema: {
        tags: TAGS,
        summary: "Remove the owner's reply to a review (abusive); its reason goes to the audit log",
        params: IdParams,
        body: ReviewDecisionRequestSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const placeId = await removeOwnerReply(sql, request.params.id, {
        reason: request.body.reason,
        staffId: staffId(request),
        now: clock.now(),
      });
      await answers.placeChanged(placeId);
      return ok(OWNER_REPLY_MESSAGES.removedByStaff);
    },
  );

  app.get(
    '/api/staff/mail',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail sent and waiting (the outbox), with why a send failed; never bodies',
        response: { 200: OutboxListSchema },
      },
    },
    async () => listOutbox(sql, options.mailTransport, options.mailFolder !== null),
  );

  app.get(
    '/api/staff/mail/files',
    {
      schema: {
        tags: TAGS,
        summary: 'Mails written as .eml files, newest first (no SMTP_URL only; 404 with SMTP)',
        response: { 200: MailFileListSchema },
      },
    },
    async () => {
      if (options.mailFolder === null) throw notFound('mailFile');
      return { files: await listMailFiles(options.mailFolder) };
    },
  );

  app.get(
    '/api/staff/mail/files/:name',
    {
      schema: {
        tags: TAGS,
        summary: 'One listed .eml file, its body as plain text',
        params: z.object({ name: MailFileNameSchema }),
        response: { 200: MailFileTextSchema },
      },
    },
    async (request) => {
      const mail =
        options.mailFolder === null
          ? null
          : await readMailFile(options.mailFolder, request.params.name);
      if (!mail) throw notFound('mailFile');
      return mail;
    },
  );

  app.get(
    '/api/staff/rejections',
    {
      schema: {
        tags: TAGS,
        summary: 'Anonymous writes turned away: the honeypot and the rate limits',
        response: { 200: RejectionListSchema },
      },
    },
    async () => listRejections(sql, clock.now()),
  );

  app.get(
    '/api/staff/claims',
    {
      schema: {
        tags: TAGS,
        summary: 'Listing claims by state',
        querystring: ClaimListQuerySchema,
        response: { 200: StaffClaimListSchema },
      },
    },
    async (request) => ({ claims: await listStaffClaims(sql, request.query.status) }),
  );

  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['refuse', 'refused'],
  ] as const) {
    app.post(
      `/api/staff/claims/:id/${verb}`,
      {
        schema: {
          tags: TAGS,
          summary: decision === 'approved' ? 'Approve a listing claim' : 'Refuse a listing claim',
          params: IdParams,
          body: DecisionNoteRequestSchema.optional(),
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        await decideClaim(
          sql,
          request.params.id,
          decision,
          request.body?.note ?? '',
          staffId(request),
          options.site,
          clock.now(),
        );
        options.mail.nudge();
        // An approved owner's values of the place show from now on (decision 0089).
        if (decision === 'approved') await answers.invalidate();
        return ok(decision === 'approved' ? 'The claim was approved.' : 'The claim was refused.');
      },
    );
  }

  app.post(
    '/api/staff/claims/:id/revoke',
    {
      schema: {
        tags: TAGS,
        summary:
          'Revoke an approved listing claim (the place may be claimed again); the reason goes to the advertiser and the audit log',
        params: IdParams,
        body: ListingChangeRequestSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await revokeClaim(
        sql,
        request.params.id,
        request.body.reason,
        staffId(request),
        options.site,
        clock.now(),
      );
      options.mail.nudge();
      // The owner's values of the place stop showing (decision 0089).
      await answers.invalidate();
      return ok('The claim was revoked.');
    },
  );

  app.get(
    '/api/staff/messages',
    {
      schema: {
        tags: TAGS,
        summary: 'Contact messages',
        querystring: InboxQuerySchema,
        response: { 200: InboxSchema },
      },
    },
    async (request) => ({ messages: await listInbox(sql, request.query.status) }),
  );

  app.put(
    '/api/staff/messages/:id/handled',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark a contact message handled, or open again',
        params: IdParams,
        body: SetHandledRequestSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const { handled } = request.body;
      await setMessageHandled(sql, request.params.id, handled, staffId(request), clock.now());
      return ok(handled ? 'Marked handled.' : 'Marked open.');
    },
  );

  app.get(
    '/api/staff/audit',
    {
      schema: {
        tags: TAGS,
        summary: 'Every staff action: who, what, when, before and after',
        querystring: AuditQuerySchema,
        response: { 200: AuditLogSchema },
      },
    },
    async (request) => ({ entries: await listStaffActions(sql, request.query.limit) }),
  );
};
