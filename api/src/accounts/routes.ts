import {
  ACCOUNT_MESSAGES,
  ClaimListSchema,
  ClaimPlaceSchema,
  ClaimSchema,
  ConfirmAddressRequestSchema,
  CreateClaimRequestSchema,
  EmailOnlyRequestSchema,
  LoginRequestSchema,
  OkResponseSchema,
  PasswordChangeRequestSchema,
  PasswordResetRequestSchema,
  SessionSchema,
  SignupRequestSchema,
  type Account,
  type Session,
} from '@pizza-atlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { PasswordCheckPurpose, ServerMetrics } from '../metrics/server-metrics';
import { HttpError } from '../http/errors';
import type { RouteLimit } from '../http/rate-limit';
import { createClientHasher } from '../http/hash-client';
import type { MailWorker } from '../mail/mail-worker';
import { confirmAddress, requestPasswordReset, resendConfirmation } from './address-mails';
import {
  assertNewPasswordStrong,
  currentPasswordMatches,
  storeNewPassword,
} from './change-password';
import { createClaim } from './create-claim';
import { findClaimablePlaces } from './find-claimable-places';
import { findLoginAccount } from './find-login-account';
import { signedInAccount } from './guard';
import { decoyPasswordHash, verifyPassword } from './hash-password';
import { listAccountClaims } from './list-account-claims';
import { resetPassword } from './reset-password';
import { createLoginThrottle, LOGIN_THROTTLE } from './login-throttle';
import { assertSameOrigin, type SessionCookies } from './register-accounts';
import {
  createCsrfToken,
  createSession,
  endOtherSessions,
  endSession,
  findSession,
  type SessionPolicy,
} from './session-store';
import { signUp } from './sign-up';

export interface AccountRoutesOptions {
  sql: Sql;
  clock: Clock;
  cookies: SessionCookies;
  policy: SessionPolicy;
  publicUrl?: string;
  /** The site's origin (PUBLIC_URL), for the links in mails. */
  site: string;
  /** Sends the mail a write stored, after the write (never awaited by the request). */
  mail: MailWorker;
  /** Counts every password checked (pa_password_checks_total). */
  metrics: ServerMetrics;
  /** Per client, for sign-up and sign-in each. */
  limit: RouteLimit;
}

/** Sign-ups and sign-ins per client: a person never needs more; guessing does. */
export const DEFAULT_ACCOUNT_LIMIT: RouteLimit = { max: 10, timeWindow: '1 minute' };

const BODY_LIMIT = 8 * 1024;
const ConfirmQuerySchema = z.object({ token: z.string().max(300).default('') });
const PlacesQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 letters of the name').max(100),
});

