import type { Account, AccountRole } from '@pizza-atlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who made a request, from the session cookie (docs/decisions/0021). The accounts plugin
 * (`accountsPlugin`, registered on the root instance) sets `request.signedIn` lazily through
 * `readSignedIn(request)`.
 */
export interface SignedIn {
  account: Account;
  /** The SHA-256 of the session token: identifies this session (logout, rotation). */
  sessionId: Buffer;
  csrfSecret: string;
}

/**
 * A hook for routes that need an account: 401 `NOT_SIGNED_IN` without a live session,
 * 403 `FORBIDDEN` when the account's role is not `role` ('any' takes both roles), and on
 * every unsafe method (POST, PUT, PATCH, DELETE) 403 `CSRF_FAILED` unless the request comes
 * from our own origin and carries the session's token in the `x-csrf-token` header.
 *
 * Use it as the first hook, before the body is read: on a whole plugin
 * `app.addHook('onRequest', app.requireRole('staff'))`, or on one route
 * `onRequest: app.requireRole('advertiser')`; then read `signedInAccount(request)`.
 */
export type RoleGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type RequireRole = (role: AccountRole | 'any') => RoleGuard;

declare module 'fastify' {
  interface FastifyInstance {
    requireRole: RequireRole;
  }
  interface FastifyRequest {
    /** Set by requireRole's guard once it has passed. */
    signedIn: SignedIn | null;
  }
}

/** The account a guarded route runs for (throws if the route has no guard). */
export function signedInAccount(request: FastifyRequest): Account {
  if (!request.signedIn) throw new Error('signedInAccount() on a route without requireRole()');
  return request.signedIn.account;
}
