import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql, TransactionSql } from '../db/client';
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

/**
 * Uses a token: its secret is compared in constant time, then one update marks it used
 * where it is still unused and unexpired, so of requests racing with one token exactly one
 * gets the account's id. Null for a token that is unknown, wrong, used or expired. Pass the
 * transaction of what the token does, so a failure leaves it unused.
 */
export async function useToken(
  sql: Sql | TransactionSql,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const [id, secret] = token.split('.');
  if (!id || !secret || !isUuid(id)) return null;
  const [row] = await sql<{ secretHash: Buffer }[]>`
    select secret_hash as "secretHash" from account_tokens
    where id = ${id} and purpose = ${purpose}`;
  if (!row || !timingSafeEqual(row.secretHash, hashSecret(secret))) return null;
  const [used] = await sql<{ accountId: string }[]>`
    update account_tokens set used_at = ${now}
    where id = ${id} and used_at is null and expires_at > ${now}
    returning account_id as "accountId"`;
  return used?.accountId ?? null;
}
