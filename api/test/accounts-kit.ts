import { randomBytes } from 'node:crypto';
import type { Account, AccountRole } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../src/accounts/create-account';
import type { Sql } from '../src/db/client';

/** A password no common-password list holds. */
export const TEST_PASSWORD = 'correct horse battery staple 42';

/**
 * Headers of a same-origin browser request: what the accounts guard asks of every write
 * made with the session cookie (besides the CSRF token).
 */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/** Stores an account directly (a staff account can only be made this way or by the CLI). */
export async function createTestAccount(
  sql: Sql,
  options: { role: AccountRole; email?: string; password?: string },
): Promise<{ account: Account; email: string; password: string }> {
  const email = options.email ?? `${options.role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const account = await createAccount(
    sql,
    {
      email,
      password,
      role: options.role,
      contactName: options.role === 'staff' ? 'Sam Staff' : 'Ada Owner',
      businessName: options.role === 'advertiser' ? 'Ada’s Pizzeria' : undefined,
      package: options.role === 'advertiser' ? 'featured-listing' : undefined,
      // Confirmed, as after the mailed link: tests of the confirmation sign up through the API.
      emailConfirmed: true,
    },
    new Date('2026-11-01T12:00:00Z'),
  );
  return { account, email, password };
}

export interface SignedInClient {
  /** Send as the Cookie header. */
  cookie: string;
  /** Send as the x-csrf-token header on writes, with SAME_ORIGIN. */
  csrfToken: string;
  /** The headers of a write: cookie, CSRF token and same-origin. */
  writeHeaders: Record<string, string>;
}

/** Signs in through the API as a browser would; throws unless it succeeds. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
  remoteAddress?: string,
): Promise<SignedInClient> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: SAME_ORIGIN,
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return {
    cookie,
    csrfToken,
    writeHeaders: { cookie, 'x-csrf-token': csrfToken, ...SAME_ORIGIN },
  };
}

/** The `name=value` of the session cookie in a Set-Cookie header. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((line) => /^(__Host-)?pa_session=/.test(line));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return found.split(';')[0]!;
}
