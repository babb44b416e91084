import fastifyCookie from '@fastify/cookie';
import { ACCOUNT_MESSAGES, CSRF_HEADER, type AccountRole } from '@pizza-atlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import type { RequireRole } from './guard';
import {
  findSession,
  verifyCsrfToken,
  type SessionPolicy,
  type StoredSession,
} from './session-store';

export interface AccountsSetup {
  sql: Sql;
  clock: Clock;
  policy: SessionPolicy;
  /** Cookies only over https, with the __Host- prefix. */
  secureCookies: boolean;
  /** The site's public origin, when configured: what a browser's Origin header must be. */
  publicUrl?: string;
}

export interface SessionCookies {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  /** The request's live session (read once per request). */
  session(request: FastifyRequest): Promise<StoredSession | null>;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True unless a browser says the request comes from another site. Browsers send
 * Sec-Fetch-Site (which a page cannot set) and Origin on every cross-origin write; a client
 * that sends neither is no browser, so it carries no visitor's cookies by accident.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const expected = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
  return origin === expected;
}

export function assertSameOrigin(request: FastifyRequest, publicUrl?: string): void {
  if (!isSameOrigin(request, publicUrl)) {
    throw new HttpError(403, 'CSRF_FAILED', ACCOUNT_MESSAGES.csrf);
  }
}

const FORBIDDEN: Record<AccountRole, string> = {
  staff: ACCOUNT_MESSAGES.staffOnly,
  advertiser: 'This needs an advertiser account.',
};

/**
 * Sessions on the root instance: the cookie parser, `request.signedIn`, and the
 * `app.requireRole(role)` guard every account and staff route runs first. Returns the
 * session cookie's helpers for the account routes.
 */
export async function registerAccounts(
  app: FastifyInstance,
  setup: AccountsSetup,
): Promise<SessionCookies> {
  await app.register(fastifyCookie);
  const name = setup.secureCookies ? '__Host-pa_session' : 'pa_session';
  const sessions = new WeakMap<FastifyRequest, Promise<StoredSession | null>>();

  const cookies: SessionCookies = {
    name,
    read: (request) => request.cookies[name],
    set(reply, token) {
      const options = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: setup.secureCookies,
        maxAge: setup.policy.maxHours * 3600,
      } as const;
      // Each name written out, so the cookie policy's inventory test can read them.
      if (setup.secureCookies) void reply.setCookie('__Host-pa_session', token, options);
      else void reply.setCookie('pa_session', token, options);
    },
    clear(reply) {
      void reply.clearCookie(name, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: setup.secureCookies,
      });
    },
    session(request) {
      let found = sessions.get(request);
      if (!found) {
        const token = cookies.read(request);
        found = token
          ? findSession(setup.sql, token, setup.clock.now(), setup.policy)
          : Promise.resolve(null);
        sessions.set(request, found);
      }
      return found;
    },
  };

  app.decorateRequest('signedIn', null);
  const requireRole: RequireRole = (role) => async (request) => {
    const session = await cookies.session(request);
    if (!session) throw new HttpError(401, 'NOT_SIGNED_IN', ACCOUNT_MESSAGES.sessionExpired);
    if (UNSAFE_METHODS.has(request.method)) {
      const token = request.headers[CSRF_HEADER];
      if (
        !isSameOrigin(request, setup.publicUrl) ||
        typeof token !== 'string' ||
        !verifyCsrfToken(session.csrfSecret, token)
      ) {
        throw new HttpError(403, 'CSRF_FAILED', ACCOUNT_MESSAGES.csrf);
      }
    }
    if (role !== 'any' && session.account.role !== role) {
      throw new HttpError(403, 'FORBIDDEN', FORBIDDEN[role]);
    }
    request.signedIn = {
      account: session.account,
      sessionId: session.id,
      csrfSecret: session.csrfSecret,
    };
  };
  app.decorate('requireRole', requireRole);
  return cookies;
}
