import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';

/** What a mailed token allows; each is used once. */
export type TokenPurpose = 'confirm-address' | 'password-reset';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'confirm-address': 48 * 3_600_000,
  'password-reset': 30 * 60_000,
};

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * Makes a token for a mailed link, `id.secret`: the row is found by its id, and only a
 * SHA-256 of the 256-bit secret is stored, so the database alone cannot make a link.
 */
export async function issueToken(
  sql: Sql | TransactionSql,
  accountId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await sql<{ id: string }[]>`
    insert into account_tokens (account_id, purpose, secret_hash, created_at, expires_at)
    values (${accountId}, ${purpose}, ${hashSecret(secret)}, ${now},
            ${new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose])})
    returning id`;
  return `${row!.id}.${secret}`;
}

const USED_MESSAGE: Record<TokenPurpose, string> = {
  'confirm-address': ACCOUNT_MESSAGES.confirmTokenUsed,
  'password-reset': ACCOUNT_MESSAGES.resetTokenUsed,
};

/**
 * Uses a token and answers its account's id: its secret is compared in constant time, then
 * one update marks it used where it is still unused and unexpired, so of requests racing
 * with one token exactly one gets the id. Otherwise 400 saying why: `TOKEN_INVALID` (unknown
 * or wrong: nothing more is told), `TOKEN_USED` or `TOKEN_EXPIRED` (told only to a holder of
 * the right secret). Pass the transaction of what the token does, so a failure leaves it
 * unused.
 */
export async function useToken(
  sql: Sql | TransactionSql,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const unknown = new HttpError(400, 'TOKEN_INVALID', ACCOUNT_MESSAGES.tokenUnknown);
  const [id, secret] = token.split('.');
  if (!id || !secret || !isUuid(id)) throw unknown;
  const [row] = await sql<{ secretHash: Buffer }[]>`
    select secret_hash as "secretHash" from account_tokens
    where id = ${id} and purpose = ${purpose}`;
  if (!row || !timingSafeEqual(row.secretHash, hashSecret(secret))) throw unknown;
  const [used] = await sql<{ accountId: string }[]>`
    update account_tokens set used_at = ${now}
    where id = ${id} and used_at is null and expires_at > ${now}
    returning account_id as "accountId"`;
  if (used) return used.accountId;
  // A statement of its own, so it sees the use of a request that won a race.
  const [after] = await sql<{ usedAt: Date | null }[]>`
    select used_at as "usedAt" from account_tokens where id = ${id}`;
  if (after?.usedAt) throw new HttpError(400, 'TOKEN_USED', USED_MESSAGE[purpose]);
  throw new HttpError(400, 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.tokenExpired);
}