/** Advertisers' (and staff's) accounts: sign-up, sign-in, sessions, password, claims. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { sql, clock, cookies, policy } = options;
  const hashClient = createClientHasher(sql);
  const throttle = createLoginThrottle(sql, async () => {
    const [row] = await sql<{ value: Buffer }[]>`
      select value from visitor_write_secrets where name = 'client_hash'`;
    if (!row) throw new Error('visitor_write_secrets has no client_hash key');
    return row.value;
  });
  /**
   * Checks a password under the per-account throttle: `check` runs only while the account
   * has attempts left, and every outcome is counted.
   */
  const throttledCheck = async (
    purpose: PasswordCheckPurpose,
    email: string,
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<boolean>,
  ): Promise<boolean | 'throttled'> => {
    const outcome = await throttle.attempt(email, await hashClient(request.ip), clock.now(), check);
    options.metrics.passwordCheck(
      purpose,
      outcome === 'throttled' ? 'throttled' : outcome ? 'match' : 'mismatch',
    );
    if (outcome === 'throttled') {
      reply.header('Retry-After', String(LOGIN_THROTTLE.windowMinutes * 60));
    }
    return outcome;
  };
  const anonymousWrite = { bodyLimit: BODY_LIMIT, config: { rateLimit: options.limit } };
  const sameOrigin = async (request: FastifyRequest) =>
    assertSameOrigin(request, options.publicUrl);

  /** Starts a session (ending the one the browser had) and answers it. */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    account: Account,
  ): Promise<Session> => {
    const previous = await cookies.session(request);
    if (previous) await endSession(sql, previous.id);
    const now = clock.now();
    const { token } = await createSession(sql, account.id, now, policy);
    cookies.set(reply, token);
    const session = await findSession(sql, token, now, policy);
    return {
      account,
      csrfToken: createCsrfToken(session!.csrfSecret),
      idleExpiresAt: session!.idleExpiresAt.toISOString(),
    };
  };

  app.get(
    '/api/account/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in, with a CSRF token for cookie writes',
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await cookies.session(request);
      if (!session) {
        if (cookies.read(request) !== undefined) cookies.clear(reply);
        return { account: null, csrfToken: null, idleExpiresAt: null };
      }
      return {
        account: session.account,
        csrfToken: createCsrfToken(session.csrfSecret),
        idleExpiresAt: session.idleExpiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/account/signup',
    {
      ...anonymousWrite,
      onRequest: sameOrigin,
      schema: {
        tags: ['accounts'],
        summary:
          'Create an advertiser account; the same answer whether or not the email has one (a mail says which)',
        body: SignupRequestSchema,
        response: { 202: OkResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await signUp(
        sql,
        {
          email: body.email,
          password: body.password,
          businessName: body.businessName,
          contactName: body.contactName,
          package: body.package,
        },
        options.site,
        clock.now(),
      );
      options.mail.nudge();
      reply.header('Cache-Control', 'no-store');
      return reply.code(202).send({ ok: true as const, message: ACCOUNT_MESSAGES.checkEmail });
    },
  );

  app.get(
    '/api/account/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'The link of confirmation mails sent before 2026-11-28: sends to the page whose button confirms; changes nothing',
        querystring: ConfirmQuerySchema,
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const page = `/advertiser/confirm-address?token=${encodeURIComponent(request.query.token)}`;
      return reply.redirect(page, 303);
    },
  );

  app.post(
    '/api/account/confirm',
    {
      ...anonymousWrite,
      onRequest: sameOrigin,
      schema: {
        tags: ['accounts'],
        summary:
          "Confirm an address with a confirmation mail's token (the button of the page the link opens)",
        body: ConfirmAddressRequestSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      await confirmAddress(sql, request.body.token, clock.now());
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, message: ACCOUNT_MESSAGES.addressConfirmed };
    },
  );

  app.post(
    '/api/account/confirmation/resend',
    {
      ...anonymousWrite,
      onRequest: sameOrigin,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new confirmation link; the same answer whatever the email',
        body: EmailOnlyRequestSchema,
        response: { 202: OkResponseSchema },
      },
    },
    async (request, reply) => {
      await resendConfirmation(sql, request.body.email, options.site, clock.now());
      options.mail.nudge();
      reply.header('Cache-Control', 'no-store');
      return reply
        .code(202)
        .send({ ok: true as const, message: ACCOUNT_MESSAGES.confirmationSent });
    },
  );

  app.post(
    '/api/account/password-reset/request',
    {
      ...anonymousWrite,
      onRequest: sameOrigin,
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a password reset link (30 minutes, once); the same answer whatever the email',
        body: EmailOnlyRequestSchema,
        response: { 202: OkResponseSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(sql, request.body.email, options.site, clock.now());
      options.mail.nudge();
      reply.header('Cache-Control', 'no-store');
      return reply.code(202).send({ ok: true as const, message: ACCOUNT_MESSAGES.resetSent });
    },
  );

  app.post(
    '/api/account/password-reset',
    {
      ...anonymousWrite,
      onRequest: sameOrigin,
      schema: {
        tags: ['accounts'],
        summary: "Set a new password with a reset mail's token; every session of the account ends",
        body: PasswordResetRequestSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(sql, request.body.token, request.body.password, clock.now());
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, message: ACCOUNT_MESSAGES.resetDone };
    },
  );

  app.post(
    '/api/account/login',
    {
      ...anonymousWrite,
      onRequest: sameOrigin,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; a failure says only that the email or password is wrong',
        body: LoginRequestSchema,
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      reply.header('Cache-Control', 'no-store');
      const login: { found: Awaited<ReturnType<typeof findLoginAccount>> } = { found: null };
      const outcome = await throttledCheck('sign_in', email, request, reply, async () => {
        login.found = await findLoginAccount(sql, email);
        const hash = login.found?.passwordHash ?? (await decoyPasswordHash());
        return verifyPassword(hash, password);
      });
      if (outcome === 'throttled') {
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.tooManyAttempts);
      }
      if (!outcome || !login.found) {
        throw new HttpError(401, 'BAD_LOGIN', ACCOUNT_MESSAGES.badLogin);
      }
      return signIn(request, reply, login.found.account);
    },
  );

  app.post(
    '/api/account/logout',
    {
      onRequest: app.requireRole('any'),
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session ends on the server',
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      await endSession(sql, request.signedIn!.sessionId);
      cookies.clear(reply);
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, message: ACCOUNT_MESSAGES.signedOut };
    },
  );

  app.post(
    '/api/account/password',
    {
      onRequest: app.requireRole('any'),
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session ends and this one is renewed',
        body: PasswordChangeRequestSchema,
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      const { currentPassword, newPassword } = request.body;
      reply.header('Cache-Control', 'no-store');
      // A weak new password costs no attempt: it is refused before any hash is checked.
      assertNewPasswordStrong(account, newPassword);
      // Wrong current passwords spend the account's sign-in budget (per account, so per
      // session too): a stolen session cannot guess the password at leisure.
      const outcome = await throttledCheck('password_change', account.email, request, reply, () =>
        currentPasswordMatches(sql, account.id, currentPassword),
      );
      if (outcome === 'throttled') {
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.tooManyPasswordAttempts, {
          currentPassword: [ACCOUNT_MESSAGES.tooManyPasswordAttempts],
        });
      }
      if (!outcome) {
        throw new HttpError(400, 'CURRENT_PASSWORD_WRONG', ACCOUNT_MESSAGES.currentPasswordWrong, {
          currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
        });
      }
      await storeNewPassword(sql, account.id, newPassword, clock.now());
      await endOtherSessions(sql, account.id);
      return signIn(request, reply, account);
    },
  );

  app.get(
    '/api/account/claims',
    {
      onRequest: app.requireRole('advertiser'),
      schema: {
        tags: ['accounts'],
        summary: "The advertiser's listing claims",
        response: { 200: ClaimListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { claims: await listAccountClaims(sql, signedInAccount(request).id) };
    },
  );

  app.post(
    '/api/account/claims',
    {
      onRequest: app.requireRole('advertiser'),
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Ask to be recognised as the owner of a catalog place; staff decide',
        body: CreateClaimRequestSchema,
        response: { 201: ClaimSchema },
      },
    },
    async (request, reply) => {
      const claim = await createClaim(
        sql,
        signedInAccount(request).id,
        request.body,
        options.site,
        clock.now(),
      );
      options.mail.nudge();
      return reply.code(201).send(claim);
    },
  );

  app.get(
    '/api/account/claimable-places',
    {
      onRequest: app.requireRole('advertiser'),
      schema: {
        tags: ['accounts'],
        summary: 'Catalog places by name, to claim',
        querystring: PlacesQuerySchema,
        response: { 200: z.object({ places: z.array(ClaimPlaceSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { places: await findClaimablePlaces(sql, request.query.q) };
    },
  );
};
