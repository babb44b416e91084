import type { ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { hashDeployToken } from './deploy-token-hash';

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\x21-\x7e]{1,200})$/i.exec(header?.trim() ?? '');
  return match ? match[1]! : null;
}

/**
 * Checks that the request carries a live deploy token for `remote`. No token or an
 * unknown or revoked one is 401; another remote's token is 403.
 */
export async function authenticateDeployToken(
  sql: Sql,
  authorization: string | undefined,
  remote: ReleaseOwner,
  now: Date,
): Promise<{ tokenId: number }> {
  const token = bearerToken(authorization);
  if (!token) {
    throw new HttpError(
      401,
      'UNAUTHORIZED',
      'Send a deploy token for this remote as "Authorization: Bearer <token>".',
    );
  }
  const [row] = await sql<{ id: number; remote: ReleaseOwner; revoked: boolean }[]>`
    select id, remote, revoked_at is not null as revoked
    from deploy_tokens where token_hash = ${hashDeployToken(token)}`;
  if (!row || row.revoked) {
    throw new HttpError(401, 'INVALID_TOKEN', 'This deploy token is not valid or was revoked.');
  }
  if (row.remote !== remote) {
    throw new HttpError(
      403,
      'FORBIDDEN',
      `This deploy token is for ${row.remote}; it cannot change ${remote}.`,
    );
  }
  await sql`update deploy_tokens set last_used_at = ${now} where id = ${row.id}`;
  return { tokenId: row.id };
}
