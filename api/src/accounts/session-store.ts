import { createHash, randomBytes } from 'node:crypto';
import Tokens from '@fastify/csrf';
import type { Account } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { ACCOUNT_COLUMNS, accountFromRow, type AccountRow } from './account-row';

/** How long sessions last: idle, and in all. */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface StoredSession {
  /** SHA-256 of the cookie's token: the row's key. */
  id: Buffer;
  account: Account;
  csrfSecret: string;
  idleExpiresAt: Date;
  expiresAt: Date;
}

const csrfTokens = new Tokens({ userInfo: false });
/** A session's sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

function minutesAfter(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

/**
 * Starts a session for an account. The token goes to the browser in the cookie; the
 * database keeps only its hash, so a read of the sessions table signs no one in.
 */
export async function createSession(
  sql: Sql,
  accountId: string,
  now: Date,
  policy: SessionPolicy,
): Promise<{ token: string; id: Buffer }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashSessionToken(token);
  const expiresAt = minutesAfter(now, policy.maxHours * 60);
  const idleExpiresAt = minutesAfter(now, Math.min(policy.idleMinutes, policy.maxHours * 60));
  // Ended sessions of this account go as a new one starts.
  await sql`
    delete from sessions
    where account_id = ${accountId} and (idle_expires_at <= ${now} or expires_at <= ${now})`;
  await sql`
    insert into sessions (token_hash, account_id, csrf_secret, created_at, last_seen_at,
                          idle_expires_at, expires_at)
    values (${id}, ${accountId}, ${csrfTokens.secretSync()}, ${now}, ${now},
            ${idleExpiresAt}, ${expiresAt})`;
  return { token, id };
}

/**
 * The live session a cookie's token names, or null (unknown, idle too long, or too old;
 * an ended one is deleted). Each use moves the idle expiry forward.
 */
export async function findSession(
  sql: Sql,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<StoredSession | null> {
  if (token.length === 0 || token.length > 100) return null;
  const id = hashSessionToken(token);
  const [row] = await sql<
    (AccountRow & {
      csrfSecret: string;
      lastSeenAt: Date;
      idleExpiresAt: Date;
      expiresAt: Date;
    })[]
  >`
    select ${sql.unsafe(ACCOUNT_COLUMNS)},
           s.csrf_secret as "csrfSecret", s.last_seen_at as "lastSeenAt",
           s.idle_expires_at as "idleExpiresAt", s.expires_at as "expiresAt"
    from sessions s join accounts a on a.id = s.account_id
    where s.token_hash = ${id}`;
  if (!row) return null;
  if (row.idleExpiresAt <= now || row.expiresAt <= now) {
    await sql`delete from sessions where token_hash = ${id}`;
    return null;
  }
  let idleExpiresAt = row.idleExpiresAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const slid = minutesAfter(now, policy.idleMinutes);
    idleExpiresAt = slid < row.expiresAt ? slid : row.expiresAt;
    await sql`
      update sessions set last_seen_at = ${now}, idle_expires_at = ${idleExpiresAt}
      where token_hash = ${id}`;
  }
  return {
    id,
    account: accountFromRow(row),
    csrfSecret: row.csrfSecret,
    idleExpiresAt,
    expiresAt: row.expiresAt,
  };
}

export async function endSession(sql: Sql, id: Buffer): Promise<void> {
  await sql`delete from sessions where token_hash = ${id}`;
}

/** Ends every session of an account but `keep` (after a password change). */
export async function endOtherSessions(sql: Sql, accountId: string, keep?: Buffer): Promise<void> {
  await sql`
    delete from sessions
    where account_id = ${accountId} and (${keep ?? null}::bytea is null or token_hash <> ${keep ?? null})`;
}

/** A fresh CSRF token for a session (any number are valid at once). */
export function createCsrfToken(csrfSecret: string): string {
  return csrfTokens.create(csrfSecret);
}

export function verifyCsrfToken(csrfSecret: string, token: string): boolean {
  return csrfTokens.verify(csrfSecret, token);
}
